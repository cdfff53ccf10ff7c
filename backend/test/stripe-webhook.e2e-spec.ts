import type { PaymentView, UserView } from '@club/contracts';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import Stripe from 'stripe';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SECRET = 'whsec_test_webhook';
const DAY = 24 * 60 * 60 * 1000;

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

interface IntentFields {
  intentId?: string;
  eventId?: string;
  type?: string;
  amount?: number;
  currency?: string;
  metadata?: Record<string, string>;
}

function succeededEvent(userId: string, packageId: string, fields: IntentFields = {}) {
  const amount = fields.amount ?? { tournament: 2500, vip: 5000, premium: 10000 }[packageId] ?? 100;
  return {
    id: fields.eventId ?? id('evt'),
    object: 'event',
    type: fields.type ?? 'payment_intent.succeeded',
    data: {
      object: {
        id: fields.intentId ?? id('pi'),
        object: 'payment_intent',
        amount,
        amount_received: amount,
        currency: fields.currency ?? 'usd',
        metadata: fields.metadata ?? { userId, packageId, priceId: `price_${packageId}` },
        status: 'succeeded',
      },
    },
  };
}

/** Posts the exact bytes of `payload`, signed as Stripe would (or with the given header). */
function deliver(
  http: Server,
  payload: string,
  signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
) {
  return request(http)
    .post('/api/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(payload);
}

async function me(agent: request.Agent) {
  return (await agent.get('/api/user').expect(200)).body as UserView;
}

describe('POST /api/stripe/webhook', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_SECRET_KEY: 'sk_test_club' });
  });
  afterAll(() => t.close());

  it('starts members with no package', async () => {
    const { agent } = await signedInAgent(t.http);
    expect(await me(agent)).toMatchObject({
      vipUntil: null,
      isPremium: false,
      tournamentEntries: 0,
    });
    expect((await agent.get('/api/payments').expect(200)).body).toEqual([]);
  });

  it('grants VIP for 30 days on a signed payment_intent.succeeded and records the payment', async () => {
    const { agent, user } = await signedInAgent(t.http);
    const event = succeededEvent(user.id, 'vip');
    const response = await deliver(t.http, JSON.stringify(event)).expect(200);
    expect(response.body).toEqual({ received: true, outcome: 'fulfilled' });

    const status = await me(agent);
    expect(Date.parse(status.vipUntil!) - Date.now()).toBeGreaterThan(30 * DAY - 60_000);
    expect(Date.parse(status.vipUntil!) - Date.now()).toBeLessThanOrEqual(30 * DAY);
    expect(status).toMatchObject({ isPremium: false, tournamentEntries: 0 });
    const payments = (await agent.get('/api/payments').expect(200)).body;
    expect(payments).toEqual([
      {
        id: expect.any(String),
        packageId: 'vip',
        packageName: 'VIP Access',
        amount: 5000,
        currency: 'usd',
        stripePaymentIntentId: event.data.object.id,
        status: 'succeeded',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('extends VIP from its current end, not from now', async () => {
    const { agent, user } = await signedInAgent(t.http);
    await deliver(t.http, JSON.stringify(succeededEvent(user.id, 'vip'))).expect(200);
    await deliver(t.http, JSON.stringify(succeededEvent(user.id, 'vip'))).expect(200);
    const { vipUntil } = await me(agent);
    expect(Date.parse(vipUntil!) - Date.now()).toBeGreaterThan(60 * DAY - 60_000);
  });

  it('grants premium: VIP and the premium flag', async () => {
    const { agent, user } = await signedInAgent(t.http);
    await deliver(t.http, JSON.stringify(succeededEvent(user.id, 'premium'))).expect(200);
    const status = await me(agent);
    expect(status.isPremium).toBe(true);
    expect(Date.parse(status.vipUntil!) - Date.now()).toBeGreaterThan(30 * DAY - 60_000);
    await deliver(t.http, JSON.stringify(succeededEvent(user.id, 'vip'))).expect(200);
    expect((await me(agent)).isPremium).toBe(true);
  });

  it('credits a tournament entry per tournament purchase', async () => {
    const { agent, user } = await signedInAgent(t.http);
    await deliver(t.http, JSON.stringify(succeededEvent(user.id, 'tournament'))).expect(200);
    await deliver(t.http, JSON.stringify(succeededEvent(user.id, 'tournament'))).expect(200);
    expect(await me(agent)).toMatchObject({
      tournamentEntries: 2,
      vipUntil: null,
      isPremium: false,
    });
    expect((await agent.get('/api/payments').expect(200)).body).toHaveLength(2);
  });

  it('verifies the signature on the raw bytes, so any JSON formatting is accepted', async () => {
    const { agent, user } = await signedInAgent(t.http);
    const payload = JSON.stringify(succeededEvent(user.id, 'tournament'), null, 3);
    await deliver(t.http, payload).expect(200);
    expect((await me(agent)).tournamentEntries).toBe(1);
  });

  it.each([
    [
      'a signature made with another secret',
      (payload: string) =>
        Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }),
    ],
    ['a garbled signature', () => 't=1,v1=deadbeef'],
    [
      'a signature of other bytes',
      (payload: string) =>
        Stripe.webhooks.generateTestHeaderString({ payload: `${payload} `, secret: SECRET }),
    ],
    [
      'an expired signature',
      (payload: string) =>
        Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 3600,
        }),
    ],
  ])('refuses %s with 400 and grants nothing', async (_name, sign) => {
    const { agent, user } = await signedInAgent(t.http);
    const payload = JSON.stringify(succeededEvent(user.id, 'vip'));
    const response = await deliver(t.http, payload, sign(payload)).expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'Invalid Stripe signature' });
    expect((await me(agent)).vipUntil).toBeNull();
    expect((await agent.get('/api/payments').expect(200)).body).toEqual([]);
  });

  it('refuses a delivery without a signature header with 400', async () => {
    const response = await request(t.http)
      .post('/api/stripe/webhook')
      .send({ id: 'evt_1', type: 'payment_intent.succeeded' })
      .expect(400);
    expect(response.body.message).toBe('Missing Stripe-Signature header');
  });

  it('refuses a body that is not JSON with 400', async () => {
    const payload = 'id=evt_1';
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const response = await request(t.http)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .set('Stripe-Signature', signature)
      .send(payload)
      .expect(400);
    expect(response.body.message).toBe('The body is not a Stripe event');
  });

  it('applies the same event delivered twice only once', async () => {
    const { agent, user } = await signedInAgent(t.http);
    const payload = JSON.stringify(succeededEvent(user.id, 'tournament'));
    expect((await deliver(t.http, payload).expect(200)).body.outcome).toBe('fulfilled');
    expect((await deliver(t.http, payload).expect(200)).body.outcome).toBe('duplicate');
    expect((await me(agent)).tournamentEntries).toBe(1);
    expect((await agent.get('/api/payments').expect(200)).body).toHaveLength(1);
  });

  it('fulfils once when several events for one payment intent arrive at the same time', async () => {
    const { agent, user } = await signedInAgent(t.http);
    const intentId = id('pi');
    const payloads = Array.from({ length: 6 }, (_, index) =>
      JSON.stringify(
        succeededEvent(user.id, index % 2 ? 'vip' : 'tournament', {
          intentId,
          metadata: { userId: user.id, packageId: 'tournament' },
        }),
      ),
    );
    const answers = await Promise.all(payloads.map((payload) => deliver(t.http, payload)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.body.outcome).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'fulfilled',
    ]);
    expect((await me(agent)).tournamentEntries).toBe(1);
    expect((await agent.get('/api/payments').expect(200)).body).toHaveLength(1);
  });

  it('fulfils once when the same event is delivered concurrently', async () => {
    const { agent, user } = await signedInAgent(t.http);
    const payload = JSON.stringify(succeededEvent(user.id, 'vip'));
    const answers = await Promise.all([
      deliver(t.http, payload),
      deliver(t.http, payload),
      deliver(t.http, payload),
    ]);
    expect(answers.map((answer) => answer.body.outcome).sort()).toEqual([
      'duplicate',
      'duplicate',
      'fulfilled',
    ]);
    const { vipUntil } = await me(agent);
    expect(Date.parse(vipUntil!) - Date.now()).toBeLessThanOrEqual(30 * DAY);
  });

  it('records but does not grant a payment below the package price', async () => {
    const { agent, user } = await signedInAgent(t.http);
    const response = await deliver(
      t.http,
      JSON.stringify(succeededEvent(user.id, 'premium', { amount: 100 })),
    ).expect(200);
    expect(response.body.outcome).toBe('rejected');
    expect(await me(agent)).toMatchObject({ vipUntil: null, isPremium: false });
    expect((await agent.get('/api/payments').expect(200)).body).toMatchObject([
      { status: 'rejected', amount: 100 },
    ]);
  });

  it.each([
    [
      'another event type',
      (userId: string) => succeededEvent(userId, 'vip', { type: 'payment_intent.created' }),
    ],
    ['an unknown package', (userId: string) => succeededEvent(userId, 'gold')],
    ['no member', () => succeededEvent('', 'vip', { metadata: { packageId: 'vip' } })],
    [
      'a member who does not exist',
      () => succeededEvent('00000000-0000-4000-8000-000000000000', 'vip'),
    ],
  ])('acknowledges %s without granting anything', async (_name, build) => {
    const { agent, user } = await signedInAgent(t.http);
    const response = await deliver(t.http, JSON.stringify(build(user.id))).expect(200);
    expect(response.body).toEqual({ received: true, outcome: 'ignored' });
    expect((await me(agent)).vipUntil).toBeNull();
    expect((await agent.get('/api/payments').expect(200)).body).toEqual([]);
  });
});

