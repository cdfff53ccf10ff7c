// Browser latency: what one person does (a key, a click, a tab hidden) until another person's
// screen shows it, in Chromium, for the support desk's live events and the chat's messages of
// every kind, each against two pages talking through a bare `ws` relay in the same run.
// Run with `npm run bench -- latency` (it builds first); figures go to bench/results/latency.json.
/* global window -- in callbacks evaluated in the page */
import { fork } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { TYPING_TEXT } from '@club/contracts';
import { chromium } from 'playwright-core';
import { findChromium } from '../../scripts/find-chromium.mjs';
import { root, startApp, stop } from '../chat/processes.mjs';
import { round, summarize } from '../chat/stats.mjs';
import { freshDatabase } from '../lib/fresh-database.mjs';
import { composerOf, openConversation, openCustomer, openInbox } from './app-pages.mjs';
import { installProbes } from './probes.mjs';
import { assignment, message, presence, seen, timeSamples, typing } from './scenarios.mjs';

const dist = (file) => path.join(root, 'backend', 'dist', file);
const { startEmbeddedDatabase } = await import(dist('database/embedded-database.js'));
const { runMigrations } = await import(dist('database/migrate.js'));

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const ALL_PARTS = 'member,desk,guest,device';
/**
 * `BENCH_PARTS=member,desk` runs only those parts (the baseline always runs), written to
 * bench/results/latency-member-desk.json instead of latency.json.
 */
const PARTS = (process.env.BENCH_PARTS ?? ALL_PARTS).split(',');
const RESULTS_FILE =
  PARTS.join(',') === ALL_PARTS ? 'latency.json' : `latency-${PARTS.join('-')}.json`;
const TARGET_P95_MS = 150;
/** The app, the device app and the relay listen on this port, 10 and 20 above it. */
const PORT_FROM = Number(process.env.BENCH_PORT_FROM ?? 5250);
const APP_PORT = PORT_FROM;
const DEVICE_APP_PORT = PORT_FROM + 10;
const RELAY_PORT = PORT_FROM + 20;
const ALPHA = { username: 'latency_alpha', password: 'latency-alpha-password' };
const BRAVO = { username: 'latency_bravo', password: 'latency-bravo-password' };
/**
 * Every page is 127.0.0.1 and the samples follow each other faster than a person types: the
 * per-address and per-socket budgets would measure themselves, not the path of an event.
 */
const LIMITS = {
  RATE_LIMIT_AUTH: '10000/1',
  RATE_LIMIT_SEND: '100000/1',
  RATE_LIMIT_NEW_CHAT_PER_ADDRESS: '100000/1',
  WS_FRAMES_PER_SOCKET: '100000/1',
  WS_FRAMES_PER_ADDRESS: '100000/1',
  WS_UPGRADES_PER_ADDRESS: '100000/1',
  HTTP_REQUESTS_PER_ADDRESS: '1000000/1',
  HTTP_IN_FLIGHT_PER_ADDRESS: '100000',
};
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const log = (line) => console.log(`[latency bench] ${line}`);
const workDir = mkdtempSync(path.join(tmpdir(), 'club-bench-latency-'));
chmodSync(workDir, 0o755);
const started = [];

async function databaseFor(serverUrl, name) {
  const url = await freshDatabase(serverUrl, name);
  await runMigrations(url);
  return url;
}

/** The app on `port`, with every admin of `admins` (each start makes the one it names). */
async function startAppWithAdmins(port, databaseUrl, env, admins) {
  let app;
  for (const admin of admins) {
    if (app) await stop(app);
    app = await startApp({
      port,
      databaseUrl,
      dataDir: workDir,
      env: { ...LIMITS, ...env, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password },
    });
  }
  started.push(app);
  return `http://localhost:${port}`;
}

