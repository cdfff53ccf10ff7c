import {
  ADMIN_PAYMENTS_TEXT,
  ERROR_TEXT,
  HEADER,
  type AdminAuditEntryView,
  type AdminPaymentView,
  type UserView,
} from '@club/contracts';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs, signedInAgent } from './support/accounts.js';
import { withClient } from './support/database-server.js';
import {
  chargeRefunded,
  deliverEvent,
  PACKAGE_AMOUNT,
  paymentSucceeded,
  stripeId,
} from './support/stripe-events.js';
import { startStripeStub, type StripeStub } from './support/stripe-stub.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { username: 'payments_admin', password: 'payments-admin-password' };
const ADMIN_ENV = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
const WEBHOOK_SECRET = 'whsec_admin_payments';
const LIST = '/api/admin/payments';
const CSV = '/api/admin/payments.csv';
const DAY = 86_400_000;

const refundPath = (id: string) => `${LIST}/${id}/refund`;

async function me(agent: request.Agent): Promise<UserView> {
  return (await agent.get('/api/user').expect(200)).body as UserView;
}

interface SeededPayment {
  userId: string | null;
  packageId?: string;
  status?: string;
  createdAt: string;
}

/** Writes payment rows as the webhook would have, at the given times; answers their ids in order. */
async function seedPayments(t: TestApp, payments: SeededPayment[]): Promise<string[]> {
  return withClient(t.database.url, async (client) => {
    const ids: string[] = [];
    for (const payment of payments) {
      const packageId = payment.packageId ?? 'vip';
      const { rows } = await client.query(
        `INSERT INTO "payments" ("userId", "packageId", "amount", "currency", "stripePaymentIntentId", "stripeEventId", "status", "createdAt")
         VALUES ($1, $2, $3, 'usd', $4, $5, $6, $7) RETURNING "id"`,
        [
          payment.userId,
          packageId,
          PACKAGE_AMOUNT[packageId],
          stripeId('pi'),
          stripeId('evt'),
          payment.status ?? 'succeeded',
          payment.createdAt,
        ],
      );
      ids.push(rows[0].id as string);
    }
    return ids;
  });
}

/** A new member who bought `packageId` through the webhook; answers the payment's row too. */
async function buyer(t: TestApp, admin: request.Agent, packageId: string) {
  const member = await signedInAgent(t.http);
  const intentId = stripeId('pi');
  const delivered = await deliverEvent(
    t.http,
    WEBHOOK_SECRET,
    paymentSucceeded(member.user.id, packageId, intentId),
  ).expect(200);
  expect(delivered.body.outcome).toBe('fulfilled');
  const payment = await paymentOf(admin, member.user.id);
  return { ...member, intentId, payment };
}

/** The audit log's entries about one member, newest first. */
async function auditOf(admin: request.Agent, memberId: string) {
  return (await admin.get('/api/admin/audit-log').query({ member: memberId }).expect(200))
    .body as AdminAuditEntryView[];
}

async function paymentOf(admin: request.Agent, memberId: string): Promise<AdminPaymentView> {
  const { body } = await admin.get(LIST).query({ member: memberId }).expect(200);
  return (body as AdminPaymentView[])[0];
}

