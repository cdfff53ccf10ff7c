import { ERROR_TEXT, type ClientSecretView } from '@club/contracts';
import Stripe from 'stripe';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInAgent } from './support/accounts.js';
import { startStripeStub, type StripeStub } from './support/stripe-stub.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const WEBHOOK_SECRET = 'whsec_status';
const NOT_FOUND = { statusCode: 404, message: 'Payment not found' };
const BAD_ID = 'paymentIntentId is not a Stripe PaymentIntent id';

describe('GET /api/payments/{paymentIntentId}', () => {
  let stub: StripeStub;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startStripeStub();
    t = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_status',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_status',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_VIP: 'price_vip',
      STRIPE_PRICE_PREMIUM: 'price_premium',
      STRIPE_API_BASE: stub.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  beforeEach(() => {
    stub.failReadsWith = undefined;
  });

  /** A member who started paying for `priceId`: the PaymentIntent Stripe made for them. */
  async function startedPayment(priceId = 'price_vip') {
    const { agent, user } = await signedInAgent(t.http);
    const { body } = await agent.post('/api/create-payment').send({ priceId }).expect(200);
    const id = (body as ClientSecretView).clientSecret.split('_secret_')[0];
    return { agent, user, id, intent: stub.intents.get(id)! };
  }

  /** Stripe's payment_intent.succeeded webhook for that PaymentIntent, signed. */
  async function deliverSucceeded(
    intent: { id: string; metadata: Record<string, string> },
    amount: number,
  ) {
    const payload = JSON.stringify({
      id: `evt_${intent.id}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: intent.id,
          object: 'payment_intent',
          amount,
          amount_received: amount,
          currency: 'usd',
          metadata: intent.metadata,
          status: 'succeeded',
        },
      },
    });
    await request(t.http)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set(
        'Stripe-Signature',
        Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      )
      .send(payload)
      .expect(200);
  }

  const reads = () => stub.requests.filter((request) => request.method === 'GET').length;
  const statusOf = (agent: TestAgent, id: string) => agent.get(`/api/payments/${id}`);

  it('refuses anonymous callers with 401 and asks Stripe nothing', async () => {
    const { id } = await startedPayment();
    const before = reads();
    const response = await request(t.http).get(`/api/payments/${id}`).expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Not signed in' });
    expect(reads()).toBe(before);
  });

  it.each(['abc', 'pi_', 'cus_123', 'pi_a-b', 'pi_a.b', `pi_${'a'.repeat(101)}`, 'pi_%E2%80%AE'])(
    'refuses the bad id %s with 400 and asks Stripe nothing',
    async (id) => {
      const { agent } = await signedInAgent(t.http);
      const before = reads();
      const response = await statusOf(agent, id).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: BAD_ID });
      expect(reads()).toBe(before);
    },
  );

  it('answers 404 to an id nobody paid with', async () => {
    const { agent } = await signedInAgent(t.http);
    expect((await statusOf(agent, 'pi_nothing_here').expect(404)).body).toEqual(NOT_FOUND);
  });

  it("follows the owner's payment from Stripe until the webhook records it, then from the database", async () => {
    const { agent, id, intent } = await startedPayment();
    expect((await statusOf(agent, id).expect(200)).body).toEqual({
      paymentIntentId: id,
      status: 'pending',
      packageId: 'vip',
      packageName: 'VIP Access',
      recorded: false,
    });

    intent.status = 'succeeded';
    expect((await statusOf(agent, id).expect(200)).body).toMatchObject({
      status: 'succeeded',
      recorded: false,
    });

    await deliverSucceeded(intent, 5000);
    const before = reads();
    expect((await statusOf(agent, id).expect(200)).body).toEqual({
      paymentIntentId: id,
      status: 'succeeded',
      packageId: 'vip',
      packageName: 'VIP Access',
      recorded: true,
    });
    expect(reads()).toBe(before);
  });

  it("answers 404 to another member asking about someone's payment, before and after the webhook", async () => {
    const { id, intent } = await startedPayment('price_premium');
    const { agent: other } = await signedInAgent(t.http);
    intent.status = 'succeeded';
    expect((await statusOf(other, id).expect(404)).body).toEqual(NOT_FOUND);
    await deliverSucceeded(intent, 10000);
    expect((await statusOf(other, id).expect(404)).body).toEqual(NOT_FOUND);
  });

  it('says failed for a declined attempt or a cancelled payment, and processing while Stripe takes it', async () => {
    const { agent, id, intent } = await startedPayment();
    intent.last_payment_error = { code: 'card_declined', message: 'Your card was declined.' };
    expect((await statusOf(agent, id).expect(200)).body.status).toBe('failed');
    intent.status = 'processing';
    expect((await statusOf(agent, id).expect(200)).body.status).toBe('processing');
    intent.status = 'canceled';
    expect((await statusOf(agent, id).expect(200)).body.status).toBe('failed');
  });

  it('says rejected when the webhook recorded a payment that did not pay for the package', async () => {
    const { agent, id, intent } = await startedPayment();
    await deliverSucceeded(intent, 100);
    expect((await statusOf(agent, id).expect(200)).body).toMatchObject({
      status: 'rejected',
      recorded: true,
    });
  });

  it("answers 502 when Stripe cannot be read, without Stripe's details", async () => {
    const { agent, id } = await startedPayment();
    stub.failReadsWith = 500;
    const response = await statusOf(agent, id).expect(502);
    expect(response.body).toEqual({
      statusCode: 502,
      message: 'The payment could not be checked. Please try again later.',
    });
  });
});

describe('GET /api/payments/{paymentIntentId} without Stripe keys', () => {
  it('answers 404: no payment can exist', async () => {
    const t = await startTestApp();
    try {
      const { agent } = await signedInAgent(t.http);
      expect((await agent.get('/api/payments/pi_anything').expect(404)).body).toEqual(NOT_FOUND);
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/payments/{paymentIntentId} budget', () => {
  it('answers 429 with Retry-After past RATE_LIMIT_PAYMENT_STATUS per account, not per address', async () => {
    const t = await startTestApp({ RATE_LIMIT_PAYMENT_STATUS: '3/600' });
    try {
      const { agent } = await signedInAgent(t.http);
      for (let look = 0; look < 3; look++) await agent.get('/api/payments/pi_anything').expect(404);
      const refused = await agent.get('/api/payments/pi_anything').expect(429);
      expect(refused.body).toEqual({ statusCode: 429, message: ERROR_TEXT.tooManyRequests });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const other = await signedInAgent(t.http);
      await other.agent.get('/api/payments/pi_anything').expect(404);
    } finally {
      await t.close();
    }
  });
});
