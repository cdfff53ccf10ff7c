// The load benchmark: the built app behind nginx with 1 and with 2 instances, on the same
// PostgreSQL, Redis and data. Per phase: GET /api/merchandise and visitor polling with autocannon
// (at saturation, then at a fixed offered rate: half what 1 instance managed), and chat sends over
// /ws. Phases alternate over BENCH_ROUNDS rounds; prints the median of each figure for 1 and 2
// instances with the ratio 2/1 and writes bench/results/load.json (every round included).
// Run with `npm run bench -- load`; see docs/performance.md.
import { SOCKET_PATH } from '@club/contracts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { root } from '../../scripts/lib/cluster.mjs';
import { createMembers, createVisitors, sendAsVisitor, signIn } from '../chat/accounts.mjs';
import { inBatches } from '../chat/clients.mjs';
import { round } from '../chat/stats.mjs';
import { chatSend } from './chat-send.mjs';
import { appCpuMsPer, cpuBetween, cpuSample } from './cpu.mjs';
import { httpLoad } from './http-load.mjs';
import { printTable, ratiosOf } from './report.mjs';
import { medianOf, phaseOrder } from './rounds.mjs';
import { createStack } from './stack.mjs';

function setting(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number, got "${process.env[name]}"`);
  return value;
}
const DURATION_MS = setting('BENCH_DURATION_MS', 8_000);
const ROUNDS = setting('BENCH_ROUNDS', 2);
const WARMUP_MS = setting('BENCH_WARMUP_MS', 3_000);
const CONNECTIONS = setting('BENCH_CONNECTIONS', 50);
const VISITORS = setting('BENCH_VISITORS', 500);
const VISITOR_MESSAGES = setting('BENCH_VISITOR_MESSAGES', 3);
const SENDERS = setting('BENCH_SENDERS', 100);
const PORT_FROM = setting('BENCH_PORT_FROM', 8600);
const TIMEOUT_MS = setting(
  'BENCH_TIMEOUT_MS',
  5 * 60_000 + 2 * ROUNDS * (3 * WARMUP_MS + 5 * (DURATION_MS + 10_000)),
);
const INSTANCES = 2;
const ADMIN = { username: 'load_admin', password: 'load-admin-password' };
const APP_ENV = {
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_AUTH: '100000/1',
  RATE_LIMIT_SEND: '1000000/1',
  RATE_LIMIT_NEW_CHAT_PER_ADDRESS: '1000000/1',
  // Every simulated user is 127.0.0.1: the front door's per-address budget would measure itself.
  HTTP_REQUESTS_PER_ADDRESS: '1000000/1',
  HTTP_IN_FLIGHT_PER_ADDRESS: '100000',
  LOG_LEVEL: 'warn',
};

const log = (line) => console.log(`[load bench] ${line}`);
const loadAverage = () => loadavg().map((value) => round(value));

const stack = createStack({
  ports: { from: PORT_FROM, to: PORT_FROM + 99 },
  appEnv: APP_ENV,
  maxInstances: INSTANCES,
});
let finishing;
function finish(code, reason) {
  if (finishing) return finishing;
  if (reason) console.error(`[load bench] ${reason}`);
  finishing = stack.stop().then(() => process.exit(code));
  return finishing;
}
process.once('SIGINT', () => void finish(130, 'interrupted: stopping everything'));
process.once('SIGTERM', () => void finish(143, 'terminated: stopping everything'));
setTimeout(
  () => void finish(1, `not done within ${TIMEOUT_MS} ms (BENCH_TIMEOUT_MS): stopping everything`),
  TIMEOUT_MS,
).unref();

/** Members with conversations, visitors with a few messages each, the admin: made once. */
async function seed(base) {
  const admin = await signIn(base, ADMIN);
  log(`creating ${SENDERS} members and ${VISITORS} visitors`);
  const members = await createMembers(base, SENDERS);
  const visitors = await createVisitors(base, VISITORS);
  await inBatches(visitors, 20, async (visitor) => {
    for (let index = 0; index < VISITOR_MESSAGES; index++)
      await sendAsVisitor(base, visitor, `Hello, question ${index + 1}`);
  });
  const products = await (await fetch(`${base}/api/merchandise`)).json();
  if (!products.length) throw new Error('GET /api/merchandise answered no products');
  return { admin, members, visitors, products: products.length };
}

/** Each request polls the next visitor's conversation with that visitor's own cookie. */
function visitorPolls(visitors) {
  let next = 0;
  return () => {
    const visitor = visitors[next++ % visitors.length];
    return {
      path: `/api/anonymous-chat/conversations/${visitor.conversationId}/messages`,
      headers: { cookie: visitor.cookie },
    };
  };
}

async function measurePhase(fixture, offeredRates) {
  const url = stack.url;
  const appPids = stack.appPids();
  const withCpu = async (run) => {
    const before = cpuSample(appPids);
    const result = await run();
    const cpu = cpuBetween(before, cpuSample(appPids));
    const appCpuMs = appCpuMsPer(cpu, result.ok ?? result.acknowledged);
    // What the instances could answer if each kept one core busy (one JavaScript thread each).
    const appBoundPerSecond = appCpuMs ? round((appPids.length * 1000) / appCpuMs) : null;
    return { ...result, cpu, appCpuMs, appBoundPerSecond };
  };
  const merchandise = (options) =>
    httpLoad({ url, path: '/api/merchandise', connections: CONNECTIONS, ...options });
  const polling = (options) =>
    httpLoad({
      url,
      connections: CONNECTIONS,
      perRequest: visitorPolls(fixture.visitors),
      ...options,
    });
  const chat = (durationMs, measured = (run) => run()) =>
    chatSend({
      wsUrl: `${url.replace(/^http/, 'ws')}${SOCKET_PATH}`,
      databaseUrl: stack.databaseUrl,
      members: fixture.members,
      admin: fixture.admin,
      durationMs,
      measured,
    });

  log('warming up');
  await merchandise({ durationMs: WARMUP_MS });
  await polling({ durationMs: WARMUP_MS });
  await chat(WARMUP_MS);

  const start = loadAverage();
  log('GET /api/merchandise at saturation');
  const merchandiseSaturated = await withCpu(() => merchandise({ durationMs: DURATION_MS }));
  offeredRates.merchandise ??= Math.max(1, Math.round(merchandiseSaturated.okPerSecond / 2));
  log(`GET /api/merchandise at ${offeredRates.merchandise}/s`);
  const merchandiseAtRate = await withCpu(() =>
    merchandise({ durationMs: DURATION_MS, rate: offeredRates.merchandise }),
  );
  log('visitor polling at saturation');
  const pollingSaturated = await withCpu(() => polling({ durationMs: DURATION_MS }));
  offeredRates.polling ??= Math.max(1, Math.round(pollingSaturated.okPerSecond / 2));
  log(`visitor polling at ${offeredRates.polling}/s`);
  const pollingAtRate = await withCpu(() =>
    polling({ durationMs: DURATION_MS, rate: offeredRates.polling }),
  );
  log('chat sends over /ws');
  const chatResult = await chat(DURATION_MS, withCpu);
  return {
    instances: stack.instances.map((instance) => ({ name: instance.name, cpu: instance.cpu })),
    loadAverage: { start, end: loadAverage() },
    merchandise: {
      saturated: merchandiseSaturated,
      atRate: { offered: offeredRates.merchandise, ...merchandiseAtRate },
    },
    polling: {
      saturated: pollingSaturated,
      atRate: { offered: offeredRates.polling, ...pollingAtRate },
    },
    chat: chatResult,
  };
}

try {
  buildIfStale();
  const startedAt = loadAverage();
  log('starting PostgreSQL and Redis');
  await stack.start();
  const offeredRates = {};
  const rounds = { 1: [], 2: [] };
  let fixture;
  for (const [index, count] of phaseOrder(ROUNDS).entries()) {
    while (stack.instances.length < count) {
      log(`starting app${stack.instances.length + 1}`);
      await stack.addInstance();
    }
    while (stack.instances.length > count) await stack.removeInstance();
    await stack.balance();
    fixture ??= await seed(stack.url);
    log(`segment ${index + 1}: ${count} instance(s) behind nginx at ${stack.url}`);
    rounds[count].push(await measurePhase(fixture, offeredRates));
  }
  const phases = [medianOf(rounds[1]), medianOf(rounds[2])];
  const results = {
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model,
      memoryGiB: round(totalmem() / 2 ** 30, 1),
      node: process.version,
      loadAverage: { start: startedAt, end: loadAverage() },
    },
    settings: {
      rounds: ROUNDS,
      durationMs: DURATION_MS,
      warmupMs: WARMUP_MS,
      connections: CONNECTIONS,
      visitors: VISITORS,
      visitorMessages: VISITOR_MESSAGES,
      senders: SENDERS,
      products: fixture.products,
      pinnedToOwnCore: stack.pinned,
      ...stack.services,
      appEnv: { ...APP_ENV, ADMIN_PASSWORD: undefined },
    },
    phases,
    ratios: ratiosOf(phases),
    rounds,
  };
  printTable(results);
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench', 'results', 'load.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  log('wrote bench/results/load.json');
  await finish(0);
} catch (error) {
  await finish(1, error instanceof Error ? (error.stack ?? error.message) : String(error));
}
