// Runs every benchmark in bench/, one after the other: each bench/*.mjs script
// and each bench/<folder>/run.mjs. Prints a summary table at the end and fails
// when any benchmark failed or missed its bar. Results land in bench/results/.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const only = process.argv.slice(2);

const scripts = readdirSync(here, { withFileTypes: true })
  .flatMap((entry) => {
    if (entry.isFile() && entry.name.endsWith('.mjs') && entry.name !== 'run.mjs') {
      return [{ name: entry.name.replace(/\.mjs$/, ''), file: path.join(here, entry.name) }];
    }
    const nested = path.join(here, entry.name, 'run.mjs');
    if (entry.isDirectory() && existsSync(nested)) return [{ name: entry.name, file: nested }];
    return [];
  })
  .filter((script) => only.length === 0 || only.includes(script.name))
  .sort((a, b) => a.name.localeCompare(b.name));

// Each benchmark is a load generator. With V8's default young generation, the chat generator's
// short-lived per-message objects were still alive at its collections (thousands of messages a
// second), were promoted, and brought a full collection every 1-5 s (17 in one run, 2 with 32 MB);
// each pause delayed the receipt of every message in flight, for the app and the baseline alike.
const GENERATOR_FLAGS = ['--max-semi-space-size=32'];

const summary = [];
for (const script of scripts) {
  console.log(`\n=== ${script.name}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [...GENERATOR_FLAGS, script.file], {
    stdio: 'inherit',
  });
  summary.push({
    name: script.name,
    status: result.status === 0 ? 'ok' : `failed (${result.status ?? result.signal})`,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
  });
}

console.log('\n| benchmark | result | time |\n|---|---|---|');
for (const row of summary) console.log(`| ${row.name} | ${row.status} | ${row.seconds} s |`);
if (summary.some((row) => row.status !== 'ok')) process.exitCode = 1;
