import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Prints the wall time of each CI step (from `steps.tsv`: command, seconds, exit status) and,
 * per suite, its wall time and its 15 slowest test files (from the reporters' JSON files), all
 * in the folder `$TEST_TIMES_DIR` (or the first argument).
 */
const SLOWEST = 15;
const SUITES = {
  backend: 'Backend (Vitest)',
  frontend: 'Frontend unit (Vitest)',
  e2e: 'Browser (Playwright; a file’s time is its tests’ added up)',
};

const dir = process.argv[2] ?? process.env.TEST_TIMES_DIR;
const minutes = (seconds) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;

const stepsFile = path.join(dir, 'steps.tsv');
if (existsSync(stepsFile)) {
  console.log('\nWall time of each step:');
  const rows = readFileSync(stepsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
  let total = 0;
  for (const [command, seconds, status] of rows) {
    total += Number(seconds);
    const failed = status === '0' ? '' : `  (exit ${status})`;
    console.log(`  ${minutes(Number(seconds)).padStart(12)}  ${command}${failed}`);
  }
  console.log(`  ${minutes(total).padStart(12)}  in all`);
}

for (const [suite, title] of Object.entries(SUITES)) {
  const file = path.join(dir, `${suite}.json`);
  if (!existsSync(file)) continue;
  const { wallSeconds, files } = JSON.parse(readFileSync(file, 'utf8'));
  files.sort((a, b) => b.seconds - a.seconds);
  const shown = Math.min(SLOWEST, files.length);
  console.log(
    `\n${title}: ${minutes(wallSeconds)} wall time; the ${shown} slowest of ${files.length} files:`,
  );
  for (const entry of files.slice(0, SLOWEST))
    console.log(`  ${entry.seconds.toFixed(1).padStart(7)} s  ${entry.file}`);
}
