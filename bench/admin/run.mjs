// The admin console's lists at a club's size: 100,000 members and 200,000 payments seeded in SQL,
// every list and filter of the Members, audit log, Payments and store Reports screens timed
// through the real app (HTTP, session, validation, SQL), beside a baseline measured in the same
// run: the same page of the same table read with one bare SELECT over a pooled connection.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { signIn } from '../chat/accounts.mjs';
import { root, startApp, stop } from '../chat/processes.mjs';
import { timed } from '../chat/scenarios.mjs';
import { planOf } from '../chat/seed-inbox.mjs';
import { freshDatabase } from '../lib/fresh-database.mjs';
import { round } from '../chat/stats.mjs';

const dist = (file) => path.join(root, 'backend', 'dist', file);
const { startEmbeddedDatabase } = await import(dist('database/embedded-database.js'));
const { runMigrations } = await import(dist('database/migrate.js'));
const { memberPageQuery } = await import(dist('modules/admin-members/member-list.js'));

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 200_000);
const AUDIT_ENTRIES = 20_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const TARGET_P95_MS = 50;
const APP_PORT = 5341;
const ADMIN = { username: 'bench_admin', password: 'bench-admin-password' };
/** Every client of the benchmark is 127.0.0.1: the front door's per-address budget is theirs together. */
const ONE_ADDRESS_LIMITS = {
  HTTP_REQUESTS_PER_ADDRESS: '1000000/1',
  HTTP_IN_FLIGHT_PER_ADDRESS: '100000',
};
const workDir = mkdtempSync(path.join(tmpdir(), 'club-bench-admin-'));
// The embedded PostgreSQL runs as its own user when we are root: it must be able to enter the folder.
chmodSync(workDir, 0o755);
const log = (message) => console.log(`[admin] ${message}`);

/**
 * Members over two years (one in 500 an admin, one in 200 disabled), payments spread over the
 * last year across the three packages (most succeeded, some rejected, refunded or pending), the
 * checkouts the store records when a package is chosen, and an audit log.
 */
