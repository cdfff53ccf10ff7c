import type { AdminPaymentView, DeskReportView, StoreReportView } from '@club/contracts';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs, signedInAgent } from './support/accounts.js';
import { withClient } from './support/database-server.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Every day an admin sees is the club's (CLUB_TIME_ZONE): the desk and store reports' buckets and
 * CSVs, the default range's end, and the payments filter and CSV. Rows sit just before and after
 * the zone's midnight, where UTC's day would put them elsewhere.
 */

const ADMIN = { username: 'club_days_admin', password: 'club-days-password' };
const DAY = 86_400_000;
const MINUTE = 60_000;

interface SeededPayment {
  userId: string | null;
  packageId: 'tournament' | 'vip' | 'premium';
  at: string;
}

const PRICE = { tournament: 2500, vip: 5000, premium: 10000 };

let seeded = 0;
/** Writes succeeded payments as the webhook would have, at the given times; answers their ids. */
async function seedPayments(t: TestApp, payments: SeededPayment[]): Promise<string[]> {
  return withClient(t.database.url, async (client) => {
    const ids: string[] = [];
    for (const payment of payments) {
      seeded += 1;
      const { rows } = await client.query(
        `INSERT INTO payments ("userId", "packageId", amount, currency, "stripePaymentIntentId", "stripeEventId", status, "createdAt")
         VALUES ($1, $2, $3, 'usd', $4, $5, 'succeeded', $6) RETURNING id`,
        [
          payment.userId,
          payment.packageId,
          PRICE[payment.packageId],
          `pi_club_days_${seeded}`,
          `evt_club_days_${seeded}`,
          payment.at,
        ],
      );
      ids.push(rows[0].id as string);
    }
    return ids;
  });
}

async function startAdminApp(timeZone: string) {
  const t = await startTestApp({
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    CLUB_TIME_ZONE: timeZone,
  });
  const { agent, user } = await agentSignedInAs(t.http, ADMIN.username, ADMIN.password);
  return { t, admin: agent, adminId: user.id };
}

const listed = async (admin: request.Agent, query: Record<string, string>) =>
  (
    (await admin.get('/api/admin/payments').query(query).expect(200)).body as AdminPaymentView[]
  ).map((payment) => payment.id);

