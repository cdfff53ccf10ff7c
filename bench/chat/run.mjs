// The chat benchmark: the real app against a bare ws + INSERT baseline on the same PostgreSQL,
// idle-socket memory, visitor polling under load, and the admin inbox at 100k conversations.
// Run with `npm run bench` (it builds first); figures go to bench/results/chat.json.
import { SOCKET_PATH } from '@club/contracts';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createMembers, createVisitors, sendAsVisitor, signIn } from './accounts.mjs';
import { authenticate, inBatches, openSocket } from './clients.mjs';
import { cpuMsOf, root, rssOf, startApp, startBaseline, stop } from './processes.mjs';
import { latencyAtRate, maxThroughput, polling, timed } from './scenarios.mjs';
import { messageReferences, planOf, seedInbox } from './seed-inbox.mjs';
import { round, sleep, summarize } from './stats.mjs';

const dist = (file) => path.join(root, 'backend', 'dist', file);
const { startEmbeddedDatabase } = await import(dist('database/embedded-database.js'));
const { runMigrations } = await import(dist('database/migrate.js'));
const { memberConversationPageQuery } = await import(
  dist('modules/chat/admin-conversation-list.js')
);
const { visitorConversationPageQuery } = await import(
  dist('modules/anonymous-chat/admin-anonymous-conversation-list.js')
);
const { CHAT_STATS_SQL } = await import(dist('modules/chat/chat-stats.service.js'));
const { messageSearchQuery, recentMessageSearchQuery } = await import(
  dist('modules/message-search/message-search.service.js')
);

const SENDERS = Number(process.env.BENCH_SENDERS ?? 200);
const IDLE_SOCKETS = Number(process.env.BENCH_IDLE_SOCKETS ?? 10_000);
const WIDGETS = Number(process.env.BENCH_WIDGETS ?? 1_000);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const WARM_UP_MS = 3_000;
/**
 * `BENCH_PARTS=inbox` (or `live`, `polling`, or two of them) runs only those parts, written to
 * bench/results/chat-<parts>.json; all three go to bench/results/chat.json.
 */
const ALL_PARTS = ['live', 'polling', 'inbox'];
const PARTS = (process.env.BENCH_PARTS ?? ALL_PARTS.join(',')).split(',');
/** Each side of the polling comparison runs this many times, alternating with the other. */
const POLLING_ROUNDS = 2;
const MESSAGE_SEARCH_TIMINGS = new Set(['messageSearch', 'visitorMessageSearch']);
const INBOX = {
  members: Number(process.env.BENCH_INBOX ?? 100_000),
  visitors: Number(process.env.BENCH_INBOX ?? 100_000) / 2,
  messagesPerConversation: 10,
};
const ADMIN = { username: 'bench_admin', password: 'bench-admin-password' };
/**
 * Every client is 127.0.0.1, the senders go flat out, and the idle sockets never authenticate:
 * the per-address, per-instance, upgrade and frame limits of /ws would measure themselves, not
 * the chat.
 */
/** Every client of the benchmark is 127.0.0.1: the front door's per-address budget is theirs together. */
const ONE_ADDRESS_LIMITS = {
  HTTP_REQUESTS_PER_ADDRESS: '1000000/1',
  HTTP_IN_FLIGHT_PER_ADDRESS: '100000',
};
const SOCKET_LIMITS = {
  WS_FRAMES_PER_SOCKET: '1000000/1',
  WS_FRAMES_PER_ADDRESS: '1000000/1',
  WS_MAX_SOCKETS_PER_ADDRESS: String(IDLE_SOCKETS + SENDERS + 100),
  WS_MAX_SOCKETS: String(IDLE_SOCKETS + SENDERS + 100),
  WS_UPGRADES_PER_ADDRESS: '1000000/1',
  WS_AUTH_TIMEOUT_MS: '3600000',
};
const APP_PORT = 5611;
const BASELINE_PORT = 5612;
const POLL_BASELINE_PORT = 5613;

const log = (line) => console.log(`[chat bench] ${line}`);
const workDir = mkdtempSync(path.join(tmpdir(), 'club-bench-'));
chmodSync(workDir, 0o755);

async function createDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await runMigrations(url.toString());
  return url.toString();
}