async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO users (username, email, password, "firstName", "lastName", role, "disabledAt",
                          "vipUntil", "createdAt", "lastSeenAt")
       SELECT 'member_' || n, 'member_' || n || '@example.com', 'not-a-real-hash',
              'First' || n, 'Last' || n, CASE WHEN n % 500 = 0 THEN 'admin' ELSE 'user' END,
              CASE WHEN n % 200 = 0 THEN now() - interval '3 days' END,
              CASE WHEN n % 7 = 0 THEN now() + (n % 60 - 30) * interval '1 day' END,
              now() - (n::float8 / $1) * interval '730 days',
              now() - (n % 1000) * interval '1 hour'
         FROM generate_series(1, $1) AS n`,
      [MEMBERS],
    );
    await client.query(
      `INSERT INTO payments ("userId", "packageId", amount, currency, "stripePaymentIntentId",
                             "stripeEventId", status, "createdAt", "refundedAt")
       SELECT u.id, (ARRAY['tournament','vip','premium'])[1 + n % 3],
              (ARRAY[1000, 2999, 4999])[1 + n % 3], 'usd', 'pi_bench_' || n, 'evt_bench_' || n,
              CASE WHEN n % 40 = 0 THEN 'refunded' WHEN n % 97 = 0 THEN 'rejected'
                   WHEN n % 311 = 0 THEN 'refund_pending' ELSE 'succeeded' END,
              now() - (n::float8 / $2) * interval '365 days',
              CASE WHEN n % 40 = 0 THEN now() - (n::float8 / $2) * interval '360 days' END
         FROM generate_series(1, $2) AS n
         JOIN users u ON u.username = 'member_' || (1 + n % $1)`,
      [MEMBERS, PAYMENTS],
    );
    await client.query(
      `INSERT INTO store_checkouts ("packageId", "stripePaymentIntentId", "createdAt")
       SELECT (ARRAY['tournament','vip','premium'])[1 + n % 3], 'pi_checkout_' || n,
              now() - (n::float8 / ($1 * 2)) * interval '365 days'
         FROM generate_series(1, $1 * 2) AS n`,
      [PAYMENTS],
    );
    await client.query(
      `INSERT INTO admin_audit_log ("actorId", "actorUsername", action, "targetUserId",
                                    "targetUsername", details, "createdAt")
       SELECT a.id, a.username, (ARRAY['member_disabled','member_enabled'])[1 + n % 2], t.id,
              t.username, '{}', now() - (n::float8 / $1) * interval '365 days'
         FROM generate_series(1, $1) AS n
         JOIN users a ON a.username = 'member_' || (500 * (1 + n % 100))
         JOIN users t ON t.username = 'member_' || (1 + (n * 7) % $2)`,
      [AUDIT_ENTRIES, MEMBERS],
    );
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

/** The same page read straight from PostgreSQL: what the list costs without the app. */
async function baselineTimings(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const query = (sql, parameters) => pool.query(sql, parameters);
  const page = (index) => ({ search: `member_${(index * 997) % MEMBERS}` });
  try {
    return {
      members: await timed(SAMPLES, () =>
        query(...Object.values(memberPageQuery({}))).then(() => undefined),
      ),
      memberSearch: await timed(SAMPLES, (index) =>
        query(...Object.values(memberPageQuery(page(index)))).then(() => undefined),
      ),
      payments: await timed(SAMPLES, () =>
        query(
          `SELECT p.*, u.username FROM payments p LEFT JOIN users u ON u.id = p."userId"
           ORDER BY p."createdAt" DESC, p.id DESC LIMIT 51`,
        ).then(() => undefined),
      ),
    };
  } finally {
    await pool.end();
  }
}

/** The UTC day `daysAgo` days before today, as the API's date filters take it. */
const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** GETs a page as the signed-in admin and reads it whole. */
const getterFor = (base, cookie) => async (pathAndQuery) => {
  const response = await fetch(`${base}${pathAndQuery}`, { headers: { Cookie: cookie } });
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return response;
};

async function appTimings(base, cookie, databaseUrl) {
  const get = getterFor(base, cookie);
  const nextPageOf = async (pathAndQuery) => {
    const cursor = (await get(pathAndQuery)).headers.get('x-next-cursor');
    if (!cursor) throw new Error(`${pathAndQuery}: no next page`);
    return `${pathAndQuery}${pathAndQuery.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;
  };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    `SELECT id FROM users WHERE username LIKE 'member\\_%' ORDER BY random() LIMIT $1`,
    [SAMPLES],
  );
  await client.end();
  const memberIds = rows.map((row) => row.id);

  return {
    members: await timed(SAMPLES, () => get('/api/admin/users')),
    membersNextPage: await timed(SAMPLES, async () => get(await nextPageOf('/api/admin/users'))),
    memberSearch: await timed(SAMPLES, (index) =>
      get(`/api/admin/users?search=member_${(index * 997) % MEMBERS}`),
    ),
    memberSearchByName: await timed(SAMPLES, (index) =>
      get(`/api/admin/users?search=Last${(index * 991) % MEMBERS}`),
    ),
    admins: await timed(SAMPLES, () => get('/api/admin/users?role=admin')),
    disabled: await timed(SAMPLES, () => get('/api/admin/users?status=disabled')),
    memberPage: await timed(SAMPLES, (index) => get(`/api/admin/users/${memberIds[index]}`)),
    auditLog: await timed(SAMPLES, () => get('/api/admin/audit-log')),
    auditLogOfMember: await timed(SAMPLES, (index) =>
      get(`/api/admin/audit-log?member=${memberIds[index]}`),
    ),
    payments: await timed(SAMPLES, () => get('/api/admin/payments')),
    paymentsNextPage: await timed(SAMPLES, async () =>
      get(await nextPageOf('/api/admin/payments')),
    ),
    paymentsRefunded: await timed(SAMPLES, () => get('/api/admin/payments?status=refunded')),
    paymentsPending: await timed(SAMPLES, () => get('/api/admin/payments?status=refund_pending')),
    paymentsPackage: await timed(SAMPLES, () => get('/api/admin/payments?package=premium')),
    paymentsDays: await timed(SAMPLES, (index) =>
      get(`/api/admin/payments?from=${day(200 + (index % 100))}&to=${day(190 + (index % 100))}`),
    ),
    paymentsOfMember: await timed(SAMPLES, (index) =>
      get(`/api/admin/payments?member=${memberIds[index]}`),
    ),
  };
}