describe('with CLUB_TIME_ZONE=Pacific/Kiritimati (UTC+14 all year)', () => {
  // The club's 2 June 2025 runs from 2025-06-01T10:00Z to 2025-06-02T10:00Z.
  const ZONE = 'Pacific/Kiritimati';
  const OFFSET = 14 * 3_600_000;
  const IDS = {
    memberBeforeMidnight: '00000000-0000-4000-8000-0000000000c1',
    visitorAtMidnight: '00000000-0000-4000-8000-0000000000c2',
  };
  let t: TestApp;
  let admin: request.Agent;
  let adminId: string;
  let payments: string[];

  beforeAll(async () => {
    ({ t, admin, adminId } = await startAdminApp(ZONE));
    const [early, late] = [(await signedInAgent(t.http)).user, (await signedInAgent(t.http)).user];
    payments = await seedPayments(t, [
      // 23:59:59.999 on the club's 1 June, and its VIP-less tournament entry.
      { userId: early.id, packageId: 'tournament', at: '2025-06-01T09:59:59.999Z' },
      // The club's midnight starting 2 June: VIP until midnight starting 2 July.
      { userId: late.id, packageId: 'vip', at: '2025-06-01T10:00:00Z' },
    ]);
    await withClient(t.database.url, async (client) => {
      await client.query(`UPDATE users SET "createdAt" = $2 WHERE id = $1`, [
        early.id,
        '2025-06-01T09:59:59Z',
      ]);
      await client.query(`UPDATE users SET "createdAt" = $2 WHERE id = $1`, [
        late.id,
        '2025-06-01T10:00:00Z',
      ]);
      const checkout = `INSERT INTO store_checkouts ("packageId", "stripePaymentIntentId", "createdAt") VALUES ($1, $2, $3)`;
      // Chosen on the club's 1 June and paid (the tournament entry's PaymentIntent); chosen at
      // the club's midnight and never paid.
      const { rows } = await client.query(
        `SELECT "stripePaymentIntentId" FROM payments WHERE id = $1`,
        [payments[0]],
      );
      await client.query(checkout, [
        'tournament',
        rows[0].stripePaymentIntentId,
        '2025-06-01T09:59:00Z',
      ]);
      await client.query(checkout, ['vip', 'pi_club_days_unpaid', '2025-06-01T10:00:00Z']);

      // A member's conversation started at 23:59 on the club's 1 June, answered two minutes
      // later and closed at 00:30 on 2 June; a visitor's started at the club's midnight, open.
      await client.query(
        `INSERT INTO conversations (id, "userId", status, "createdAt", "closedAt", "assigneeId", "adminId")
         VALUES ($1, $2, 'closed', '2025-06-01T09:59:00Z', '2025-06-01T10:30:00Z', $3, $3)`,
        [IDS.memberBeforeMidnight, early.id, adminId],
      );
      const message = `INSERT INTO messages ("conversationId", content, "isFromAdmin", "senderId", "createdAt") VALUES ($1, 'x', $2, $3, $4)`;
      await client.query(message, [
        IDS.memberBeforeMidnight,
        false,
        early.id,
        '2025-06-01T09:59:00Z',
      ]);
      await client.query(message, [
        IDS.memberBeforeMidnight,
        true,
        adminId,
        '2025-06-01T10:01:00Z',
      ]);
      await client.query(
        `INSERT INTO anonymous_conversations (id, "deviceId", kind, "visitorKey", status, "createdAt")
         VALUES ($1, 'device-club-days', 'device', repeat('0', 64), 'open', '2025-06-01T10:00:00Z')`,
        [IDS.visitorAtMidnight],
      );
      await client.query(
        `INSERT INTO anonymous_messages ("conversationId", "deviceId", content, "isFromAdmin", "createdAt")
         VALUES ($1, 'device-club-days', 'x', false, '2025-06-01T10:00:00Z')`,
        [IDS.visitorAtMidnight],
      );
      for (const [table, messages] of [
        ['conversations', 'messages'],
        ['anonymous_conversations', 'anonymous_messages'],
      ])
        await client.query(
          `UPDATE ${table} c SET "firstMessageAt" = (SELECT min(m."createdAt") FROM ${messages} m WHERE m."conversationId" = c.id)
            WHERE c.id = ANY($1::uuid[])`,
          [Object.values(IDS)],
        );
    });
  });
  afterAll(() => t.close());

  it('buckets the desk report by the club’s days and hours', async () => {
    const { body } = (await admin
      .get('/api/admin/reports/desk?from=2025-06-01&to=2025-06-02')
      .expect(200)) as { body: DeskReportView };
    expect(body.days).toEqual([
      {
        day: '2025-06-01',
        started: 1,
        medianFirstResponseSeconds: 120,
        medianResolutionSeconds: 1860,
        // The member's conversation is open at the club's midnight (closed half an hour later).
        openAtEndOfDay: 1,
      },
      {
        day: '2025-06-02',
        started: 1,
        medianFirstResponseSeconds: null,
        medianResolutionSeconds: null,
        openAtEndOfDay: 1,
      },
    ]);
    const hours = Array<number>(24).fill(0);
    hours[23] = 1;
    hours[0] = 1;
    expect(body.customerMessagesByHour).toEqual(hours);
    // Sunday 1 June at 23:59, Monday 2 June at 00:00 (Monday first).
    expect(body.customerMessagesByWeekday).toEqual([1, 0, 0, 0, 0, 0, 1]);
  });

  it('buckets every store chart by the club’s days, and its CSV says so', async () => {
    const { body } = (await admin
      .get('/api/admin/reports/store?from=2025-06-01&to=2025-06-02')
      .expect(200)) as { body: StoreReportView };
    expect(body.revenue).toEqual([
      { day: '2025-06-01', tournament: 2500, vip: 0, premium: 0, total: 2500 },
      { day: '2025-06-02', tournament: 0, vip: 5000, premium: 0, total: 5000 },
    ]);
    expect(body.members).toEqual([
      { day: '2025-06-01', newMembers: 1 },
      { day: '2025-06-02', newMembers: 1 },
    ]);
    expect(body.vips).toEqual([
      { day: '2025-06-01', activeVips: 0 },
      { day: '2025-06-02', activeVips: 1 },
    ]);
    expect(body.conversion).toEqual([
      { day: '2025-06-01', chosen: 1, paid: 1 },
      { day: '2025-06-02', chosen: 1, paid: 0 },
    ]);
    // Bought at the club's midnight, the VIP ends at the club's midnight 30 days on.
    const end = (await admin.get('/api/admin/reports/store?from=2025-06-30&to=2025-07-01')).body;
    expect(end.vips).toEqual([
      { day: '2025-06-30', activeVips: 1 },
      { day: '2025-07-01', activeVips: 0 },
    ]);

    const csv = await admin
      .get('/api/admin/reports/store.csv?chart=revenue&from=2025-06-01&to=2025-06-02')
      .expect(200);
    expect(csv.text).toBe(
      'Day (Pacific/Kiritimati),Tournament Entry (USD),VIP Access (USD),Premium Package (USD),Total (USD)\r\n' +
        '2025-06-01,25.00,0.00,0.00,25.00\r\n2025-06-02,0.00,50.00,0.00,50.00\r\n',
    );
  });

  it('filters payments by the club’s days, and the CSV tells its times in the club’s zone', async () => {
    const [early, late] = payments;
    expect(await listed(admin, { from: '2025-06-01', to: '2025-06-01' })).toEqual([early]);
    expect(await listed(admin, { from: '2025-06-02', to: '2025-06-02' })).toEqual([late]);
    expect(await listed(admin, { to: '2025-06-01' })).toEqual([early]);
    expect(await listed(admin, { from: '2025-06-02', to: '2025-06-03' })).toEqual([late]);

    const csv = await admin
      .get('/api/admin/payments.csv?from=2025-06-01&to=2025-06-02')
      .expect(200);
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Payment id,Date \(Pacific\/Kiritimati\),Member id,/);
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2))).toEqual([
      [late, '2025-06-02T00:00:00.000+14:00'],
      [early, '2025-06-01T23:59:59.999+14:00'],
    ]);
  });

  it('ends the default range on the club’s today, with the rows of its first minute', async () => {
    /** The club's today and its midnight, from the zone's fixed offset (not by the server). */
    const clubToday = () => {
      const local = new Date(Date.now() + OFFSET);
      const midnight =
        Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - OFFSET;
      return { day: local.toISOString().slice(0, 10), midnight };
    };
    // Whatever the hour, UTC's day is not the club's, or the row of the club's first minute is
    // on UTC's day before: either way a UTC count gets one of these wrong. Should the club's
    // midnight pass while the test runs, it runs again on the new day.
    for (;;) {
      const today = clubToday();
      const [beforeMidnight, afterMidnight] = await seedPayments(t, [
        { userId: null, packageId: 'premium', at: new Date(today.midnight - MINUTE).toISOString() },
        { userId: null, packageId: 'premium', at: new Date(today.midnight + MINUTE).toISOString() },
      ]);
      const desk = (await admin.get('/api/admin/reports/desk').expect(200)).body as DeskReportView;
      const store = (await admin.get('/api/admin/reports/store').expect(200))
        .body as StoreReportView;
      const filtered = await listed(admin, { from: today.day, to: today.day });
      const csv = await admin.get('/api/admin/payments.csv').expect(200);
      await withClient(t.database.url, (client) =>
        client.query(`DELETE FROM payments WHERE id = ANY($1::uuid[])`, [
          [beforeMidnight, afterMidnight],
        ]),
      );
      if (clubToday().day !== today.day) continue;

      const first = new Date(Date.parse(`${today.day}T00:00:00Z`) - 13 * DAY)
        .toISOString()
        .slice(0, 10);
      expect([desk.from, desk.to]).toEqual([first, today.day]);
      expect(desk.days.at(-1)!.day).toBe(today.day);
      expect([store.from, store.to]).toEqual([first, today.day]);
      expect(store.revenue.slice(-2).map((day) => day.premium)).toEqual([10000, 10000]);
      expect(filtered).toEqual([afterMidnight]);
      expect(csv.headers['content-disposition']).toBe(
        `attachment; filename="payments-${today.day}.csv"`,
      );
      return;
    }
  });
});