async function benchLive(serverUrl) {
  const databaseUrl = await createDatabase(serverUrl, 'bench_live');
  const base = `http://127.0.0.1:${APP_PORT}`;
  const app = await startApp({
    port: APP_PORT,
    databaseUrl,
    dataDir: workDir,
    env: {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_AUTH: '100000/1',
      RATE_LIMIT_SEND: '1000000/1',
      RATE_LIMIT_NEW_CHAT_PER_ADDRESS: '1000000/1',
      ...ONE_ADDRESS_LIMITS,
      ...SOCKET_LIMITS,
    },
  });
  const baseline = await startBaseline({ port: BASELINE_PORT, databaseUrl });
  try {
    log(`creating ${SENDERS} members`);
    const accounts = await createMembers(base, SENDERS);
    const admin = await signIn(base, ADMIN);
    const appSenders = await Promise.all(
      accounts.map(async (account) => {
        const socket = await openSocket(`ws://127.0.0.1:${APP_PORT}${SOCKET_PATH}`, account.cookie);
        await authenticate(socket, { userId: account.user.id });
        return { ...account, socket };
      }),
    );
    const appListener = await openSocket(`ws://127.0.0.1:${APP_PORT}${SOCKET_PATH}`, admin.cookie);
    await authenticate(appListener, { userId: admin.id });
    const appSend = (sender, clientMessageId, content = `bench ${clientMessageId}`) =>
      sender.socket.send(
        JSON.stringify({
          type: 'send_message',
          conversationId: sender.conversationId,
          content,
          messageType: 'text',
          clientMessageId,
        }),
      );

    const baselineSenders = await Promise.all(
      accounts.map(async (account, index) => ({
        index,
        socket: await openSocket(`ws://127.0.0.1:${BASELINE_PORT}`),
      })),
    );
    const baselineListener = await openSocket(`ws://127.0.0.1:${BASELINE_PORT}`);
    baselineListener.send(JSON.stringify({ type: 'listen' }));
    const baselineSend = (sender, clientMessageId, content = `bench ${clientMessageId}`) =>
      sender.socket.send(
        JSON.stringify({ sender: `sender_${sender.index}`, content, clientMessageId }),
      );

    log('throughput: baseline');
    const baselineMax = await maxThroughput({
      senders: baselineSenders,
      listener: baselineListener,
      durationMs: DURATION_MS,
      sendOne: baselineSend,
    });
    log('throughput: app');
    const appMax = await maxThroughput({
      senders: appSenders,
      listener: appListener,
      durationMs: DURATION_MS,
      sendOne: appSend,
    });
    const halfRate = Math.max(1, Math.floor(appMax.perSecond / 2));
    log(`latency at ${halfRate}/s: app`);
    // Each side first runs WARM_UP_MS at the rate, not counted: the figures are the steady state at
    // that rate, not the app's recovery from the saturation run just before.
    await latencyAtRate({
      senders: appSenders,
      listener: appListener,
      ratePerSecond: halfRate,
      durationMs: WARM_UP_MS,
      sendOne: appSend,
    });
    const appLatency = await latencyAtRate({
      senders: appSenders,
      listener: appListener,
      ratePerSecond: halfRate,
      durationMs: DURATION_MS,
      sendOne: appSend,
    });
    log(`latency at ${halfRate}/s: baseline`);
    await latencyAtRate({
      senders: baselineSenders,
      listener: baselineListener,
      ratePerSecond: halfRate,
      durationMs: WARM_UP_MS,
      sendOne: baselineSend,
    });
    const baselineLatency = await latencyAtRate({
      senders: baselineSenders,
      listener: baselineListener,
      ratePerSecond: halfRate,
      durationMs: DURATION_MS,
      sendOne: baselineSend,
    });
    for (const sender of [...appSenders, ...baselineSenders]) sender.socket.close();
    appListener.close();
    baselineListener.close();
    await stop(baseline);

    log(`memory: ${IDLE_SOCKETS} idle sockets`);
    await sleep(2_000);
    const before = rssOf(app.pid);
    const idle = await inBatches(
      Array.from({ length: IDLE_SOCKETS }, (_, index) => index),
      200,
      () => openSocket(`ws://127.0.0.1:${APP_PORT}${SOCKET_PATH}`),
    );
    await sleep(3_000);
    const after = rssOf(app.pid);
    for (const socket of idle) socket.terminate();

    return {
      throughput: {
        appPerSecond: round(appMax.perSecond),
        baselinePerSecond: round(baselineMax.perSecond),
        ratio: round(appMax.perSecond / baselineMax.perSecond),
        appDeliveredToAdmin: appMax.delivered,
        appAcknowledged: appMax.acknowledged,
      },
      latencyMs: { app: appLatency, baseline: baselineLatency },
      idleSocket: { sockets: IDLE_SOCKETS, bytesEach: Math.round((after - before) / IDLE_SOCKETS) },
    };
  } finally {
    await stop(baseline);
    await stop(app);
  }
}

