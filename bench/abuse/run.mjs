// The abuse benchmark (issue 14, "Numbers to reach"): for each scenario one client attacks the
// built app from a loopback address of its own, while GET /api/health is probed from 127.0.0.1.
// Per scenario: the health p95 at idle and under the abuse, the app's RSS before and at its peak,
// and how long the latency takes to come back near idle once the abuse stops, against the bars
// (p95 ≤ 3× idle, RSS ≤ +200 MB, recovery ≤ 5 s). Exits non-zero when a scenario misses a bar or
// fails to run. `node bench/abuse/run.mjs [scenario ...]` (after `npm run build`); figures go to
// bench/results/abuse.json.
import { fork } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, rssOf, stop } from '../chat/processes.mjs';
import { round, sleep, summarize } from '../chat/stats.mjs';
import { cpuBetween, cpuSample } from '../load/cpu.mjs';
import { descendantsOf } from '../load/proc.mjs';
import { createApp, requireBuild } from './app.mjs';
import { nearIdleOf, p95Of, recoveryOf } from './latency.mjs';
import { now, startProbe } from './probe.mjs';
import { machine, missesOf, printReport } from './report.mjs';
import { SCENARIOS, addressOf } from './scenarios.mjs';

function setting(name, fallback, min = 1) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min)
    throw new Error(
      `${name} must be a whole number of at least ${min}, got "${process.env[name]}"`,
    );
  return value;
}
const IDLE_MS = setting('BENCH_ABUSE_IDLE_MS', 5_000);
const ABUSE_MS = setting('BENCH_ABUSE_MS', 8_000);
const ATTACKER_NICE = setting('BENCH_ABUSE_NICE', 10, 0);
const RECOVERY_CAP_MS = 15_000;
/** Between the attacker's set-up and the idle phase: what the set-up caused settles first. */
const SETTLE_MS = 1_000;
const PREPARE_TIMEOUT_MS = 60_000;
/** The attacker must have closed everything this long after its abuse was due to end. */
const STOP_GRACE_MS = 20_000;
const RSS_EVERY_MS = 100;
const TIMEOUT_MS = 10 * 60_000;

const log = (line) => console.log(`[abuse bench] ${line}`);
const toMB = (bytes) => round(bytes / 2 ** 20, 1);

const names = process.argv.slice(2);
const unknown = names.filter((name) => !SCENARIOS.includes(name));
if (unknown.length) {
  console.error(
    `[abuse bench] unknown scenario(s) ${unknown.join(', ')}; known: ${SCENARIOS.join(', ')}`,
  );
  process.exit(2);
}
const selected = names.length ? SCENARIOS.filter((name) => names.includes(name)) : SCENARIOS;

try {
  requireBuild();
} catch (error) {
  console.error(`[abuse bench] ${error.message}`);
  process.exit(1);
}

const app = createApp();
const attackers = new Set();
let probe;

/** Every process this benchmark started, by pid: attackers, the app and what it started. */
async function stopEverything() {
  await probe?.stop();
  await Promise.all([...attackers].map((child) => stop(child)));
  await app.stop();
  const leftovers = () => descendantsOf(process.pid).filter((entry) => entry.pid !== process.pid);
  for (const signal of ['SIGTERM', 'SIGKILL']) {
    for (const entry of leftovers()) {
      try {
        process.kill(entry.pid, signal);
      } catch {
        // it exited meanwhile
      }
    }
    for (let wait = 0; wait < 50 && leftovers().length; wait++) await sleep(100);
  }
  rmSync(app.workDir, { recursive: true, force: true });
}

let finishing;
function finish(code, reason) {
  if (reason) console.error(`[abuse bench] ${reason}`);
  finishing ??= stopEverything().finally(() => process.exit(code));
  return finishing;
}
process.once('SIGINT', () => void finish(130, 'interrupted: stopping everything'));
process.once('SIGTERM', () => void finish(143, 'terminated: stopping everything'));
setTimeout(
  () => void finish(1, `not done within ${TIMEOUT_MS / 60_000} minutes: stopping everything`),
  TIMEOUT_MS,
).unref();

/** The attacker's IPC messages in order; next() waits for one, failing on a timeout or an exit. */
function messagesOf(child) {
  const queue = [];
  let waiter;
  let exited;
  child.on('message', (message) => (waiter ? waiter.resolve(message) : queue.push(message)));
  child.on('exit', (code, signal) => {
    exited = `the attacker exited (${code ?? signal})`;
    waiter?.reject(new Error(exited));
  });
  return (what, timeoutMs) => {
    if (queue.length) return Promise.resolve(queue.shift());
    if (exited) return Promise.reject(new Error(exited));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the attacker did not ${what} within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      const settle = (then) => (value) => {
        clearTimeout(timer);
        waiter = undefined;
        then(value);
      };
      waiter = { resolve: settle(resolve), reject: settle(reject) };
    });
  };
}

function appRss() {
  try {
    return rssOf(app.pid);
  } catch {
    return NaN;
  }
}

