import {
  ADMIN_PAYMENTS_TEXT,
  ERROR_TEXT,
  PAYMENT_REQUEST_TEXT,
  type MemberMessageView,
  type PaymentRequestView,
  type StoreReportView,
} from '@club/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentRequestsService } from '../src/modules/payment-requests/payment-requests.service.js';
import {
  agentSignedInAs,
  PASSWORD,
  registeredCookie,
  sessionCookieOf,
  uniqueName,
} from './support/accounts.js';
import { withClient } from './support/database-server.js';
import { isEventOf, socketUrl, TestSocket, type EventOfType } from './support/sockets.js';
import { deliverEvent, stripeId } from './support/stripe-events.js';
import { startStripeStub, type StripeStub } from './support/stripe-stub.js';
import { startChatTestApp, type TestApp } from './support/test-app.js';
import { chatStateCookieOf, visitorBrowser } from './support/visitors.js';

const ADMIN = { username: 'requests_desk', password: 'requests-desk-password' };
const WEBHOOK_SECRET = 'whsec_requests';
const HOUR = 3_600_000;

type UpdatedEvent = EventOfType<'payment_request_updated'>;

describe('payment requests in chat', () => {
  let t: TestApp;
  let stub: StripeStub;
  let admin: TestAgent;
  let adminCookie: string;
  let adminId: string;

  beforeAll(async () => {
    stub = await startStripeStub();
    t = await startChatTestApp(ADMIN, {
      STRIPE_SECRET_KEY: 'sk_test_requests',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_requests',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_VIP: 'price_vip',
      STRIPE_PRICE_PREMIUM: 'price_premium',
      STRIPE_API_BASE: stub.url,
    });
    admin = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
    const login = await request(t.http).post('/api/login').send(ADMIN).expect(200);
    adminCookie = sessionCookieOf(login.headers['set-cookie'])!.split(';')[0];
    adminId = login.body.id;
  });

  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  /** A member with a support conversation that has a message (so it is in the admin lists). */
  async function member() {
    const { cookie, user } = await registeredCookie(t.http);
    const agent = request.agent(t.http);
    await agent.post('/api/login').send({ username: user.username, password: PASSWORD });
    const { body: conversation } = await agent.post('/api/conversations').send({}).expect(201);
    await agent
      .post('/api/messages')
      .send({ conversationId: conversation.id, content: 'I would like to deposit' })
      .expect(201);
    return { agent, cookie, user, conversationId: conversation.id as string };
  }

  async function send(conversationId: string, packageId: string): Promise<PaymentRequestView> {
    const { body } = await admin
      .post(`/api/admin/conversations/${conversationId}/payment-requests`)
      .send({ packageId })
      .expect(201);
    return body;
  }

  async function socketOf(cookie: string, userId: string): Promise<TestSocket> {
    const socket = await TestSocket.open(socketUrl(t.http), { cookie });
    expect((await socket.auth({ userId })).type).toBe('auth_success');
    return socket;
  }

  const updateOf = (id: string, status: string) =>
    isEventOf(
      'payment_request_updated',
      (event) => event.request.id === id && event.request.status === status,
    );

  function paid(intentId: string, eventId = stripeId('evt')) {
    const intent = stub.intents.get(intentId)!;
    return {
      id: eventId,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: { ...intent, amount_received: intent.amount, status: 'succeeded' },
      },
    };
  }

  function failed(intentId: string, message: string) {
    const intent = stub.intents.get(intentId)!;
    return {
      id: stripeId('evt'),
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          ...intent,
          status: 'requires_payment_method',
          last_payment_error: { code: 'card_declined', message },
        },
      },
    };
  }

  const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0];

  describe('sending', () => {
    it("sends the package at the server's price as a message both sides receive live", async () => {
      const customer = await member();
      const customerSocket = await socketOf(customer.cookie, customer.user.id);
      const adminSocket = await socketOf(adminCookie, adminId);
      try {
        const sent = await send(customer.conversationId, 'vip');
        expect(sent).toMatchObject({
          packageId: 'vip',
          packageName: 'VIP Access',
          amount: 5000,
          currency: 'usd',
          status: 'open',
          demo: false,
          closedAt: null,
          failureMessage: null,
        });
        expect(Date.parse(sent.expiresAt) - Date.parse(sent.createdAt)).toBe(24 * HOUR);

        const forCustomer = await customerSocket.next(
          isEventOf('new_message', (event) => event.message.messageType === 'payment_request'),
        );
        expect(forCustomer.message).toMatchObject({
          content: 'Payment request: VIP Access ($50)',
          isFromAdmin: true,
          paymentRequest: { id: sent.id, status: 'open', amount: 5000 },
        });
        const forAdmin = await adminSocket.next(
          isEventOf('new_message', (event) => event.message.messageType === 'payment_request'),
        );
        expect(forAdmin.message.paymentRequest?.id).toBe(sent.id);

        const { body: thread } = await customer.agent
          .get(`/api/conversations/${customer.conversationId}/messages`)
          .expect(200);
        expect((thread as MemberMessageView[]).at(-1)).toMatchObject({
          messageType: 'payment_request',
          paymentRequest: { id: sent.id, packageName: 'VIP Access', status: 'open' },
        });
        const { body: adminThread } = await admin
          .get(`/api/admin/conversations/${customer.conversationId}/messages`)
          .expect(200);
        expect(adminThread.at(-1).paymentRequest.id).toBe(sent.id);
        const { body: listed } = await admin
          .get(`/api/admin/conversations/${customer.conversationId}/payment-requests`)
          .expect(200);
        expect(listed.map((item: PaymentRequestView) => item.id)).toEqual([sent.id]);
      } finally {
        customerSocket.close();
        adminSocket.close();
      }
    });

    it('is for admins only, for a known package and conversation', async () => {
      const customer = await member();
      const path = `/api/admin/conversations/${customer.conversationId}/payment-requests`;
      const anonymous = await request(t.http).post(path).send({ packageId: 'vip' }).expect(401);
      expect(anonymous.body.message).toBe(ERROR_TEXT.notSignedIn);
      const asMember = await customer.agent.post(path).send({ packageId: 'vip' }).expect(403);
      expect(asMember.body.message).toBe(ERROR_TEXT.forbidden);
      await customer.agent.get(path).expect(403);
      await request(t.http).get(path).expect(401);

      const unknownPackage = await admin.post(path).send({ packageId: 'gold' }).expect(400);
      expect(unknownPackage.body.message).toBe(PAYMENT_REQUEST_TEXT.packageInvalid);
      await admin.post(path).send({ packageId: 'vip', amount: 1 }).expect(400);
      await admin.post(path).send({}).expect(400);
      await admin
        .post('/api/admin/conversations/not-a-uuid/payment-requests')
        .send({ packageId: 'vip' })
        .expect(400);
      const missing = await admin
        .post(`/api/admin/conversations/${crypto.randomUUID()}/payment-requests`)
        .send({ packageId: 'vip' })
        .expect(404);
      expect(missing.body.message).toBe(ERROR_TEXT.conversationNotFound);
      await admin
        .post(`/api/admin/anonymous-conversations/${customer.conversationId}/payment-requests`)
        .send({ packageId: 'vip' })
        .expect(404);
      const { body: none } = await admin.get(path).expect(200);
      expect(none).toEqual([]);
    });
  });

  describe('paying', () => {
    it('gives only its member one PaymentIntent for the amount; the webhook marks it paid once, live', async () => {
      const customer = await member();
      const stranger = await member();
      const sent = await send(customer.conversationId, 'premium');
      const path = `/api/payment-requests/${sent.id}`;

      const notFound = await stranger.agent.post(`${path}/pay`).send({}).expect(404);
      expect(notFound.body.message).toBe(PAYMENT_REQUEST_TEXT.notFound);
      await stranger.agent.get(path).expect(404);
      await admin.post(`${path}/pay`).send({}).expect(404);
      await request(t.http).post(`${path}/pay`).send({}).expect(401);
      await request(t.http).get(path).expect(401);
      await customer.agent.post('/api/payment-requests/nope/pay').send({}).expect(400);
      await customer.agent
        .post(`/api/payment-requests/${crypto.randomUUID()}/pay`)
        .send({})
        .expect(404);

      const { body: checkout } = await customer.agent.post(`${path}/pay`).send({}).expect(200);
      expect(checkout).toEqual({
        clientSecret: expect.stringMatching(/^pi_stub\d+_secret_stub$/),
        publishableKey: 'pk_test_requests',
      });
      const intentId = intentIdOf(checkout.clientSecret);
      expect(stub.intents.get(intentId)).toMatchObject({
        amount: 10000,
        currency: 'usd',
        metadata: { userId: customer.user.id, packageId: 'premium', paymentRequestId: sent.id },
      });
      const again = await customer.agent.post(`${path}/pay`).send({}).expect(200);
      expect(again.body.clientSecret).toBe(checkout.clientSecret);
      expect(
        [...stub.intents.values()].filter((intent) => intent.metadata.paymentRequestId === sent.id),
      ).toHaveLength(1);

      const customerSocket = await socketOf(customer.cookie, customer.user.id);
      const strangerSocket = await socketOf(stranger.cookie, stranger.user.id);
      const adminSocket = await socketOf(adminCookie, adminId);
      try {
        const event = paid(intentId);
        const delivered = await deliverEvent(t.http, WEBHOOK_SECRET, event).expect(200);
        expect(delivered.body.outcome).toBe('fulfilled');
        const toCustomer: UpdatedEvent = await customerSocket.next(updateOf(sent.id, 'paid'));
        expect(toCustomer).toMatchObject({
          conversationKind: 'user',
          conversationId: customer.conversationId,
          userId: customer.user.id,
          request: { status: 'paid', closedAt: expect.any(String) },
        });
        await adminSocket.next(updateOf(sent.id, 'paid'));

        const replay = await deliverEvent(t.http, WEBHOOK_SECRET, event).expect(200);
        expect(replay.body.outcome).toBe('duplicate');
        const { body: purchases } = await customer.agent.get('/api/payments').expect(200);
        expect(purchases).toHaveLength(1);
        expect(purchases[0]).toMatchObject({ packageId: 'premium', amount: 10000 });

        const { body: read } = await customer.agent.get(path).expect(200);
        expect(read.status).toBe('paid');
        const refused = await customer.agent.post(`${path}/pay`).send({}).expect(409);
        expect(refused.body.message).toBe(PAYMENT_REQUEST_TEXT.notPayable);
        // The stranger's socket heard of no one else's request.
        expect(strangerSocket.ofType('payment_request_updated')).toEqual([]);
      } finally {
        customerSocket.close();
        strangerSocket.close();
        adminSocket.close();
      }
    });

    it('a failed attempt marks it failed with Stripe’s words, and it can be paid again', async () => {
      const customer = await member();
      const sent = await send(customer.conversationId, 'vip');
      const path = `/api/payment-requests/${sent.id}`;
      const { body: checkout } = await customer.agent.post(`${path}/pay`).send({}).expect(200);
      const intentId = intentIdOf(checkout.clientSecret);
      const outcome = await deliverEvent(
        t.http,
        WEBHOOK_SECRET,
        failed(intentId, 'Your card was declined.'),
      ).expect(200);
      expect(outcome.body.outcome).toBe('failed');
      const { body: read } = await customer.agent.get(path).expect(200);
      expect(read).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
      const retry = await customer.agent.post(`${path}/pay`).send({}).expect(200);
      expect(retry.body.clientSecret).toBe(checkout.clientSecret);
      await deliverEvent(t.http, WEBHOOK_SECRET, paid(intentId)).expect(200);
      const { body: after } = await customer.agent.get(path).expect(200);
      expect(after).toMatchObject({ status: 'paid', failureMessage: null });
    });
  });

  describe('cancelling and expiring', () => {
    it('an admin cancels an open request: its intent is cancelled and it can no longer be paid', async () => {
      const customer = await member();
      const sent = await send(customer.conversationId, 'vip');
      const { body: checkout } = await customer.agent
        .post(`/api/payment-requests/${sent.id}/pay`)
        .send({})
        .expect(200);
      const cancelPath = `/api/admin/payment-requests/${sent.id}/cancel`;
      await customer.agent.post(cancelPath).send({}).expect(403);
      await request(t.http).post(cancelPath).send({}).expect(401);
      await admin.post('/api/admin/payment-requests/nope/cancel').send({}).expect(400);
      await admin
        .post(`/api/admin/payment-requests/${crypto.randomUUID()}/cancel`)
        .send({})
        .expect(404);

      const customerSocket = await socketOf(customer.cookie, customer.user.id);
      try {
        const { body: cancelled } = await admin.post(cancelPath).send({}).expect(200);
        expect(cancelled).toMatchObject({ status: 'cancelled', closedAt: expect.any(String) });
        await customerSocket.next(updateOf(sent.id, 'cancelled'));
      } finally {
        customerSocket.close();
      }
      const intentId = intentIdOf(checkout.clientSecret);
      expect(stub.requestsTo(`/v1/payment_intents/${intentId}/cancel`)).toHaveLength(1);
      expect(stub.intents.get(intentId)!.status).toBe('canceled');
      const refused = await customer.agent
        .post(`/api/payment-requests/${sent.id}/pay`)
        .send({})
        .expect(409);
      expect(refused.body.message).toBe(PAYMENT_REQUEST_TEXT.notPayable);
      const twice = await admin.post(cancelPath).send({}).expect(409);
      expect(twice.body.message).toBe(PAYMENT_REQUEST_TEXT.notCancellable);
    });

    it('expires past its time: refused, cancelled at Stripe, and both sides told', async () => {
      const customer = await member();
      const sent = await send(customer.conversationId, 'premium');
      const { body: checkout } = await customer.agent
        .post(`/api/payment-requests/${sent.id}/pay`)
        .send({})
        .expect(200);
      const other = await send(customer.conversationId, 'vip');
      await withClient(t.database.url, (client) =>
        client.query(
          `UPDATE payment_requests SET "expiresAt" = now() - interval '1 minute' WHERE id = ANY($1)`,
          [[sent.id, other.id]],
        ),
      );
      const customerSocket = await socketOf(customer.cookie, customer.user.id);
      try {
        const refused = await customer.agent
          .post(`/api/payment-requests/${sent.id}/pay`)
          .send({})
          .expect(409);
        expect(refused.body.message).toBe(PAYMENT_REQUEST_TEXT.notPayable);
        await customerSocket.next(updateOf(sent.id, 'expired'));
        await customerSocket.next(updateOf(other.id, 'expired'));
      } finally {
        customerSocket.close();
      }
      expect(stub.intents.get(intentIdOf(checkout.clientSecret))!.status).toBe('canceled');
      expect(await t.app.get(PaymentRequestsService).expireDue()).toBe(0);
      const { body: listed } = await admin
        .get(`/api/admin/conversations/${customer.conversationId}/payment-requests`)
        .expect(200);
      expect(listed.map((item: PaymentRequestView) => item.status)).toEqual(['expired', 'expired']);
    });
  });

  describe('demo mode', () => {
    it('a package without a Stripe price is a demo: no payment call, paid only by its member’s confirmation', async () => {
      const customer = await member();
      const stranger = await member();
      const sent = await send(customer.conversationId, 'tournament');
      expect(sent).toMatchObject({ demo: true, amount: 2500, packageName: 'Tournament Entry' });
      const path = `/api/payment-requests/${sent.id}`;
      const intentsBefore = stub.requestsTo('/v1/payment_intents').length;
      const noPayment = await customer.agent.post(`${path}/pay`).send({}).expect(400);
      expect(noPayment.body.message).toBe(PAYMENT_REQUEST_TEXT.demoOnly);
      expect(stub.requestsTo('/v1/payment_intents')).toHaveLength(intentsBefore);

      await stranger.agent.post(`${path}/demo-confirm`).send({}).expect(404);
      await request(t.http).post(`${path}/demo-confirm`).send({}).expect(401);
      await admin.post(`${path}/demo-confirm`).send({}).expect(404);
      const { body: confirmed } = await customer.agent
        .post(`${path}/demo-confirm`)
        .send({})
        .expect(200);
      expect(confirmed).toMatchObject({ status: 'paid', demo: true });
      const twice = await customer.agent.post(`${path}/demo-confirm`).send({}).expect(409);
      expect(twice.body.message).toBe(PAYMENT_REQUEST_TEXT.notPayable);
      expect(stub.requestsTo('/v1/payment_intents')).toHaveLength(intentsBefore);
      const { body: strangerPurchases } = await stranger.agent.get('/api/payments').expect(200);
      expect(strangerPurchases).toEqual([]);

      const real = await send(customer.conversationId, 'vip');
      const notDemo = await customer.agent
        .post(`/api/payment-requests/${real.id}/demo-confirm`)
        .send({})
        .expect(400);
      expect(notDemo.body.message).toBe(PAYMENT_REQUEST_TEXT.notDemo);
    });

    it('records the confirmation as a demo payment every screen shows, granting nothing, once', async () => {
      const customer = await member();
      const today = new Date().toISOString().slice(0, 10);
      const reportPath = `/api/admin/reports/store?from=${today}&to=${today}`;
      const before = (await admin.get(reportPath).expect(200)).body as StoreReportView;
      const sent = await send(customer.conversationId, 'tournament');
      const path = `/api/payment-requests/${sent.id}/demo-confirm`;

      const answers = await Promise.all([
        customer.agent.post(path).send({}),
        customer.agent.post(path).send({}),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);

      const { body: purchases } = await customer.agent.get('/api/payments').expect(200);
      expect(purchases).toEqual([
        {
          id: expect.any(String),
          packageId: 'tournament',
          packageName: 'Tournament Entry',
          amount: 2500,
          currency: 'usd',
          stripePaymentIntentId: null,
          status: 'demo',
          createdAt: expect.any(String),
        },
      ]);
      const { body: me } = await customer.agent.get('/api/user').expect(200);
      expect(me.tournamentEntries).toBe(0);

      const { body: listed } = await admin
        .get(`/api/admin/payments?member=${customer.user.id}`)
        .expect(200);
      expect(listed).toEqual([
        expect.objectContaining({
          id: purchases[0].id,
          status: 'demo',
          amount: 2500,
          stripePaymentIntentId: null,
          refund: null,
        }),
      ]);
      const { body: demoOnly } = await admin.get(`/api/admin/payments?status=demo`).expect(200);
      expect(demoOnly.map((payment: { id: string }) => payment.id)).toContain(purchases[0].id);
      const refund = await admin.post(`/api/admin/payments/${purchases[0].id}/refund`).expect(409);
      expect(refund.body.message).toBe(ADMIN_PAYMENTS_TEXT.demoNotRefundable);

      const { body: memberPage } = await admin
        .get(`/api/admin/users/${customer.user.id}`)
        .expect(200);
      expect(memberPage.payments).toEqual([expect.objectContaining({ status: 'demo' })]);
      const { body: panel } = await admin
        .get(`/api/admin/conversations/${customer.conversationId}/customer`)
        .expect(200);
      expect(panel.payments).toEqual([expect.objectContaining({ status: 'demo' })]);

      const after = (await admin.get(reportPath).expect(200)).body as StoreReportView;
      expect(after.revenue).toEqual(before.revenue);
      expect(after.chatDeposits).toMatchObject({
        sent: before.chatDeposits.sent + 1,
        paid: before.chatDeposits.paid + 1,
        demoPaid: before.chatDeposits.demoPaid + 1,
      });
    });
  });

  describe("a visitor's request", () => {
    it('reaches the visitor live, cannot be paid by them, and follows them into their member chat', async () => {
      const browser = visitorBrowser(t.http);
      const username = uniqueName('Guest');
      const opened = await browser
        .post('/api/chat-conversations')
        .send({ username, subject: 'Support' })
        .expect(201);
      const conversation = opened.body;
      await browser
        .post(`/api/chat-conversations/${conversation.id}/messages`)
        .send({ content: 'Payment Link' })
        .expect(201);
      const visitorSocket = await TestSocket.open(socketUrl(t.http), {
        cookie: chatStateCookieOf(opened.headers['set-cookie']),
      });
      expect(await visitorSocket.auth({ username })).toEqual({
        type: 'auth_success',
        visitor: true,
      });
      try {
        const { body: sent } = await admin
          .post(`/api/admin/anonymous-conversations/${conversation.id}/payment-requests`)
          .send({ packageId: 'vip' })
          .expect(201);
        const arrived = await visitorSocket.next(
          isEventOf('new_message', (event) => event.message.messageType === 'payment_request'),
        );
        expect(arrived.message.paymentRequest).toMatchObject({ id: sent.id, status: 'open' });
        await browser.post(`/api/payment-requests/${sent.id}/pay`).send({}).expect(401);
        await browser.get(`/api/payment-requests/${sent.id}`).expect(401);

        const { body: user } = await browser
          .post('/api/register')
          .send({
            username: uniqueName('payer'),
            email: `${uniqueName()}@example.com`,
            password: PASSWORD,
            acceptTerms: true,
          })
          .expect(201);
        const { body: merged } = await browser
          .post('/api/conversations/visitor-history')
          .send({})
          .expect(200);
        expect(merged.conversation.userId).toBe(user.id);
        const { body: thread } = await browser
          .get(`/api/conversations/${merged.conversation.id}/messages`)
          .expect(200);
        expect(
          (thread as MemberMessageView[]).find((message) => message.paymentRequest)?.paymentRequest,
        ).toMatchObject({ id: sent.id, status: 'open' });
        const { body: checkout } = await browser
          .post(`/api/payment-requests/${sent.id}/pay`)
          .send({})
          .expect(200);
        expect(stub.intents.get(intentIdOf(checkout.clientSecret))!.metadata.userId).toBe(user.id);
        const { body: listed } = await admin
          .get(`/api/admin/conversations/${merged.conversation.id}/payment-requests`)
          .expect(200);
        expect(listed.map((item: PaymentRequestView) => item.id)).toEqual([sent.id]);
      } finally {
        visitorSocket.close();
      }
    });
  });

  describe('the store report', () => {
    it('counts deposits closed in chat: sent, paid (demo ones apart), conversion and median time to pay', async () => {
      const customer = await member();
      await withClient(t.database.url, (client) =>
        client.query(
          `INSERT INTO payment_requests ("list", "conversationId", "packageId", "amount", "currency", "status", "demo", "createdAt", "expiresAt", "closedAt")
           VALUES ('user', $1, 'vip', 5000, 'usd', 'paid', false, '2025-06-02T10:00Z', '2025-06-03T10:00Z', '2025-06-02T10:10Z'),
                  ('user', $1, 'vip', 5000, 'usd', 'paid', false, '2025-06-03T10:00Z', '2025-06-04T10:00Z', '2025-06-03T10:30Z'),
                  ('user', $1, 'premium', 10000, 'usd', 'paid', false, '2025-06-04T10:00Z', '2025-06-05T10:00Z', '2025-06-04T11:00Z'),
                  ('user', $1, 'vip', 5000, 'usd', 'expired', false, '2025-06-04T12:00Z', '2025-06-05T12:00Z', '2025-06-05T12:00Z'),
                  ('user', $1, 'tournament', 2500, 'usd', 'paid', true, '2025-06-05T10:00Z', '2025-06-06T10:00Z', '2025-06-05T10:30Z'),
                  ('user', $1, 'vip', 5000, 'usd', 'paid', false, '2025-06-09T10:00Z', '2025-06-10T10:00Z', '2025-06-09T10:01Z')`,
          [customer.conversationId],
        ),
      );
      const { body } = await admin
        .get('/api/admin/reports/store?from=2025-06-01&to=2025-06-05')
        .expect(200);
      expect((body as StoreReportView).chatDeposits).toEqual({
        sent: 5,
        paid: 4,
        demoPaid: 1,
        conversion: 0.8,
        medianSecondsToPay: 1800,
      });
    });
  });
});