/**
 * WIDGETS device widgets polling every 3 s as the widget does (`?after=` its last message id,
 * with the ETag of its previous answer), against a bare `http` + one SELECT baseline on the same
 * database, the two sides taking turns POLLING_ROUNDS times each.
 */
async function benchPolling(serverUrl) {
  const databaseUrl = await createDatabase(serverUrl, 'bench_polling');
  const base = `http://127.0.0.1:${APP_PORT}`;
  const app = await startApp({
    port: APP_PORT,
    databaseUrl,
    dataDir: workDir,
    env: {
      RATE_LIMIT_SEND: '1000000/1',
      RATE_LIMIT_NEW_CHAT_PER_ADDRESS: '1000000/1',
      ...ONE_ADDRESS_LIMITS,
    },
  });
  const baseline = await startBaseline({
    port: POLL_BASELINE_PORT,
    databaseUrl,
    script: 'baseline-poll-server.mjs',
  });
  try {
    log(`polling: ${WIDGETS} device widgets, each with a first message`);
    const widgets = await createVisitors(base, WIDGETS);
    for (const widget of widgets) {
      widget.lastId = (await sendAsVisitor(base, widget, `Hello from ${widget.deviceId}`)).id;
    }
    const durationMs = Math.max(DURATION_MS, 15_000);
    const appPoll = async (widget) => {
      const response = await fetch(
        `${base}/api/anonymous-chat/conversations/${widget.conversationId}/messages?limit=500&after=${widget.lastId}`,
        {
          headers: {
            Cookie: widget.cookie,
            ...(widget.etag ? { 'If-None-Match': widget.etag } : {}),
          },
        },
      );
      await response.arrayBuffer();
      widget.etag = response.headers.get('etag') ?? widget.etag;
      return response.status === 200 || response.status === 304;
    };
    const baselinePoll = async (widget) => {
      const response = await fetch(
        `http://127.0.0.1:${POLL_BASELINE_PORT}/conversations/${widget.conversationId}/messages?after=${widget.lastId}`,
      );
      await response.arrayBuffer();
      return response.ok;
    };
    const rounds = { app: [], baseline: [] };
    for (let round = 0; round < POLLING_ROUNDS; round++) {
      for (const side of ['baseline', 'app']) {
        log(`polling round ${round + 1}: ${side}, ${WIDGETS} widgets every 3 s`);
        const server = side === 'app' ? app : baseline;
        const cpuBefore = cpuMsOf(server.pid);
        const result = await polling({
          widgets,
          everyMs: 3_000,
          durationMs,
          poll: side === 'app' ? appPoll : baselinePoll,
        });
        result.serverCpuMs = cpuMsOf(server.pid) - cpuBefore;
        rounds[side].push(result);
      }
    }
    const appSide = pooled(rounds.app);
    const baselineSide = pooled(rounds.baseline);
    return {
      widgets: WIDGETS,
      everyMs: 3_000,
      roundMs: durationMs,
      app: appSide,
      baseline: baselineSide,
      p99Ratio: round(appSide.p99 / baselineSide.p99),
      cpuPerPollRatio: round(appSide.serverCpuMsPerPoll / baselineSide.serverCpuMsPerPoll),
      rounds,
    };
  } finally {
    await stop(baseline);
    await stop(app);
  }
}

/** The polling rounds of one side as one distribution. */
function pooled(rounds) {
  const { samples, failures, serverCpuMs } = rounds.reduce(
    (all, one) => ({
      samples: all.samples.concat(one.samples),
      failures: all.failures + one.failures,
      serverCpuMs: all.serverCpuMs + one.serverCpuMs,
    }),
    { samples: [], failures: 0, serverCpuMs: 0 },
  );
  for (const one of rounds) delete one.samples;
  // The server's own CPU time per answered poll: unlike latency, other work on the machine
  // hardly changes it.
  const serverCpuMsPerPoll = round(serverCpuMs / samples.length, 3);
  return { failures, serverCpuMsPerPoll, ...summarize(samples) };
}