describe('admin payments: GET /api/admin/payments, .csv and POST …/refund (Stripe)', () => {
  let t: TestApp;
  let stub: StripeStub;
  let admin: request.Agent;
  let adminId: string;

  beforeAll(async () => {
    stub = await startStripeStub();
    t = await startTestApp({
      ...ADMIN_ENV,
      STRIPE_SECRET_KEY: 'sk_test_admin_payments',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stub.url,
    });
    const signedIn = await agentSignedInAs(t.http, ADMIN.username, ADMIN.password);
    admin = signedIn.agent;
    adminId = (await me(admin)).id;
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  describe.each([
    ['get', LIST],
    ['get', CSV],
    ['get', `${LIST}/${randomUUID()}`],
    ['post', refundPath(randomUUID())],
  ] as const)('%s %s', (method, path) => {
    it('answers 401 to an anonymous caller and 403 to a member', async () => {
      const anonymous = await request(t.http)[method](path).expect(401);
      expect(anonymous.body.message).toBe(ERROR_TEXT.notSignedIn);
      const member = await signedInAgent(t.http);
      const refused = await member.agent[method](path).expect(403);
      expect(refused.body.message).toBe(ERROR_TEXT.forbidden);
    });
  });

  it('lists a payment with its member, package, amount, status, date and PaymentIntent', async () => {
    const { user, intentId, payment } = await buyer(t, admin, 'vip');
    expect(payment).toEqual({
      id: expect.any(String),
      member: { id: user.id, username: user.username },
      packageId: 'vip',
      packageName: 'VIP Access',
      amount: 5000,
      currency: 'usd',
      status: 'succeeded',
      createdAt: expect.any(String),
      stripePaymentIntentId: intentId,
      refund: null,
    });
    expect(Date.now() - Date.parse(payment.createdAt)).toBeLessThan(60_000);
    expect((await admin.get(`${LIST}/${payment.id}`).expect(200)).body).toEqual(payment);
  });

  it('answers one payment 404 when unknown and 400 to an id that is not one', async () => {
    const unknown = await admin.get(`${LIST}/${randomUUID()}`).expect(404);
    expect(unknown.body.message).toBe(ADMIN_PAYMENTS_TEXT.notFound);
    const malformed = await admin.get(`${LIST}/nope`).expect(400);
    expect(malformed.body.message).toBe(ADMIN_PAYMENTS_TEXT.idInvalid);
  });

  describe('filters and pages', () => {
    // Rows of their own days in 2020, so the other tests' payments stay out of these answers.
    let member: UserView;
    let other: UserView;
    let ids: string[];

    beforeAll(async () => {
      member = (await signedInAgent(t.http)).user;
      other = (await signedInAgent(t.http)).user;
      ids = await seedPayments(t, [
        { userId: member.id, packageId: 'vip', createdAt: '2020-03-01T00:00:00Z' },
        { userId: other.id, packageId: 'premium', createdAt: '2020-03-01T23:59:59.999Z' },
        {
          userId: member.id,
          packageId: 'tournament',
          status: 'rejected',
          createdAt: '2020-03-02T00:00:00Z',
        },
        { userId: other.id, packageId: 'vip', createdAt: '2020-03-02T12:00:00Z' },
        { userId: member.id, packageId: 'premium', createdAt: '2020-03-02T12:00:00Z' },
        { userId: null, packageId: 'vip', createdAt: '2020-03-03T08:00:00Z' },
      ]);
    });

    /** The ids of the days' rows the query selects, in the order answered. */
    async function listed(query: Record<string, string>): Promise<string[]> {
      const { body } = await admin
        .get(LIST)
        .query({ from: '2020-03-01', to: '2020-03-03', ...query })
        .expect(200);
      return (body as AdminPaymentView[]).map((payment) => payment.id);
    }

    const tied = () => [ids[3], ids[4]].sort().reverse();

    it('answers newest first, rows of the same instant by id, and a deleted member as null', async () => {
      expect(await listed({})).toEqual([ids[5], ...tied(), ids[2], ids[1], ids[0]]);
      const { body } = await admin.get(LIST).query({ from: '2020-03-03', to: '2020-03-03' });
      expect(body[0].member).toBeNull();
    });

    it('takes whole UTC days, both ends inclusive', async () => {
      expect(await listed({ to: '2020-03-01' })).toEqual([ids[1], ids[0]]);
      expect(await listed({ from: '2020-03-02', to: '2020-03-02' })).toEqual([...tied(), ids[2]]);
      expect(await listed({ from: '2020-03-03' })).toEqual([ids[5]]);
    });

    it('filters by status, package and member, alone or together', async () => {
      expect(await listed({ status: 'rejected' })).toEqual([ids[2]]);
      expect(await listed({ package: 'vip' })).toEqual([ids[5], ids[3], ids[0]]);
      expect(await listed({ member: member.id })).toEqual([ids[4], ids[2], ids[0]]);
      expect(await listed({ member: member.id, package: 'premium', status: 'succeeded' })).toEqual([
        ids[4],
      ]);
      expect(await listed({ status: 'refunded' })).toEqual([]);
    });

    it('walks every row once by the X-Next-Cursor of each page, none on the last', async () => {
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const response = await admin
          .get(LIST)
          .query({ from: '2020-03-01', to: '2020-03-03', limit: 2, ...(cursor && { cursor }) })
          .expect(200);
        expect(response.body.length).toBeLessThanOrEqual(2);
        seen.push(...(response.body as AdminPaymentView[]).map((payment) => payment.id));
        cursor = response.headers[HEADER.nextCursor.toLowerCase()];
        pages += 1;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen).toEqual(await listed({}));
    });

    it('keeps the filters on every page', async () => {
      const first = await admin
        .get(LIST)
        .query({ from: '2020-03-01', to: '2020-03-03', package: 'vip', limit: 1 })
        .expect(200);
      const second = await admin
        .get(LIST)
        .query({
          from: '2020-03-01',
          to: '2020-03-03',
          package: 'vip',
          limit: 2,
          cursor: first.headers[HEADER.nextCursor.toLowerCase()],
        })
        .expect(200);
      expect(second.body.map((payment: AdminPaymentView) => payment.id)).toEqual([ids[3], ids[0]]);
      expect(second.headers[HEADER.nextCursor.toLowerCase()]).toBeUndefined();
    });

    it('exports the same rows as CSV: a header, RFC 4180 quoting, formula cells made text', async () => {
      await withClient(t.database.url, async (client) => {
        await client.query(`UPDATE "users" SET "username" = $2 WHERE "id" = $1`, [
          member.id,
          '=HYPERLINK("http://x.io","a, b")',
        ]);
        await client.query(`UPDATE "users" SET "username" = $2 WHERE "id" = $1`, [
          other.id,
          '@SUM(1+1)',
        ]);
      });
      try {
        const response = await admin
          .get(CSV)
          .query({ from: '2020-03-01', to: '2020-03-02' })
          .expect(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['content-disposition']).toMatch(
          /^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/,
        );
        const lines = response.text.split('\r\n');
        expect(lines.pop()).toBe('');
        expect(lines[0]).toBe(
          'Payment id,Date (UTC),Member id,Member,Package,Amount,Currency,Status,Stripe PaymentIntent,Refund requested at,Refunded at,Stripe refund id,Refund method',
        );
        expect(lines).toHaveLength(6);
        const pi = async (id: string) =>
          withClient(t.database.url, async (client) => {
            const { rows } = await client.query(
              `SELECT "stripePaymentIntentId" FROM "payments" WHERE "id" = $1`,
              [id],
            );
            return rows[0].stripePaymentIntentId as string;
          });
        expect(lines[5]).toBe(
          `${ids[0]},2020-03-01T00:00:00.000Z,${member.id},"'=HYPERLINK(""http://x.io"",""a, b"")",VIP Access,50.00,USD,succeeded,${await pi(ids[0])},,,,`,
        );
        expect(lines[4]).toBe(
          `${ids[1]},2020-03-01T23:59:59.999Z,${other.id},'@SUM(1+1),Premium Package,100.00,USD,succeeded,${await pi(ids[1])},,,,`,
        );
        expect(lines[3]).toContain(',Tournament Entry,25.00,USD,rejected,');
        const vipOnly = await admin
          .get(CSV)
          .query({ from: '2020-03-01', to: '2020-03-03', package: 'vip' })
          .expect(200);
        const vipLines = vipOnly.text.trimEnd().split('\r\n');
        expect(vipLines.slice(1).map((line) => line.split(',')[0])).toEqual([
          ids[5],
          ids[3],
          ids[0],
        ]);
        expect(vipLines[1]).toContain(',,(deleted account),VIP Access,');
      } finally {
        await withClient(t.database.url, async (client) => {
          await client.query(`UPDATE "users" SET "username" = $2 WHERE "id" = $1`, [
            member.id,
            member.username,
          ]);
          await client.query(`UPDATE "users" SET "username" = $2 WHERE "id" = $1`, [
            other.id,
            other.username,
          ]);
        });
      }
    });
  });

  it.each([
    [{ status: 'paid' }, ADMIN_PAYMENTS_TEXT.statusInvalid],
    [{ package: 'gold' }, ADMIN_PAYMENTS_TEXT.packageInvalid],
    [{ from: '2026-02-30' }, ADMIN_PAYMENTS_TEXT.fromInvalid],
    [{ from: '0000-01-01' }, ADMIN_PAYMENTS_TEXT.fromInvalid],
    [{ to: '26-1-1' }, ADMIN_PAYMENTS_TEXT.toInvalid],
    [{ from: '2026-03-02', to: '2026-03-01' }, ADMIN_PAYMENTS_TEXT.order],
    [{ member: 'alice' }, ADMIN_PAYMENTS_TEXT.memberInvalid],
    [{ limit: '0' }, ADMIN_PAYMENTS_TEXT.limitInvalid],
    [{ limit: '101' }, ADMIN_PAYMENTS_TEXT.limitInvalid],
    [{ limit: 'ten' }, ADMIN_PAYMENTS_TEXT.limitInvalid],
    [{ cursor: 'not-a-cursor' }, ERROR_TEXT.invalidCursor],
    [{ colour: 'red' }, 'property colour should not exist'],
  ])('answers 400 to %j with its message', async (query, message) => {
    const response = await admin.get(LIST).query(query).expect(400);
    expect(response.body.message).toBe(message);
  });

  it.each([
    [{ status: 'paid' }, ADMIN_PAYMENTS_TEXT.statusInvalid],
    [{ from: '2026-03-02', to: '2026-03-01' }, ADMIN_PAYMENTS_TEXT.order],
  ])('refuses the CSV of %j with 400 before writing any of it', async (query, message) => {
    const response = await admin.get(CSV).query(query).expect(400);
    expect(response.body.message).toBe(message);
  });

  describe('refunds', () => {
    it('asks Stripe through the SDK, shows it pending, and the webhook takes VIP back once', async () => {
      const { agent, user, intentId, payment } = await buyer(t, admin, 'vip');
      const vipUntil = (await me(agent)).vipUntil!;

      const refunded = await admin.post(refundPath(payment.id)).expect(200);
      const requests = stub
        .requestsTo('/v1/refunds')
        .filter((request) => request.form.payment_intent === intentId);
      expect(requests).toHaveLength(1);
      expect(requests[0].method).toBe('POST');
      expect(requests[0].form['metadata[paymentId]']).toBe(payment.id);
      expect(requests[0].headers['idempotency-key']).toMatch(new RegExp(`^refund-${payment.id}-`));
      expect(refunded.body).toEqual({
        ...payment,
        status: 'refund_pending',
        refund: {
          requestedAt: expect.any(String),
          requestedBy: { id: adminId, username: ADMIN.username },
          refundedAt: null,
          stripeRefundId: expect.stringMatching(/^re_stub\d+$/),
          method: 'stripe',
        },
      });
      expect(await auditOf(admin, user.id)).toEqual([
        {
          id: expect.any(Number),
          action: 'payment_refunded',
          actor: { id: adminId, username: ADMIN.username },
          target: { id: user.id, username: user.username },
          details: {
            paymentId: payment.id,
            packageId: 'vip',
            amount: 5000,
            currency: 'usd',
            method: 'stripe',
          },
          createdAt: expect.any(String),
        },
      ]);
      // The package stays until Stripe confirms the refund.
      expect((await me(agent)).vipUntil).toBe(vipUntil);
      const again = await admin.post(refundPath(payment.id)).expect(409);
      expect(again.body.message).toBe(ADMIN_PAYMENTS_TEXT.refundUnderWay);

      const event = chargeRefunded(intentId, 5000);
      expect((await deliverEvent(t.http, WEBHOOK_SECRET, event).expect(200)).body.outcome).toBe(
        'refunded',
      );
      const after = await me(agent);
      expect(Date.parse(after.vipUntil!)).toBeLessThanOrEqual(Date.now());
      expect(Date.now() - Date.parse(after.vipUntil!)).toBeLessThan(60_000);
      const row = await paymentOf(admin, user.id);
      expect(row.status).toBe('refunded');
      expect(row.refund).toMatchObject({
        refundedAt: expect.any(String),
        stripeRefundId: refunded.body.refund.stripeRefundId,
        method: 'stripe',
      });
      const own = (await agent.get('/api/payments').expect(200)).body;
      expect(own[0].status).toBe('refunded');

      // A replayed event changes nothing.
      expect((await deliverEvent(t.http, WEBHOOK_SECRET, event).expect(200)).body.outcome).toBe(
        'duplicate',
      );
      expect((await me(agent)).vipUntil).toBe(after.vipUntil);
      expect(await paymentOf(admin, user.id)).toEqual(row);

      const twice = await admin.post(refundPath(payment.id)).expect(409);
      expect(twice.body.message).toBe(ADMIN_PAYMENTS_TEXT.alreadyRefunded);
      expect(
        stub.requestsTo('/v1/refunds').filter((r) => r.form.payment_intent === intentId),
      ).toHaveLength(1);
    });

    it('takes back only the 30 days one VIP payment granted, never before now', async () => {
      const { agent, user, payment } = await buyer(t, admin, 'vip');
      await deliverEvent(t.http, WEBHOOK_SECRET, paymentSucceeded(user.id, 'vip')).expect(200);
      const before = Date.parse((await me(agent)).vipUntil!);
      expect(before - Date.now()).toBeGreaterThan(59 * DAY);
      await admin.post(refundPath(payment.id)).expect(200);
      await deliverEvent(
        t.http,
        WEBHOOK_SECRET,
        chargeRefunded(payment.stripePaymentIntentId!, 5000),
      );
      expect(Date.parse((await me(agent)).vipUntil!)).toBe(before - 30 * DAY);
    });

    it('turns premium off unless another premium payment still grants it, and takes the VIP days back', async () => {
      const { agent, user, payment: first } = await buyer(t, admin, 'premium');
      await deliverEvent(t.http, WEBHOOK_SECRET, paymentSucceeded(user.id, 'premium')).expect(200);
      const second = await paymentOf(admin, user.id);
      expect(second.id).not.toBe(first.id);

      await admin.post(refundPath(first.id)).expect(200);
      await deliverEvent(
        t.http,
        WEBHOOK_SECRET,
        chargeRefunded(first.stripePaymentIntentId!, 10000),
      );
      const afterFirst = await me(agent);
      expect(afterFirst.isPremium).toBe(true);
      expect(Date.parse(afterFirst.vipUntil!) - Date.now()).toBeGreaterThan(29 * DAY);

      await admin.post(refundPath(second.id)).expect(200);
      await deliverEvent(
        t.http,
        WEBHOOK_SECRET,
        chargeRefunded(second.stripePaymentIntentId!, 10000),
      );
      const afterBoth = await me(agent);
      expect(afterBoth.isPremium).toBe(false);
      expect(Date.parse(afterBoth.vipUntil!)).toBeLessThanOrEqual(Date.now());
    });

    it('takes a tournament entry back, never below 0', async () => {
      const { agent, user, payment } = await buyer(t, admin, 'tournament');
      expect((await me(agent)).tournamentEntries).toBe(1);
      await withClient(t.database.url, (client) =>
        client.query(`UPDATE "users" SET "tournamentEntries" = 0 WHERE "id" = $1`, [user.id]),
      );
      await admin.post(refundPath(payment.id)).expect(200);
      await deliverEvent(
        t.http,
        WEBHOOK_SECRET,
        chargeRefunded(payment.stripePaymentIntentId!, 2500),
      );
      expect((await me(agent)).tournamentEntries).toBe(0);
      expect((await paymentOf(admin, user.id)).status).toBe('refunded');
    });

    it('refunds once when two admins press Refund at the same time', async () => {
      const { payment } = await buyer(t, admin, 'vip');
      const answers = await Promise.all([
        admin.post(refundPath(payment.id)),
        admin.post(refundPath(payment.id)),
        admin.post(refundPath(payment.id)),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      expect(
        stub
          .requestsTo('/v1/refunds')
          .filter((r) => r.form.payment_intent === payment.stripePaymentIntentId),
      ).toHaveLength(1);
    });

    it('refuses a payment that did not succeed, an unknown one and a malformed id', async () => {
      const member = (await signedInAgent(t.http)).user;
      const [rejected] = await seedPayments(t, [
        { userId: member.id, status: 'rejected', createdAt: new Date().toISOString() },
      ]);
      const refused = await admin.post(refundPath(rejected)).expect(409);
      expect(refused.body.message).toBe(ADMIN_PAYMENTS_TEXT.notRefundable);
      const unknown = await admin.post(refundPath(randomUUID())).expect(404);
      expect(unknown.body.message).toBe(ADMIN_PAYMENTS_TEXT.notFound);
      const malformed = await admin.post(refundPath('12')).expect(400);
      expect(malformed.body.message).toBe(ADMIN_PAYMENTS_TEXT.idInvalid);
      const body = await admin.post(refundPath(rejected)).send({ amount: 1 }).expect(400);
      expect(body.body.message).toBe('property amount should not exist');
    });

    it('leaves the payment refundable when Stripe fails, and answers 502', async () => {
      const { agent, user, payment } = await buyer(t, admin, 'vip');
      stub.failRefundsWith = 500;
      try {
        const failed = await admin.post(refundPath(payment.id)).expect(502);
        expect(failed.body.message).toBe(ADMIN_PAYMENTS_TEXT.stripeFailed);
      } finally {
        stub.failRefundsWith = undefined;
      }
      expect(await paymentOf(admin, user.id)).toEqual(payment);
      expect(await auditOf(admin, user.id)).toEqual([]);
      expect((await admin.post(refundPath(payment.id)).expect(200)).body.status).toBe(
        'refund_pending',
      );
      expect(Date.parse((await me(agent)).vipUntil!)).toBeGreaterThan(Date.now() + 29 * DAY);
    });

    it("applies a refund made in Stripe's dashboard, and leaves the package after a partial one", async () => {
      const { agent, user, intentId } = await buyer(t, admin, 'vip');
      const partial = await deliverEvent(
        t.http,
        WEBHOOK_SECRET,
        chargeRefunded(intentId, 5000, 1000),
      ).expect(200);
      expect(partial.body.outcome).toBe('ignored');
      expect((await paymentOf(admin, user.id)).status).toBe('succeeded');
      expect(Date.parse((await me(agent)).vipUntil!)).toBeGreaterThan(Date.now() + 29 * DAY);

      const full = await deliverEvent(t.http, WEBHOOK_SECRET, chargeRefunded(intentId, 5000));
      expect(full.body.outcome).toBe('refunded');
      const row = await paymentOf(admin, user.id);
      expect(row.status).toBe('refunded');
      expect(row.refund).toEqual({
        requestedAt: null,
        requestedBy: null,
        refundedAt: expect.any(String),
        stripeRefundId: null,
        method: 'stripe',
      });
      expect(Date.parse((await me(agent)).vipUntil!)).toBeLessThanOrEqual(Date.now());
    });

    it('acknowledges a refund of a payment it never recorded and changes nothing', async () => {
      const answer = await deliverEvent(
        t.http,
        WEBHOOK_SECRET,
        chargeRefunded(stripeId('pi'), 5000),
      ).expect(200);
      expect(answer.body.outcome).toBe('ignored');
    });
  });
});

describe('admin payments: demo refunds (no Stripe keys)', () => {
  let t: TestApp;
  let admin: request.Agent;

  beforeAll(async () => {
    t = await startTestApp({ ...ADMIN_ENV, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
    admin = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
  });
  afterAll(() => t.close());

  it('refunds locally in one step: refunded, the package taken back, and only once', async () => {
    const { agent, user, payment } = await buyer(t, admin, 'premium');
    expect((await me(agent)).isPremium).toBe(true);

    const refunded = await admin.post(refundPath(payment.id)).expect(200);
    expect(refunded.body).toMatchObject({
      id: payment.id,
      status: 'refunded',
      refund: {
        requestedAt: expect.any(String),
        requestedBy: { username: ADMIN.username },
        refundedAt: expect.any(String),
        stripeRefundId: null,
        method: 'local',
      },
    });
    const after = await me(agent);
    expect(after.isPremium).toBe(false);
    expect(Date.parse(after.vipUntil!)).toBeLessThanOrEqual(Date.now());
    expect((await paymentOf(admin, user.id)).status).toBe('refunded');
    const audit = await auditOf(admin, user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'payment_refunded',
      details: { paymentId: payment.id, packageId: 'premium', amount: 10000, method: 'local' },
    });

    const twice = await admin.post(refundPath(payment.id)).expect(409);
    expect(twice.body.message).toBe(ADMIN_PAYMENTS_TEXT.alreadyRefunded);
  });

  it('refunds once when asked several times at once', async () => {
    const { agent, payment } = await buyer(t, admin, 'tournament');
    await deliverEvent(
      t.http,
      WEBHOOK_SECRET,
      paymentSucceeded((await me(agent)).id, 'tournament'),
    ).expect(200);
    expect((await me(agent)).tournamentEntries).toBe(2);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => admin.post(refundPath(payment.id))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await me(agent)).tournamentEntries).toBe(1);
  });
});