async function waitForRecovery(stoppedAt, threshold) {
  for (;;) {
    await sleep(250);
    const recovery = recoveryOf(probe.samples, { stoppedAt, threshold, capMs: RECOVERY_CAP_MS });
    if (recovery) return recovery.seconds;
  }
}

async function runScenario(name) {
  const address = addressOf(name);
  const child = fork(path.join(import.meta.dirname, 'attacker.mjs'), [name], {
    env: {
      ...process.env,
      ABUSE_PORT: String(app.port),
      ABUSE_ADDRESS: address,
      ABUSE_MS: String(ABUSE_MS),
      ABUSE_NICE: String(ATTACKER_NICE),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  attackers.add(child);
  try {
    const next = messagesOf(child);
    const ready = await next('prepare', PREPARE_TIMEOUT_MS);
    if (ready.failed) throw new Error(`preparing: ${ready.failed}`);
    log(`${name}: ${ready.summary}`);

    await sleep(SETTLE_MS);
    const idleFrom = now();
    await sleep(IDLE_MS);
    const idleTo = now();
    const rssBefore = appRss();
    let rssPeak = rssBefore;
    const cpuBefore = cpuSample([app.pid]);
    child.send('go');
    const goAt = now();
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, appRss())), RSS_EVERY_MS);
    let stopped;
    try {
      stopped = await next('stop', ready.attackMs + STOP_GRACE_MS);
    } finally {
      clearInterval(sampler);
    }
    const stoppedAt = now();
    const cpu = cpuBetween(cpuBefore, cpuSample([app.pid]));
    rssPeak = Math.max(rssPeak, appRss());
    if (stopped.failed) throw new Error(`attacking: ${stopped.failed}`);

    const idle = probe.between(idleFrom, idleTo);
    const idleP95 = p95Of(idle);
    const recoverySeconds = await waitForRecovery(stoppedAt, nearIdleOf(idleP95));
    const abuse = probe.overlapping(goAt, stoppedAt);
    const abuseP95 = p95Of(abuse);
    const result = {
      name,
      summary: ready.summary,
      address,
      idle: { ...summarize(idle.map((sample) => sample.ms)), p95: idleP95 },
      abuse: {
        ...summarize(abuse.map((sample) => sample.ms)),
        p95: abuseP95,
        failed: abuse.filter((sample) => !sample.ok).length,
      },
      abuseSeconds: round((stoppedAt - goAt) / 1000, 1),
      ratio: round(abuseP95 / idleP95, 1),
      rss: { beforeMB: toMB(rssBefore), peakMB: toMB(rssPeak), deltaMB: toMB(rssPeak - rssBefore) },
      recoverySeconds,
      coresBusy: {
        app: cpu.app1 ?? 0,
        postgres: cpu.postgres ?? 0,
        attacker: cpu.otherOfOurs ?? 0,
        probe: cpu.loadGenerator ?? 0,
        outside: cpu.outside,
      },
      attacker: stopped.counts,
    };
    return { ...result, misses: missesOf(result) };
  } finally {
    await stop(child);
    attackers.delete(child);
  }
}

const startedAt = performance.now();
try {
  const host = machine();
  log(`machine: ${host.cores} cores, ${host.model}; load average ${host.loadAverage.join(' ')}`);
  log(`starting the app (${app.database})`);
  await app.start();
  probe = startProbe(() => app.port);
  const scenarios = [];
  for (const name of selected) {
    const result = await runScenario(name).catch((error) => ({
      name,
      address: addressOf(name),
      error: error.message,
    }));
    // Interrupted: finish() is stopping everything and exits; start nothing more meanwhile.
    if (finishing) await finishing;
    if (!app.running) {
      result.error = `the app exited${result.error ? `; ${result.error}` : ''}`;
      delete result.misses;
      log(`${name}: the app exited; restarting it`);
      await app.start();
    }
    log(
      result.error
        ? `${name}: FAILED TO RUN: ${result.error}`
        : `${name}: ${result.misses.length ? `MISS (${result.misses.join('; ')})` : 'PASS'}`,
    );
    scenarios.push(result);
  }
  const results = {
    machine: host,
    settings: {
      idleMs: IDLE_MS,
      abuseMs: ABUSE_MS,
      recoveryCapMs: RECOVERY_CAP_MS,
      attackerNice: ATTACKER_NICE,
      database: app.database,
    },
    loadAverageAtEnd: machine().loadAverage,
    seconds: round((performance.now() - startedAt) / 1000),
    scenarios,
  };
  printReport(results);
  if (selected.length === SCENARIOS.length) {
    mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench', 'results', 'abuse.json'),
      `${JSON.stringify(results, null, 2)}\n`,
    );
    log('wrote bench/results/abuse.json');
  } else {
    log('a subset ran: bench/results/abuse.json left as it was');
  }
  const failed = scenarios.filter((scenario) => scenario.error || scenario.misses.length);
  await finish(
    failed.length ? 1 : 0,
    failed.length
      ? `${failed.length} of ${scenarios.length} scenario(s) missed a bar or failed to run`
      : undefined,
  );
} catch (error) {
  await finish(1, error instanceof Error ? (error.stack ?? error.message) : String(error));
}
