#!/usr/bin/env node
/**
 * Keeps cores busy, as other processes on a shared CI machine would, to prove the suite does not
 * depend on an idle machine.
 *
 *   node scripts/busy-cores.mjs                 # two busy processes until Ctrl-C
 *   node scripts/busy-cores.mjs -- npm test     # the same while the command runs; its exit status
 *   BUSY_CORES=1 node scripts/busy-cores.mjs -- npm run test:e2e
 *
 * Each busy process spins at normal priority, so it competes with the suite for the cores
 * (`nice` would let the suite win and prove nothing).
 */
import { fork, spawn } from 'node:child_process';

if (process.argv[2] === '--spin') {
  for (;;) Math.sqrt(Math.random());
}

const count = Number(process.env.BUSY_CORES ?? 2);
const separator = process.argv.indexOf('--');
const command = separator === -1 ? [] : process.argv.slice(separator + 1);

const spinners = Array.from({ length: count }, () =>
  fork(import.meta.filename, ['--spin'], { stdio: 'ignore' }),
);
const stopSpinners = () => spinners.forEach((spinner) => spinner.kill('SIGKILL'));
process.on('exit', stopSpinners);
console.error(`busy-cores: ${count} busy process${count === 1 ? '' : 'es'}`);

if (command.length === 0) {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
} else {
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
