// The first tap on a phone (issue 32): how long a visitor waits for what they tapped on a public
// page, under Lighthouse's mobile conditions (Chromium, 4× CPU slowdown, 150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up), each visit a first visit in a fresh browser context. Three
// timings per case, median of FIRST_TAP_RUNS (3):
//   impatient  the visitor taps 0.5 s after the load event;
//   reader     the visitor scrolls at 1 s and taps at 5 s;
//   started    the baseline of the same run: the app has started (a mouse move, then a quiet
//              network for 1 s) before the tap, so only the app's own answer remains.
// A tap is timed from its pointerdown to the first frame that shows the answer. Also printed: the
// kilobytes fetched after the tap (compressed, as sent), each median's ratio to the started
// baseline, and the machine's Lighthouse benchmarkIndex. Bars: reader ≤ 200 ms everywhere;
// impatient ≤ 300 ms for the menu and the form, ≤ 1,500 ms for the chat panel. Writes
// bench/results/first-tap.json; exits non-zero when a median misses its bar.
//
//   node bench/first-tap/run.mjs                  every case
//   node bench/first-tap/run.mjs support menu     the cases whose name contains these words
//
// Starts `npm start` with the shipped defaults on a fresh data directory unless BENCH_URL points
// at a running server.
/* global window, requestAnimationFrame -- watchForAnswer and the waits run in the page. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from '../../scripts/find-chromium.mjs';
import { productPath, startServer } from '../lib/npm-start.mjs';
import { CASES } from './cases.mjs';

const RUNS = Number(process.env.FIRST_TAP_RUNS ?? 3);
const VIEWPORT = { width: 360, height: 740 };
const CONDITIONS = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};
const ANSWER_TIMEOUT_MS = 30_000;
const QUIET_NETWORK_MS = 1_000;
const MODES = ['impatient', 'reader', 'started'];

const words = process.argv.slice(2);
const cases = CASES.filter(
  (item) => words.length === 0 || words.some((w) => item.name.includes(w)),
);
const executablePath = findChromium();
if (!executablePath) {
  console.error('Chromium not found: run "node scripts/ensure-chromium.mjs" or set CHROMIUM_PATH.');
  process.exit(1);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Counts the bytes of every request that starts once `tapped` is set, and what is in flight. */