describe('with CLUB_TIME_ZONE=America/Los_Angeles (summer time)', () => {
  // 8 March 2026 has 23 hours there (08:00Z to 07:00Z next day), 1 November 25 (07:00Z to 08:00Z).
  let t: TestApp;
  let admin: request.Agent;
  let ids: string[];

  beforeAll(async () => {
    ({ t, admin } = await startAdminApp('America/Los_Angeles'));
    ids = await seedPayments(
      t,
      [
        '2026-03-08T07:59:59.999Z', // 7 March, 23:59:59.999 PST
        '2026-03-08T08:00:00Z', // 8 March, 00:00 PST
        '2026-03-09T06:59:59.999Z', // 8 March, 23:59:59.999 PDT
        '2026-03-09T07:00:00Z', // 9 March, 00:00 PDT
        '2026-11-02T07:59:59.999Z', // 1 November, 23:59:59.999 PST
        '2026-11-02T08:00:00Z', // 2 November, 00:00 PST
      ].map((at) => ({ userId: null, packageId: 'tournament', at })),
    );
  });
  afterAll(() => t.close());

  it('counts a 23-hour and a 25-hour day from midnight to midnight', async () => {
    const spring = (await admin.get('/api/admin/reports/store?from=2026-03-07&to=2026-03-09'))
      .body as StoreReportView;
    expect(spring.revenue.map((day) => [day.day, day.total])).toEqual([
      ['2026-03-07', 2500],
      ['2026-03-08', 5000],
      ['2026-03-09', 2500],
    ]);
    const autumn = (await admin.get('/api/admin/reports/store?from=2026-11-01&to=2026-11-02'))
      .body as StoreReportView;
    expect(autumn.revenue.map((day) => [day.day, day.total])).toEqual([
      ['2026-11-01', 2500],
      ['2026-11-02', 2500],
    ]);
  });

  it('filters payments by those days, and writes each time with the offset of its date', async () => {
    expect(await listed(admin, { from: '2026-03-08', to: '2026-03-08' })).toEqual([ids[2], ids[1]]);
    expect(await listed(admin, { from: '2026-11-01', to: '2026-11-01' })).toEqual([ids[4]]);
    const csv = await admin
      .get('/api/admin/payments.csv?from=2026-03-08&to=2026-11-02')
      .expect(200);
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Payment id,Date \(America\/Los_Angeles\),/);
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([
      '2026-11-02T00:00:00.000-08:00',
      '2026-11-01T23:59:59.999-08:00',
      '2026-03-09T00:00:00.000-07:00',
      '2026-03-08T23:59:59.999-07:00',
      '2026-03-08T00:00:00.000-08:00',
    ]);
  });
});