async function startRelay() {
  const relay = fork(path.join(import.meta.dirname, 'relay-server.mjs'), {
    env: { ...process.env, PORT: String(RELAY_PORT) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  started.push(relay);
  await new Promise((resolve, reject) => {
    relay.once('message', resolve);
    relay.once('exit', (code) => reject(new Error(`the relay exited with ${code}`)));
  });
  return `http://127.0.0.1:${RELAY_PORT}/`;
}

/** Two pages on the relay: Enter in one → the item in the other, SAMPLES times. */
async function baseline(browser, url) {
  const pages = [];
  for (let index = 0; index < 2; index += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(installProbes);
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => window.relayReady === true);
    pages.push(page);
  }
  const [from, to] = pages;
  const samples = await timeSamples(
    SAMPLES,
    message({ from, composer: from.getByLabel('Message'), to, label: 'relay', stored: false }),
  );
  for (const page of pages) await page.context().close();
  return samples;
}

/** Every measure of one customer's conversation with the admin `alpha` (a page on the inbox). */
async function chatMeasures(kind, customer, alpha) {
  const reply = await openConversation(alpha, customer.name);
  const widget = composerOf(customer.page.getByTestId('chat-panel'));
  const base = { kind };
  return [
    {
      ...base,
      issue: 17,
      measure: `${kind}: Enter → admin's thread`,
      sample: message({ from: customer.page, composer: widget, to: alpha, label: 'c2a' }),
    },
    {
      ...base,
      issue: 17,
      measure: `${kind}: admin's Enter → widget`,
      sample: message({ from: alpha, composer: reply, to: customer.page, label: 'a2c' }),
    },
    {
      ...base,
      issue: 16,
      measure: `${kind}: key → "${customer.name} is typing…" (admin)`,
      sample: typing({
        from: customer.page,
        composer: widget,
        to: alpha,
        status: `${customer.name} is ${TYPING_TEXT.customer}`,
      }),
    },
    {
      ...base,
      issue: 16,
      measure: `${kind}: widget opened → "${TYPING_TEXT.seen}" (admin)`,
      sample: seen({ customer: customer.page, admin: alpha, reply }),
    },
  ];
}

async function run(measures) {
  const rows = [];
  for (const { sample, ...row } of measures) {
    log(`${row.measure}: ${SAMPLES} samples`);
    const samples = await timeSamples(SAMPLES, sample);
    rows.push({ ...row, samples, skipped: samples.skipped });
  }
  return rows;
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: set CHROMIUM_PATH.');
  const loadBefore = loadavg().map((value) => round(value));
  const embedded = await startEmbeddedDatabase(path.join(workDir, 'db'));
  started.push({ stop: () => embedded.stop() });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  started.push({ stop: () => browser.close() });

  log('baseline: two pages on a bare ws relay');
  const relayUrl = await startRelay();
  const baselineBefore = await baseline(browser, relayUrl);

  log('the app (guest widget) with two admins');
  const appUrl = await startAppWithAdmins(
    APP_PORT,
    await databaseFor(embedded.url, 'bench_latency'),
    {},
    [BRAVO, ALPHA],
  );
  const alpha = await openInbox(browser, appUrl, ALPHA);
  const bravo = await openInbox(browser, appUrl, BRAVO);
  const member =
    PARTS.includes('member') || PARTS.includes('desk')
      ? await openCustomer(browser, appUrl, 'member')
      : undefined;
  const guest = PARTS.includes('guest') ? await openCustomer(browser, appUrl, 'guest') : undefined;
  const rows = [];
  if (PARTS.includes('member'))
    rows.push(...(await run(await chatMeasures('member', member, alpha))));
  if (PARTS.includes('desk')) {
    await openConversation(alpha, member.name);
    rows.push(
      ...(await run([
        {
          kind: 'desk',
          issue: 16,
          measure: 'desk: "Assigned to" choice → holder on the other admin\'s list',
          sample: assignment({
            actor: alpha,
            observer: bravo,
            name: member.name,
            holders: [BRAVO.username, ALPHA.username],
          }),
        },
        {
          kind: 'desk',
          issue: 16,
          measure: "desk: tab hidden / shown → presence in the other admin's team",
          sample: presence({ actor: alpha, observer: bravo, username: ALPHA.username }),
        },
      ])),
    );
  }
  if (PARTS.includes('guest')) rows.push(...(await run(await chatMeasures('guest', guest, alpha))));

  if (PARTS.includes('device')) {
    log('the app with the device widget (VISITOR_CHAT=device)');
    const deviceUrl = await startAppWithAdmins(
      DEVICE_APP_PORT,
      await databaseFor(embedded.url, 'bench_latency_device'),
      { VISITOR_CHAT: 'device' },
      [ALPHA],
    );
    const deviceAdmin = await openInbox(browser, deviceUrl, ALPHA);
    const device = await openCustomer(browser, deviceUrl, 'device');
    rows.push(...(await run(await chatMeasures('device', device, deviceAdmin))));
  }

  log('baseline again');
  const baselineAfter = await baseline(browser, relayUrl);
  return {
    loadBefore,
    chromium: browser.version(),
    baselineBefore,
    baselineAfter,
    rows,
  };
}

const totals = (samples) => samples.map((sample) => sample.total);

/** The median of each part of the samples (a part not seen in a sample is left out). */
function medianParts(samples) {
  const median = (part) => {
    const values = samples.map((sample) => sample[part]).filter((value) => value !== null);
    return values.length ? summarize(values).p50 : null;
  };
  return { out: median('out'), transit: median('transit'), render: median('render') };
}

function report({ loadBefore, chromium: version, baselineBefore, baselineAfter, rows }) {
  const relaySamples = [...baselineBefore, ...baselineAfter];
  const relay = { ...summarize(totals(relaySamples)), parts: medianParts(relaySamples) };
  const ratio = (value, of) => round(value / of, 1);
  const measures = rows.map(({ samples, ...row }) => {
    const figures = summarize(totals(samples));
    return {
      ...row,
      ...figures,
      parts: medianParts(samples),
      p50Ratio: ratio(figures.p50, relay.p50),
      p95Ratio: ratio(figures.p95, relay.p95),
      met: figures.p95 <= TARGET_P95_MS,
    };
  });
  const partsText = ({ out, transit, render }) => `${out} / ${transit} / ${render}`;
  console.log(
    `\nrelay baseline (${relay.count} samples, before and after): p50 ${relay.p50} ms, p95 ${relay.p95} ms` +
      ` (p95 before ${summarize(totals(baselineBefore)).p95}, after ${summarize(totals(baselineAfter)).p95} ms);` +
      ` median out / transit / render ${partsText(relay.parts)} ms`,
  );
  console.log(
    '\n| issue | measure | p50 ms | p95 ms | p99 ms | × relay p50 | × relay p95 | p95 ≤ 150 ms | median out / transit / render ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of measures) {
    console.log(
      `| ${row.issue} | ${row.measure} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.p50Ratio} | ${row.p95Ratio} | ${row.met ? 'yes' : 'NO'} | ${partsText(row.parts)} |`,
    );
  }
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model,
      memoryGiB: round(totalmem() / 2 ** 30, 1),
      node: process.version,
      chromium: version,
      loadAverageBefore: loadBefore,
    },
    settings: { samples: SAMPLES, warmUpSamples: 3, targetP95Ms: TARGET_P95_MS, parts: PARTS },
    baseline: {
      ...relay,
      before: summarize(totals(baselineBefore)),
      after: summarize(totals(baselineAfter)),
    },
    measures,
  };
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench', 'results', RESULTS_FILE),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  log(`wrote bench/results/${RESULTS_FILE}`);
  if (measures.some((row) => !row.met)) process.exitCode = 1;
}

try {
  report(await main());
} finally {
  for (const part of started.reverse()) await ('kill' in part ? stop(part) : part.stop());
  rmSync(workDir, { recursive: true, force: true });
}
