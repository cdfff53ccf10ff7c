import {
  REPORT_MAX_DAYS,
  REPORT_TEXT,
  STORE_REPORT_TEXT,
  type StoreReportView,
} from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs, signedInAgent } from './support/accounts.js';
import { withClient } from './support/database-server.js';
import { startStripeStub, type StripeStub } from './support/stripe-stub.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation } from './support/visitors.js';

const ADMIN = { username: 'store_reports_admin', password: 'store-reports-password' };
const PATH = '/api/admin/reports/store';
const CSV = '/api/admin/reports/store.csv';
const RANGE = 'from=2026-03-01&to=2026-03-05';
const DAYS = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'];

type Member = 'm1' | 'm2' | 'm3' | 'm4' | 'm5';

/** When each member's account was made: the range's first instant and last second count. */
const JOINED: Record<Member, string> = {
  m1: '2026-03-01T00:00:00Z',
  m2: '2026-03-02T12:00:00Z',
  m3: '2026-03-05T23:59:59Z',
  m4: '2026-02-28T23:59:59Z',
  m5: '2026-03-06T00:00:00Z',
};

interface SeededPayment {
  member: Member | null;
  packageId: 'tournament' | 'vip' | 'premium';
  status: 'succeeded' | 'rejected' | 'refund_pending' | 'refunded';
  at: string;
  /** The checkout it pays for, when one was seeded. */
  chosenAt?: string;
}

const price = { tournament: 2500, vip: 5000, premium: 10000 };

const PAYMENTS: SeededPayment[] = [
  // The range's first instant.
  { member: 'm1', packageId: 'tournament', status: 'succeeded', at: '2026-03-01T00:00:00Z' },
  // VIP from 1 March 10:00 to 31 March 10:00; the purchase of 20 March extends it to 30 April.
  {
    member: 'm1',
    packageId: 'vip',
    status: 'succeeded',
    at: '2026-03-01T10:00:00Z',
    chosenAt: 'api',
  },
  { member: 'm1', packageId: 'vip', status: 'succeeded', at: '2026-03-20T10:00:00Z' },
  // Premium is VIP too: 2 March 09:00 to 1 April 09:00; bought again after it ran out, on 10
  // April, it runs from then to 10 May (not from its old end).
  {
    member: 'm2',
    packageId: 'premium',
    status: 'succeeded',
    at: '2026-03-02T09:00:00Z',
    chosenAt: '2026-03-02T08:55:00Z',
  },
  {
    member: 'm2',
    packageId: 'vip',
    status: 'rejected',
    at: '2026-03-02T10:00:00Z',
    chosenAt: '2026-03-02T09:55:00Z',
  },
  { member: 'm2', packageId: 'vip', status: 'succeeded', at: '2026-04-10T00:00:00Z' },
  // Refunded: no revenue and no VIP, but it was paid.
  {
    member: 'm3',
    packageId: 'vip',
    status: 'refunded',
    at: '2026-03-03T00:05:00Z',
    chosenAt: '2026-03-03T00:00:00Z',
  },
  // A refund still pending: the money and the package are still the club's and the member's.
  {
    member: 'm3',
    packageId: 'tournament',
    status: 'refund_pending',
    at: '2026-03-03T12:00:00Z',
    chosenAt: '2026-03-03T11:00:00Z',
  },
  // Paid at midnight, so it ends at midnight on 30 April: not running at the end of 29 April.
  { member: 'm5', packageId: 'vip', status: 'succeeded', at: '2026-03-31T00:00:00Z' },
  // Bought the second before the range: VIP on every day of it, no revenue in it.
  { member: 'm4', packageId: 'vip', status: 'succeeded', at: '2026-02-28T23:59:59Z' },
  // The first instant after the range.
  { member: 'm1', packageId: 'tournament', status: 'succeeded', at: '2026-03-06T00:00:00Z' },
  // A deleted account's payment stays revenue; whose VIP it was is gone.
  { member: null, packageId: 'vip', status: 'succeeded', at: '2026-03-05T08:00:00Z' },
];

/** Checkouts never paid for: on the first day, on the range's last instant, and just after it. */
const UNPAID_CHECKOUTS = [
  { packageId: 'tournament', at: '2026-03-01T11:00:00Z' },
  { packageId: 'tournament', at: '2026-03-05T23:59:59.999Z' },
  { packageId: 'vip', at: '2026-03-06T00:00:00Z' },
];