/** The store reports over the whole seeded history: not a list, so no list target. */
async function reportTimings(base, cookie) {
  const get = getterFor(base, cookie);
  return {
    storeReport14Days: await timed(SAMPLES, () => get('/api/admin/reports/store')),
    storeReport92Days: await timed(SAMPLES, () =>
      get(`/api/admin/reports/store?from=${day(91)}&to=${day(0)}`),
    ),
  };
}

let embedded;
try {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    embedded = await startEmbeddedDatabase(path.join(workDir, 'db'));
    serverUrl = embedded.url;
  }
  const databaseUrl = await freshDatabase(serverUrl, 'bench_admin');
  await runMigrations(databaseUrl);
  log(`seeding ${MEMBERS} members, ${PAYMENTS} payments, ${AUDIT_ENTRIES} audit entries`);
  const seedStarted = performance.now();
  await seed(databaseUrl);
  const seedSeconds = round((performance.now() - seedStarted) / 1000, 1);

  const plans = {
    members: await planOf(databaseUrl, ...Object.values(memberPageQuery({}))),
    memberSearch: await planOf(
      databaseUrl,
      ...Object.values(memberPageQuery({ search: 'member_4242' })),
    ),
    admins: await planOf(databaseUrl, ...Object.values(memberPageQuery({ role: 'admin' }))),
  };
  const baseline = await baselineTimings(databaseUrl);

  const base = `http://127.0.0.1:${APP_PORT}`;
  const app = await startApp({
    port: APP_PORT,
    databaseUrl,
    dataDir: workDir,
    env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ...ONE_ADDRESS_LIMITS },
  });
  let timings;
  let reports;
  try {
    const { cookie } = await signIn(base, ADMIN);
    timings = await appTimings(base, cookie, databaseUrl);
    reports = await reportTimings(base, cookie);
  } finally {
    await stop(app);
  }

  const results = {
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model,
      memoryGiB: round(totalmem() / 2 ** 30, 1),
      node: process.version,
      loadAverage: loadavg().map((value) => round(value)),
    },
    seeded: {
      members: MEMBERS,
      payments: PAYMENTS,
      auditEntries: AUDIT_ENTRIES,
      seconds: seedSeconds,
    },
    targetP95Ms: TARGET_P95_MS,
    baselineMs: baseline,
    timingsMs: timings,
    storeReportsMs: reports,
    ratios: {
      members: round(timings.members.p95 / baseline.members.p95),
      memberSearch: round(timings.memberSearch.p95 / baseline.memberSearch.p95),
      payments: round(timings.payments.p95 / baseline.payments.p95),
    },
    sequentialScans: Object.fromEntries(
      Object.entries(plans).map(([name, plan]) => [name, plan.sequentialScans]),
    ),
  };

  console.log('\n| list | p50 ms | p95 ms | target p95 |\n|---|---|---|---|');
  for (const [name, timing] of Object.entries(timings))
    console.log(
      `| ${name} | ${timing.p50} | ${timing.p95} | ${timing.p95 <= TARGET_P95_MS ? 'met' : 'MISSED'} (≤ ${TARGET_P95_MS}) |`,
    );
  for (const [name, timing] of Object.entries(reports))
    console.log(`| ${name} (a report, not a list) | ${timing.p50} | ${timing.p95} | |`);
  for (const [name, timing] of Object.entries(baseline))
    console.log(`| baseline ${name} (one SELECT) | ${timing.p50} | ${timing.p95} | |`);
  for (const [name, ratio] of Object.entries(results.ratios))
    console.log(`| ${name}: app p95 / baseline p95 | ${ratio} | | |`);
  console.log(`load average ${results.machine.loadAverage.join(' ')}`);

  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench', 'results', 'admin-lists.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  log('wrote bench/results/admin-lists.json');
  if (Object.values(timings).some((timing) => timing.p95 > TARGET_P95_MS)) process.exitCode = 1;
} finally {
  await embedded?.stop();
  rmSync(workDir, { recursive: true, force: true });
}