describe('GET /api/payments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ STRIPE_WEBHOOK_SECRET: SECRET });
  });
  afterAll(() => t.close());

  it('refuses anonymous callers with 401', async () => {
    const response = await request(t.http).get('/api/payments').expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Not signed in' });
  });

  it("lists only the signed-in member's own purchases, newest first", async () => {
    const alice = await signedInAgent(t.http);
    const bob = await signedInAgent(t.http);
    await deliver(t.http, JSON.stringify(succeededEvent(alice.user.id, 'tournament'))).expect(200);
    await deliver(t.http, JSON.stringify(succeededEvent(alice.user.id, 'vip'))).expect(200);
    await deliver(t.http, JSON.stringify(succeededEvent(bob.user.id, 'premium'))).expect(200);

    const mine = (await alice.agent.get('/api/payments').expect(200)).body as PaymentView[];
    expect(mine.map((payment) => payment.packageId)).toEqual(['vip', 'tournament']);
    const theirs = (await bob.agent.get('/api/payments').expect(200)).body as PaymentView[];
    expect(theirs.map((payment) => payment.packageId)).toEqual(['premium']);
    const nobody = await signedInAgent(t.http);
    expect((await nobody.agent.get('/api/payments').expect(200)).body).toEqual([]);
  });

  it('takes no query that could name another member', async () => {
    const { agent } = await signedInAgent(t.http);
    const bob = await signedInAgent(t.http);
    await deliver(t.http, JSON.stringify(succeededEvent(bob.user.id, 'vip'))).expect(200);
    expect((await agent.get(`/api/payments?userId=${bob.user.id}`).expect(200)).body).toEqual([]);
  });
});

describe('POST /api/stripe/webhook without STRIPE_WEBHOOK_SECRET', () => {
  it('answers 503 and grants nothing', async () => {
    const t = await startTestApp();
    try {
      const payload = JSON.stringify(succeededEvent('00000000-0000-4000-8000-000000000000', 'vip'));
      const response = await deliver(t.http, payload).expect(503);
      expect(response.body.message).toBe(
        'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET is not set)',
      );
    } finally {
      await t.close();
    }
  });
});
