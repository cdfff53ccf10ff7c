import { fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sleep } from './stats.mjs';

export const root = path.resolve(import.meta.dirname, '..', '..');

/** Resident memory of a process, in bytes (Linux). */
export function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

/** CPU time a process has used so far, user and system, in ms (Linux, 100 ticks a second). */
export function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function waitForHttp(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * `BENCH_PROFILE_DIR=<dir>`: the app writes a V8 CPU profile there when it stops (open it in
 * Chrome's DevTools, Performance tab).
 */
const PROFILE_ARGS = process.env.BENCH_PROFILE_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
  : [];

/** The real app, built, as `npm start` runs it, against the benchmark's database. */
export async function startApp({ port, databaseUrl, dataDir, env = {} }) {
  const child = spawn(process.execPath, [...PROFILE_ARGS, 'backend/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, child);
  return child;
}

/** A baseline server of this folder (`baseline-server.mjs` unless `script` says another). */
export async function startBaseline({ port, databaseUrl, script = 'baseline-server.mjs' }) {
  const child = fork(path.join(import.meta.dirname, script), {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`baseline exited with ${code}`)));
  });
  return child;
}

const STOP_WAIT_MS = 15_000;

/** SIGTERM, then SIGKILL if the process has not exited after STOP_WAIT_MS: a benchmark never hangs on it. */
export function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_WAIT_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