async function watchNetwork(cdp, state) {
  const afterTap = new Set();
  const inFlight = new Set();
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    inFlight.add(requestId);
    state.lastRequestAt = Date.now();
    if (state.tapped) afterTap.add(requestId);
  });
  const settle = ({ requestId }) => {
    inFlight.delete(requestId);
    state.lastRequestAt = Date.now();
  };
  cdp.on('Network.loadingFinished', (event) => {
    settle(event);
    if (afterTap.has(event.requestId)) state.bytesAfterTap += event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', settle);
  state.inFlight = inFlight;
  await cdp.send('Network.enable');
}

async function quietNetwork(state) {
  while (state.inFlight.size > 0 || Date.now() - state.lastRequestAt < QUIET_NETWORK_MS) {
    await sleep(100);
  }
}

/** In the page: notes the tap's pointerdown and the first frame after it where `answered` holds. */
function watchForAnswer(answered) {
  const tap = { start: undefined, done: undefined };
  window.__firstTap = tap;
  window.addEventListener(
    'pointerdown',
    (event) => {
      tap.start ??= event.timeStamp;
    },
    { capture: true, passive: true },
  );
  const frame = () => {
    if (tap.start !== undefined && answered()) {
      tap.done = performance.now();
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * The middle of the control, scrolled into view. The app may replace the pre-rendered element
 * while it hydrates (the reader's scroll starts it): the control is looked up again then.
 */
async function tapPoint(target, item) {
  for (let attempt = 1; ; attempt++) {
    try {
      await target.scrollIntoViewIfNeeded({ timeout: 5_000 });
      const box = await target.boundingBox();
      if (box) return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    } catch (error) {
      if (attempt === 5) throw error;
    }
    if (attempt === 5) throw new Error(`${item.name}: nothing to tap on ${item.path}`);
  }
}

async function measure(browser, baseUrl, item, mode) {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const state = { tapped: false, bytesAfterTap: 0, lastRequestAt: Date.now() };
  await watchNetwork(cdp, state);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CONDITIONS.cpuSlowdown });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: CONDITIONS.latencyMs,
    downloadThroughput: CONDITIONS.downloadBytesPerSecond,
    uploadThroughput: CONDITIONS.uploadBytesPerSecond,
  });
  try {
    await page.goto(`${baseUrl}${item.path}`, { waitUntil: 'load', timeout: 60_000 });
    const target = item.target(page);
    if (mode === 'impatient') {
      await sleep(500);
    } else if (mode === 'reader') {
      await sleep(1_000);
      await page.mouse.wheel(0, 200);
      await sleep(4_000);
    } else {
      await page.mouse.move(10, 10);
      await quietNetwork(state);
    }
    const point = await tapPoint(target, item);
    // One source text, as the page's CSP allows no eval of a function passed as a string.
    await page.evaluate(`(${watchForAnswer.toString()})(${item.answered.toString()})`);
    state.tapped = true;
    await page.touchscreen.tap(point.x, point.y);
    await page.waitForFunction(() => window.__firstTap.done !== undefined, null, {
      timeout: ANSWER_TIMEOUT_MS,
    });
    const tap = await page.evaluate(() => window.__firstTap);
    return { ms: tap.done - tap.start, kb: state.bytesAfterTap / 1024 };
  } finally {
    await context.close();
  }
}

/** Lighthouse's own measure of the machine, in a page without throttling. */
async function benchmarkIndex(browser) {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const page = await browser.newPage();
  const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  await page.close();
  return Math.round(index);
}

const started = Date.now();
const server = await startServer();
const browser = await chromium.launch({ executablePath });
const rows = [];
let missed = 0;
try {
  const product = await productPath(server.baseUrl);
  for (const item of cases) {
    const resolved = { ...item, path: item.path === '/product/:id' ? product : item.path };
    const timings = {};
    for (const mode of MODES) {
      const runs = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await measure(browser, server.baseUrl, resolved, mode));
      timings[mode] = {
        ms: Math.round(median(runs.map((r) => r.ms))),
        kb: Math.round(median(runs.map((r) => r.kb))),
        runsMs: runs.map((r) => Math.round(r.ms)),
      };
    }
    const bars = { impatient: item.impatientBarMs, reader: 200 };
    const misses = ['impatient', 'reader'].filter((mode) => timings[mode].ms > bars[mode]);
    missed += misses.length;
    rows.push({ name: item.name, path: resolved.path, timings, bars, misses });
    const ratio = (mode) => (timings[mode].ms / Math.max(1, timings.started.ms)).toFixed(1);
    console.log(
      `[first-tap] ${item.name.padEnd(34)} impatient ${String(timings.impatient.ms).padStart(5)} ms (×${ratio('impatient')}, ${timings.impatient.kb} KB after)  reader ${String(timings.reader.ms).padStart(5)} ms (×${ratio('reader')}, ${timings.reader.kb} KB)  started ${timings.started.ms} ms  ${misses.length ? `MISS ${misses.join(', ')}` : 'ok'}`,
    );
  }
  const index = await benchmarkIndex(browser);
  const summary = {
    measuredAt: new Date().toISOString(),
    benchmarkIndex: index,
    conditions: CONDITIONS,
    viewport: VIEWPORT,
    runs: RUNS,
    minutes: Number(((Date.now() - started) / 60_000).toFixed(1)),
    rows,
  };
  console.log(
    `[first-tap] benchmarkIndex ${index}; median of ${RUNS} per mode; ${summary.minutes} min; ${missed} median(s) over their bar`,
  );
  if (words.length === 0) {
    const results = path.join(import.meta.dirname, '..', 'results');
    mkdirSync(results, { recursive: true });
    writeFileSync(path.join(results, 'first-tap.json'), `${JSON.stringify(summary, null, 2)}\n`);
  } else {
    console.log('[first-tap] a subset ran: bench/results/first-tap.json left as it was');
  }
} finally {
  await browser.close();
  await server.stop();
}
if (missed > 0) process.exitCode = 1;
