import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (command, args) => spawn(command, args, { cwd: root, stdio: 'inherit' });

// The contracts and the backend are compiled once before `node --watch` starts, then tsc keeps
// their dist/ current.
for (const workspace of ['contracts', 'backend']) {
  const initial = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (initial.status !== 0) process.exit(initial.status ?? 1);
}

const children = [
  run('npx', ['tsc', '-p', 'contracts/tsconfig.build.json', '--watch', '--preserveWatchOutput']),
  run('npx', ['tsc', '-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput']),
  run('node', ['--watch', 'backend/dist/main.js']),
  run('npm', ['run', 'dev', '-w', 'frontend']),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
