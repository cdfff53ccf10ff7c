// `npm start` on a fresh data directory with the shipped defaults (its demo catalogue gives a
// product page), for the benchmarks that measure the site as a visitor meets it; or the server
// BENCH_URL points at.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

async function waitForHealth(baseUrl, server) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become healthy in 2 minutes.');
}

/** { baseUrl, stop() }: BENCH_PORT (5399) unless BENCH_URL names a running server. */
export async function startServer() {
  if (process.env.BENCH_URL)
    return { baseUrl: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} };
  const port = Number(process.env.BENCH_PORT ?? 5399);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'club-bench-'));
  chmodSync(dataDir, 0o755);
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  await waitForHealth(baseUrl, server);
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first product of the catalogue the server lists. */
export async function productPath(baseUrl) {
  const response = await fetch(`${baseUrl}/api/merchandise`);
  if (!response.ok) throw new Error(`GET /api/merchandise answered ${response.status}.`);
  const [product] = await response.json();
  if (!product) {
    throw new Error(
      'The catalogue is empty: add a product in the admin console, or leave BENCH_URL unset to use a fresh server with the demo catalogue.',
    );
  }
  return `/product/${product.id}`;
}
