import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

/** Each workspace, in build order, what it builds, and what that output is built from. */
const WORKSPACES = [
  {
    name: 'contracts',
    output: 'contracts/dist/.tsbuildinfo',
    sources: [
      'contracts/src',
      'contracts/tsconfig.json',
      'contracts/tsconfig.build.json',
      'contracts/package.json',
    ],
  },
  {
    name: 'frontend',
    output: 'frontend/dist/index.html',
    sources: [
      'contracts/src',
      'frontend/src',
      'frontend/public',
      'frontend/scripts',
      'frontend/index.html',
      'frontend/vite.config.ts',
      'frontend/package.json',
    ],
  },
  {
    name: 'backend',
    output: 'backend/dist/main.js',
    sources: [
      'contracts/src',
      'backend/src',
      'backend/tsconfig.json',
      'backend/tsconfig.build.json',
      'backend/package.json',
    ],
  },
];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stat.mtimeMs,
  );
}

/** Builds every workspace whose output is missing or older than its sources. */
export function buildIfStale() {
  for (const workspace of WORKSPACES) {
    const output = path.join(root, workspace.output);
    const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
    const changedAt = Math.max(
      ...workspace.sources.map((source) => newestChange(path.join(root, source))),
    );
    if (builtAt >= changedAt) continue;
    console.log(`Building ${workspace.name}...`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace.name], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error(`Building ${workspace.name} failed.`);
      process.exit(result.status ?? 1);
    }
  }
}

// Also a command: `node scripts/build-if-stale.mjs`.
if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