describe('payment requests without Stripe keys', () => {
  it('are all demos, paid by the demo confirmation, with no payment call', async () => {
    const t = await startChatTestApp(ADMIN);
    try {
      const admin = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
      const customer = request.agent(t.http);
      const username = uniqueName();
      await customer
        .post('/api/register')
        .send({ username, email: `${username}@example.com`, password: PASSWORD, acceptTerms: true })
        .expect(201);
      const { body: conversation } = await customer.post('/api/conversations').send({}).expect(201);
      const { body: sent } = await admin
        .post(`/api/admin/conversations/${conversation.id}/payment-requests`)
        .send({ packageId: 'premium' })
        .expect(201);
      expect(sent).toMatchObject({ demo: true, amount: 10000, status: 'open' });
      const pay = await customer.post(`/api/payment-requests/${sent.id}/pay`).send({}).expect(400);
      expect(pay.body.message).toBe(PAYMENT_REQUEST_TEXT.demoOnly);
      const { body: confirmed } = await customer
        .post(`/api/payment-requests/${sent.id}/demo-confirm`)
        .send({})
        .expect(200);
      expect(confirmed.status).toBe('paid');
      const { body: purchases } = await customer.get('/api/payments').expect(200);
      expect(purchases).toMatchObject([{ packageId: 'premium', amount: 10000, status: 'demo' }]);
      const { body: me } = await customer.get('/api/user').expect(200);
      expect(me).toMatchObject({ isPremium: false, vipUntil: null });
    } finally {
      await t.close();
    }
  });
});