async function benchInbox(serverUrl) {
  const databaseUrl = await createDatabase(serverUrl, 'bench_inbox');
  log(
    `seeding ${INBOX.members} member and ${INBOX.visitors} visitor conversations, ${INBOX.messagesPerConversation} messages each`,
  );
  const seedStarted = performance.now();
  await seedInbox(databaseUrl, INBOX);
  const seedSeconds = round((performance.now() - seedStarted) / 1000, 1);

  const plans = {
    memberList: await planOf(databaseUrl, ...Object.values(memberConversationPageQuery({}))),
    memberSearch: await planOf(
      databaseUrl,
      ...Object.values(memberConversationPageQuery({ search: 'member_4242' })),
    ),
    memberOpen: await planOf(
      databaseUrl,
      ...Object.values(memberConversationPageQuery({ status: 'open' })),
    ),
    visitorList: await planOf(databaseUrl, ...Object.values(visitorConversationPageQuery({}))),
    visitorSearch: await planOf(
      databaseUrl,
      ...Object.values(visitorConversationPageQuery({ search: 'device-4242' })),
    ),
    stats: await planOf(databaseUrl, CHAT_STATS_SQL, ['UTC']),
    messageSearchRare: await planOf(
      databaseUrl,
      ...Object.values(
        messageSearchQuery('user', (await messageReferences(databaseUrl, 'messages', 1))[0]),
      ),
    ),
    messageSearchCommon: await planOf(
      databaseUrl,
      ...Object.values(messageSearchQuery('user', 'message 7')),
    ),
    messageSearchRecent: await planOf(
      databaseUrl,
      ...Object.values(recentMessageSearchQuery('user', 'message 7')),
    ),
    visitorMessageSearch: await planOf(
      databaseUrl,
      ...Object.values(messageSearchQuery('anonymous', 'visitor message 3')),
    ),
  };
  const memberReferences = await messageReferences(databaseUrl, 'messages', 100);
  const visitorReferences = await messageReferences(databaseUrl, 'anonymous_messages', 100);
  /**
   * Every shape of answer in turn: words in a tenth or a fifth of all messages (the newest
   * match is near), a reference in one message or a few, and its first three characters, in
   * a few thousand messages spread over the table.
   */
  const searchTerm = (references, index) => {
    const reference = references[index % references.length];
    const shapes = [
      [`message ${index % 10}`, `age ${index % 10} ref`][index % 2],
      reference,
      reference.slice(0, 3),
    ];
    return encodeURIComponent(shapes[index % 3]);
  };

  const base = `http://127.0.0.1:${APP_PORT}`;
  const app = await startApp({
    port: APP_PORT,
    databaseUrl,
    dataDir: workDir,
    env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ...ONE_ADDRESS_LIMITS },
  });
  try {
    const { cookie } = await signIn(base, ADMIN);
    const get = async (pathAndQuery) => {
      const response = await fetch(`${base}${pathAndQuery}`, { headers: { Cookie: cookie } });
      if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status}`);
      await response.arrayBuffer();
    };
    const firstPage = await fetch(`${base}/api/admin/conversations`, {
      headers: { Cookie: cookie },
    });
    await firstPage.arrayBuffer();
    const nextPage = `/api/admin/conversations?cursor=${firstPage.headers.get('x-next-cursor')}`;
    const timings = {
      list: await timed(100, () => get('/api/admin/conversations')),
      listNextPage: await timed(100, () => get(nextPage)),
      search: await timed(100, (index) =>
        get(`/api/admin/conversations?search=member_${(index * 997) % INBOX.members}`),
      ),
      visitorList: await timed(100, () => get('/api/admin/anonymous-conversations')),
      visitorSearch: await timed(100, (index) =>
        get(`/api/admin/anonymous-conversations?search=device-${(index * 991) % INBOX.visitors}`),
      ),
      stats: await timed(100, () => get('/api/admin/chat-stats')),
      messageSearch: await timed(100, (index) =>
        get(`/api/admin/message-search/members?q=${searchTerm(memberReferences, index)}`),
      ),
      visitorMessageSearch: await timed(100, (index) =>
        get(`/api/admin/message-search/visitors?q=${searchTerm(visitorReferences, index)}`),
      ),
    };
    return {
      seeded: { ...INBOX, seconds: seedSeconds },
      timingsMs: timings,
      sequentialScans: Object.fromEntries(
        Object.entries(plans).map(([name, plan]) => [name, plan.sequentialScans]),
      ),
      plans: Object.fromEntries(Object.entries(plans).map(([name, plan]) => [name, plan.plan])),
    };
  } finally {
    await stop(app);
  }
}

function printTable(results) {
  const rows = results.live ? liveRows(results.live) : [];
  if (results.polling) rows.push(...pollingRows(results.polling));
  for (const [name, timing] of Object.entries(results.inbox?.timingsMs ?? {})) {
    rows.push([
      `inbox ${name} p50/p95 ms`,
      `${timing.p50}/${timing.p95}`,
      `${results.inbox.seeded.members} + ${results.inbox.seeded.visitors} conversations`,
      MESSAGE_SEARCH_TIMINGS.has(name) ? 'target p95 ≤ 50' : 'target p95 ≤ 30',
    ]);
  }
  if (results.inbox) {
    const scans = Object.entries(results.inbox.sequentialScans).filter(
      ([, tables]) => tables.length,
    );
    rows.push([
      'sequential scans on hot paths',
      scans.length
        ? scans.map(([name, tables]) => `${name}: ${tables.join(',')}`).join('; ')
        : 'none',
      '',
      '',
    ]);
  }
  console.log('');
  for (const row of rows)
    console.log(
      `${row[0].padEnd(42)} ${String(row[1]).padEnd(22)} ${String(row[2]).padEnd(36)} ${row[3]}`,
    );
}

function pollingRows({ app, baseline, widgets, p99Ratio, cpuPerPollRatio }) {
  return [
    [
      'visitor polling p50/p99 ms (app)',
      `${app.p50}/${app.p99}`,
      `${widgets} widgets, ${app.count} polls, ${app.failures} failed`,
      `p99 ratio ${p99Ratio} (target ≤ 2)`,
    ],
    [
      'polling p50/p99 ms (bare http + SELECT)',
      `${baseline.p50}/${baseline.p99}`,
      `${widgets} widgets, ${baseline.count} polls, ${baseline.failures} failed`,
      '',
    ],
    [
      'server CPU ms per poll, app / baseline',
      `${app.serverCpuMsPerPoll} / ${baseline.serverCpuMsPerPoll}`,
      `ratio ${cpuPerPollRatio}`,
      '',
    ],
  ];
}

function liveRows({ throughput, latencyMs, idleSocket }) {
  return [
    [
      'persisted messages/s (app)',
      throughput.appPerSecond,
      `baseline ${throughput.baselinePerSecond}`,
      `ratio ${throughput.ratio} (target ≥ 0.7)`,
    ],
    [
      'send→admin p50/p95/p99 ms (app)',
      `${latencyMs.app.p50}/${latencyMs.app.p95}/${latencyMs.app.p99}`,
      `at ${latencyMs.app.offeredPerSecond}/s`,
      'target p99 ≤ 25',
    ],
    [
      'send→listener p50/p95/p99 ms (baseline)',
      `${latencyMs.baseline.p50}/${latencyMs.baseline.p95}/${latencyMs.baseline.p99}`,
      `at ${latencyMs.baseline.offeredPerSecond}/s`,
      '',
    ],
    [
      'memory per idle socket',
      `${(idleSocket.bytesEach / 1024).toFixed(1)} KB`,
      `${idleSocket.sockets} sockets`,
      'target ≤ 16 KB',
    ],
  ];
}

let embedded;
try {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    embedded = await startEmbeddedDatabase(path.join(workDir, 'db'));
    serverUrl = embedded.url;
  }
  const results = {
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model,
      memoryGiB: round(totalmem() / 2 ** 30, 1),
      node: process.version,
    },
    settings: { senders: SENDERS, durationMs: DURATION_MS },
    live: PARTS.includes('live') ? await benchLive(serverUrl) : undefined,
    polling: PARTS.includes('polling') ? await benchPolling(serverUrl) : undefined,
    inbox: PARTS.includes('inbox') ? await benchInbox(serverUrl) : undefined,
  };
  const ran = ALL_PARTS.filter((part) => PARTS.includes(part));
  const resultsFile = ran.length === ALL_PARTS.length ? 'chat.json' : `chat-${ran.join('-')}.json`;
  printTable(results);
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench', 'results', resultsFile),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  log(`wrote bench/results/${resultsFile}`);
} finally {
  await embedded?.stop();
  rmSync(workDir, { recursive: true, force: true });
}
