import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium.mjs';
import { ADMIN } from './support/accounts';
import { mailEnv } from './support/mail';
import { STRIPE_WEBHOOK_SECRET, stripeEnv, stripeStubPort } from './support/stripe';

const PORT = Number(process.env.E2E_PORT ?? 5123);
const baseURL = `http://localhost:${PORT}`;
/** A local stand-in for Stripe's API; the app's payments go there. */
const STRIPE_STUB_PORT = stripeStubPort(PORT);
/** A second app, with the device-identified visitor widget (VISITOR_CHAT=device), for its specs. */
const DEVICE_PORT = PORT + 2000;
const DEVICE_SPECS = /chat-device.*\.spec\.ts/;
/**
 * A third app with the shipped defaults, as a fresh `npm start` runs (no budget raised), for the
 * specs that load the site as real browsers behind one address do.
 */
const SHIPPED_DEFAULTS_PORT = PORT + 5000;
const SHIPPED_DEFAULTS_SPECS = /shipped-defaults-.*\.spec\.ts/;

/** A fresh DATA_DIR per run, as on a fresh clone; PostgreSQL must be able to enter it when we are root. */
function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'club-e2e-'));
  chmodSync(dir, 0o755);
  return dir;
}

/**
 * Chat specs send many messages and images from one admin account at once, and every browser is
 * a visitor at 127.0.0.1: the per-address budgets for new visitor conversations, renames, socket
 * frames, new and open sockets would be spent by the suites together, not by any one visitor. The
 * per-socket and per-visitor budgets stay at their defaults.
 */
const CHAT_LIMITS = {
  RATE_LIMIT_SEND: '1000/10',
  RATE_LIMIT_UPLOAD: '1000/60',
  RATE_LIMIT_NEW_CHAT_PER_ADDRESS: '10000/3600',
  RATE_LIMIT_RENAME: '1000/600',
  WS_FRAMES_PER_ADDRESS: '10000/2',
  WS_MAX_SOCKETS_PER_ADDRESS: '1000',
  WS_UPGRADES_PER_ADDRESS: '10000/2',
  // Every browser of the suites is 127.0.0.1, so the front door's per-address budget is theirs together.
  HTTP_REQUESTS_PER_ADDRESS: '100000/10',
  HTTP_IN_FLIGHT_PER_ADDRESS: '1000',
};

/** The app as `npm start` runs it, on `port` with a fresh DATA_DIR, the suite's admin and `env`. */
function appServer(port: number, env: Record<string, string>) {
  return {
    command: 'node scripts/start.mjs',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      DATA_DIR: freshDataDir(),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
  };
}

const chromium = findChromium();
if (!chromium) {
  throw new Error(
    'Chromium not found: run "node scripts/ensure-chromium.mjs" or set CHROMIUM_PATH.',
  );
}

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    // CI's slowest-files report (scripts/test-times) reads what this writes.
    ...(process.env.TEST_TIMES_DIR
      ? [['../scripts/test-times/playwright-reporter.mjs'] as const]
      : []),
  ],
  use: {
    baseURL,
    // Recording a trace of every test costs the suite a quarter of its time on two cores; a
    // failure keeps its screenshot and page snapshot, and `-- --trace retain-on-failure` records.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The workers take tests in the projects' order: the shipped-defaults project's minute-long
  // test goes first, so it is not the run's last minute with one worker idle.
  projects: [
    {
      name: 'shipped-defaults',
      testMatch: SHIPPED_DEFAULTS_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://localhost:${SHIPPED_DEFAULTS_PORT}`,
      },
    },
    {
      name: 'device-widget',
      testMatch: DEVICE_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://localhost:${DEVICE_PORT}`,
      },
    },
    {
      name: 'chromium',
      testIgnore: [DEVICE_SPECS, SHIPPED_DEFAULTS_SPECS],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: [
    {
      command: 'node support/stripe-stub-server.mjs',
      cwd: import.meta.dirname,
      url: `http://127.0.0.1:${STRIPE_STUB_PORT}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        STRIPE_STUB_PORT: String(STRIPE_STUB_PORT),
        // Where the stand-in sends the events Stripe would send (a refund's charge.refunded).
        STRIPE_STUB_WEBHOOK_URL: `${baseURL}/api/stripe/webhook`,
        STRIPE_WEBHOOK_SECRET,
      },
    },
    appServer(PORT, {
      RATE_LIMIT_AUTH: '500/60',
      LOG_LEVEL: 'warn',
      ...CHAT_LIMITS,
      ...stripeEnv(STRIPE_STUB_PORT),
      ...mailEnv(PORT, baseURL),
      RATE_LIMIT_PASSWORD_RESET: '500/60',
    }),
    appServer(DEVICE_PORT, {
      VISITOR_CHAT: 'device',
      RATE_LIMIT_AUTH: '500/60',
      LOG_LEVEL: 'warn',
      ...CHAT_LIMITS,
    }),
    // Nothing but what a fresh `npm start` needs: no budget, limit or log level of the suite's.
    appServer(SHIPPED_DEFAULTS_PORT, {}),
  ],
});
