// Takes the README's screenshot of the landing page from the built app on a fresh DATA_DIR.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from '../../scripts/find-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.SCREENSHOT_PORT ?? 5124);
const baseUrl = `http://localhost:${port}`;
const output = path.join(root, 'docs', 'screenshot-landing.png');

async function waitForHealth(server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy within 120 s');
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'club-screenshot-'));
chmodSync(dataDir, 0o755);
const server = spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopped = new Promise((resolve) => server.once('exit', resolve));

try {
  await waitForHealth(server);
  const browser = await chromium.launch({
    executablePath: findChromium() ?? undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  await page.screenshot({ path: output });
  await browser.close();
  console.log(`Saved ${path.relative(root, output)}`);
} finally {
  server.kill('SIGTERM');
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}