describe('store reports: GET /api/admin/reports/store and store.csv', () => {
  let t: TestApp;
  let stub: StripeStub;
  let admin: request.Agent;
  let apiIntentId: string;

  beforeAll(async () => {
    stub = await startStripeStub();
    t = await startTestApp({
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      STRIPE_SECRET_KEY: 'sk_test_club',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_club',
      STRIPE_PRICE_VIP: 'price_vip',
      STRIPE_API_BASE: stub.url,
    });
    admin = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
    const members = {} as Record<Member, string>;
    for (const member of Object.keys(JOINED) as Member[]) {
      members[member] = (await signedInAgent(t.http)).user.id;
    }
    const colleague = (await signedInAgent(t.http)).user.id;

    // A member chooses VIP in the store: the server records the checkout with its PaymentIntent.
    const chooser = await signedInAgent(t.http);
    await chooser.agent.post('/api/create-payment').send({ priceId: 'price_vip' }).expect(200);
    apiIntentId = [...stub.intents.keys()].at(-1)!;

    await withClient(t.database.url, async (client) => {
      for (const [member, at] of Object.entries(JOINED))
        await client.query(`UPDATE users SET "createdAt" = $2 WHERE id = $1`, [
          members[member as Member],
          at,
        ]);
      // An admin who joined in the range is not a new member.
      await client.query(`UPDATE users SET role = 'admin', "createdAt" = $2 WHERE id = $1`, [
        colleague,
        '2026-03-02T08:00:00Z',
      ]);
      const recorded = await client.query(
        `UPDATE store_checkouts SET "createdAt" = '2026-03-01T09:55:00Z'
         WHERE "stripePaymentIntentId" = $1 AND "packageId" = 'vip' RETURNING id`,
        [apiIntentId],
      );
      expect(recorded.rowCount).toBe(1);

      for (const [index, payment] of PAYMENTS.entries()) {
        const intent = payment.chosenAt === 'api' ? apiIntentId : `pi_seeded_${index}`;
        await client.query(
          `INSERT INTO payments ("userId", "packageId", amount, currency, "stripePaymentIntentId", "stripeEventId", status, "createdAt")
           VALUES ($1, $2, $3, 'usd', $4, $5, $6, $7)`,
          [
            payment.member && members[payment.member],
            payment.packageId,
            price[payment.packageId],
            intent,
            `evt_seeded_${index}`,
            payment.status,
            payment.at,
          ],
        );
        if (payment.chosenAt && payment.chosenAt !== 'api')
          await client.query(
            `INSERT INTO store_checkouts ("packageId", "stripePaymentIntentId", "createdAt") VALUES ($1, $2, $3)`,
            [payment.packageId, intent, payment.chosenAt],
          );
      }
      for (const [index, checkout] of UNPAID_CHECKOUTS.entries())
        await client.query(
          `INSERT INTO store_checkouts ("packageId", "stripePaymentIntentId", "createdAt") VALUES ($1, $2, $3)`,
          [checkout.packageId, `pi_unpaid_${index}`, checkout.at],
        );
    });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  it('computes every series in SQL, one row per day with zeros on quiet days', async () => {
    const { body } = await admin.get(`${PATH}?${RANGE}`).expect(200);
    const revenue = (tournament: number, vip: number, premium: number) => ({
      tournament,
      vip,
      premium,
      total: tournament + vip + premium,
    });
    expect(body).toEqual({
      from: '2026-03-01',
      to: '2026-03-05',
      packages: [
        { id: 'tournament', name: 'Tournament Entry' },
        { id: 'vip', name: 'VIP Access' },
        { id: 'premium', name: 'Premium Package' },
      ],
      revenue: [
        { day: DAYS[0], ...revenue(2500, 5000, 0) },
        { day: DAYS[1], ...revenue(0, 0, 10000) },
        { day: DAYS[2], ...revenue(2500, 0, 0) },
        { day: DAYS[3], ...revenue(0, 0, 0) },
        { day: DAYS[4], ...revenue(0, 5000, 0) },
      ],
      members: [1, 1, 0, 0, 1].map((newMembers, index) => ({ day: DAYS[index], newMembers })),
      vips: [2, 3, 3, 3, 3].map((activeVips, index) => ({ day: DAYS[index], activeVips })),
      conversion: [
        { day: DAYS[0], chosen: 2, paid: 1 },
        { day: DAYS[1], chosen: 2, paid: 1 },
        { day: DAYS[2], chosen: 2, paid: 2 },
        { day: DAYS[3], chosen: 0, paid: 0 },
        { day: DAYS[4], chosen: 1, paid: 0 },
      ],
      conversionTotal: { chosen: 7, paid: 4 },
      chatDeposits: { sent: 0, paid: 0, demoPaid: 0, conversion: null, medianSecondsToPay: null },
    } satisfies StoreReportView);
  });

  it('replays VIP purchases: one on top of running VIP extends it, one after it ran out starts anew, an end at midnight ends the day before', async () => {
    const { body } = await admin.get(`${PATH}?from=2026-04-25&to=2026-05-02`).expect(200);
    // m1 until 30 April 10:00 (31 March + 30 days); m2 from 10 April to 10 May; m5 until the
    // first instant of 30 April.
    expect(body.vips.map((day: { activeVips: number }) => day.activeVips)).toEqual([
      3, 3, 3, 3, 2, 1, 1, 1,
    ]);
  });

  it('gives each chart as an RFC 4180 CSV attachment', async () => {
    const revenue = await admin.get(`${CSV}?chart=revenue&${RANGE}`).expect(200);
    expect(revenue.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(revenue.headers['content-disposition']).toBe(
      'attachment; filename="store-revenue-2026-03-01-to-2026-03-05.csv"',
    );
    expect(revenue.text).toBe(
      'Day (UTC),Tournament Entry (USD),VIP Access (USD),Premium Package (USD),Total (USD)\r\n' +
        '2026-03-01,25.00,50.00,0.00,75.00\r\n' +
        '2026-03-02,0.00,0.00,100.00,100.00\r\n' +
        '2026-03-03,25.00,0.00,0.00,25.00\r\n' +
        '2026-03-04,0.00,0.00,0.00,0.00\r\n' +
        '2026-03-05,0.00,50.00,0.00,50.00\r\n',
    );
    const members = await admin.get(`${CSV}?chart=members&${RANGE}`).expect(200);
    expect(members.text).toBe(
      'Day (UTC),New members\r\n2026-03-01,1\r\n2026-03-02,1\r\n2026-03-03,0\r\n2026-03-04,0\r\n2026-03-05,1\r\n',
    );
    const vips = await admin.get(`${CSV}?chart=vips&from=2026-04-29&to=2026-04-30`).expect(200);
    expect(vips.headers['content-disposition']).toBe(
      'attachment; filename="store-vips-2026-04-29-to-2026-04-30.csv"',
    );
    expect(vips.text).toBe(
      'Day (UTC),Active VIPs at the end of the day\r\n2026-04-29,2\r\n2026-04-30,1\r\n',
    );
    const conversion = await admin.get(`${CSV}?chart=conversion&${RANGE}`).expect(200);
    expect(conversion.text).toBe(
      'Day (UTC),Packages chosen,Paid,Paid of chosen\r\n' +
        '2026-03-01,2,1,0.5000\r\n' +
        '2026-03-02,2,1,0.5000\r\n' +
        '2026-03-03,2,2,1.0000\r\n' +
        '2026-03-04,0,0,\r\n' +
        '2026-03-05,1,0,0.0000\r\n' +
        'Total,7,4,0.5714\r\n',
    );
  });

  it('defaults to the last 14 days, as the desk report does', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { body } = await admin.get(PATH).expect(200);
    expect(body.to).toBe(today);
    expect(body.revenue).toHaveLength(14);
    const csv = await admin.get(`${CSV}?chart=members`).expect(200);
    expect(csv.text.trim().split('\r\n')).toHaveLength(15);
  });

  it(`refuses bad ranges and charts with exact texts, and allows exactly ${REPORT_MAX_DAYS} days`, async () => {
    for (const path of [`${PATH}?`, `${CSV}?chart=vips&`]) {
      for (const [query, message] of [
        ['from=yesterday', REPORT_TEXT.fromInvalid],
        ['from=2026-02-30', REPORT_TEXT.fromInvalid],
        ['to=2026-13-01', REPORT_TEXT.toInvalid],
        ['from=2026-03-05&to=2026-03-04', REPORT_TEXT.order],
        ['from=2026-01-01&to=2026-04-03', REPORT_TEXT.tooLong],
      ]) {
        const answer = await admin.get(`${path}${query}`).expect(400);
        expect(answer.body.message).toBe(message);
      }
    }
    for (const query of ['', 'chart=orders', 'chart=revenue&chart=vips']) {
      const answer = await admin.get(`${CSV}?${query}`).expect(400);
      expect(answer.body.message).toBe(STORE_REPORT_TEXT.chartInvalid);
    }
    const longest = await admin.get(`${PATH}?from=2026-01-01&to=2026-04-02`).expect(200);
    expect(longest.body.vips).toHaveLength(REPORT_MAX_DAYS);
  });

  it('is for admins only on every route: 401 anonymous and for a visitor, 403 for a member', async () => {
    const member = await signedInAgent(t.http);
    const device = await deviceConversation(t.http);
    for (const path of [PATH, `${CSV}?chart=revenue`]) {
      const anonymous = await request(t.http).get(path).expect(401);
      expect(anonymous.body.message).toBe('Not signed in');
      const visitor = await request(t.http).get(path).set('Cookie', device.cookie).expect(401);
      expect(visitor.body.message).toBe('Not signed in');
      const refused = await member.agent.get(path).expect(403);
      expect(refused.body.message).toBe('You do not have permission to do this');
    }
  });
});
