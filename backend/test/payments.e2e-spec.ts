import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInAgent } from './support/accounts.js';
import { withClient } from './support/database-server.js';
import { startStripeStub, type StripeStub } from './support/stripe-stub.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_club',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_club',
  STRIPE_WEBHOOK_SECRET: 'whsec_club',
  STRIPE_PRICE_VIP: 'price_vip',
  STRIPE_PRICE_PREMIUM: 'price_premium',
};

const DEMO_ERROR =
  'This is a demo store page: real payments need products and prices created in the Stripe dashboard';
const UNKNOWN_ERROR = 'Unknown price id: choose one of the packages of GET /api/store/packages';

describe('GET /api/store/packages', () => {
  it('answers the three packages with server amounts, price ids, demo flags and the publishable key', async () => {
    const t = await startTestApp(STRIPE_ENV);
    try {
      const response = await request(t.http).get('/api/store/packages').expect(200);
      expect(response.body.publishableKey).toBe('pk_test_club');
      expect(response.body.packages).toEqual([
        expect.objectContaining({
          id: 'tournament',
          name: 'Tournament Entry',
          amount: 2500,
          currency: 'usd',
          priceId: 'demo_tournament',
          demo: true,
          popular: false,
        }),
        expect.objectContaining({
          id: 'vip',
          name: 'VIP Access',
          amount: 5000,
          priceId: 'price_vip',
          demo: false,
          popular: true,
        }),
        expect.objectContaining({
          id: 'premium',
          name: 'Premium Package',
          amount: 10000,
          priceId: 'price_premium',
          demo: false,
          popular: false,
        }),
      ]);
      expect(response.body.packages.map((pkg: { features: string[] }) => pkg.features)).toEqual([
        [
          'Premium tournaments',
          'Prize pool participation',
          'Tournament statistics',
          'Leaderboard tracking',
        ],
        [
          '30 days VIP access',
          'Priority support',
          'Advanced analytics',
          'VIP chat channels',
          'Exclusive events',
          'Merchandise discounts',
        ],
        [
          'Everything in VIP',
          'Private rooms access',
          '1-on-1 coaching session',
          'Exclusive merchandise',
          'Direct support line',
          'Event invitations',
        ],
      ]);
    } finally {
      await t.close();
    }
  });

  it('is all demo, without a publishable key, when Stripe is not configured', async () => {
    const t = await startTestApp({ STRIPE_PRICE_VIP: 'price_vip' });
    try {
      const response = await request(t.http).get('/api/store/packages').expect(200);
      expect(response.body.publishableKey).toBeNull();
      expect(
        response.body.packages.map((pkg: { priceId: string; demo: boolean }) => [
          pkg.priceId,
          pkg.demo,
        ]),
      ).toEqual([
        ['demo_tournament', true],
        ['price_vip', true],
        ['demo_premium', true],
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('POST /api/create-payment', () => {
  let stub: StripeStub;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startStripeStub();
    t = await startTestApp({ ...STRIPE_ENV, STRIPE_API_BASE: stub.url });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  beforeEach(() => {
    stub.requests.length = 0;
    stub.failPaymentIntentsWith = undefined;
  });

  const customerOf = (userId: string) =>
    withClient(t.database.url, async (client) => {
      const { rows } = await client.query(
        'SELECT "stripeCustomerId" FROM "users" WHERE "id" = $1',
        [userId],
      );
      return rows[0].stripeCustomerId as string | null;
    });

  it('refuses anonymous callers with 401 and calls nobody', async () => {
    const response = await request(t.http)
      .post('/api/create-payment')
      .send({ priceId: 'price_vip' })
      .expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Not signed in' });
    expect(stub.requests).toHaveLength(0);
  });

  it("creates a customer and a PaymentIntent for the server's amount, with metadata and an idempotency key", async () => {
    const { agent, user } = await signedInAgent(t.http, { firstName: 'Nova' });
    const response = await agent
      .post('/api/create-payment')
      .send({ priceId: 'price_vip' })
      .expect(200);
    expect(response.body).toEqual({
      clientSecret: expect.stringMatching(/^pi_stub\d+_secret_stub$/),
    });

    const [customer] = stub.requestsTo('/v1/customers');
    expect(customer.form).toMatchObject({
      email: `${user.username}@example.com`,
      name: 'Nova',
      'metadata[userId]': user.id,
    });
    expect(customer.headers.authorization).toBe('Bearer sk_test_club');
    const [intent] = stub.requestsTo('/v1/payment_intents');
    expect(intent.form).toMatchObject({
      amount: '5000',
      currency: 'usd',
      customer: 'cus_stub1',
      'metadata[userId]': user.id,
      'metadata[packageId]': 'vip',
      'metadata[priceId]': 'price_vip',
      'automatic_payment_methods[enabled]': 'true',
    });
    expect(intent.headers['idempotency-key']).toMatch(
      new RegExp(`^payment-${user.id}-vip-[0-9a-f-]{36}$`),
    );
    expect(await customerOf(user.id)).toBe('cus_stub1');
  });

  it('reuses the saved customer, and each attempt gets its own idempotency key', async () => {
    const { agent, user } = await signedInAgent(t.http);
    await agent.post('/api/create-payment').send({ priceId: 'price_premium' }).expect(200);
    await agent.post('/api/create-payment').send({ priceId: 'price_premium' }).expect(200);
    expect(stub.requestsTo('/v1/customers')).toHaveLength(1);
    const intents = stub.requestsTo('/v1/payment_intents');
    expect(intents.map((intent) => intent.form.amount)).toEqual(['10000', '10000']);
    expect(new Set(intents.map((intent) => intent.form.customer)).size).toBe(1);
    expect(intents[0].headers['idempotency-key']).not.toBe(intents[1].headers['idempotency-key']);
    expect(await customerOf(user.id)).toBe(intents[0].form.customer);
  });

  it('replaces a saved customer that Stripe no longer knows', async () => {
    const { agent, user } = await signedInAgent(t.http);
    await withClient(t.database.url, (client) =>
      client.query(`UPDATE "users" SET "stripeCustomerId" = 'cus_gone' WHERE "id" = $1`, [user.id]),
    );
    stub.missingCustomers.add('cus_gone');
    await agent.post('/api/create-payment').send({ priceId: 'price_vip' }).expect(200);
    const intents = stub.requestsTo('/v1/payment_intents');
    expect(intents.map((intent) => intent.form.customer)).toEqual([
      'cus_gone',
      expect.stringMatching(/^cus_stub/),
    ]);
    expect(await customerOf(user.id)).toBe(intents[1].form.customer);
  });

  it('takes the amount from the server: a client amount is refused', async () => {
    const { agent } = await signedInAgent(t.http);
    const response = await agent
      .post('/api/create-payment')
      .send({ priceId: 'price_vip', amount: 1 })
      .expect(400);
    expect(response.body.message).toBe('property amount should not exist');
    expect(stub.requests).toHaveLength(0);
  });

  it('refuses a demo price id with {error} and makes no payment call', async () => {
    const { agent } = await signedInAgent(t.http);
    const response = await agent
      .post('/api/create-payment')
      .send({ priceId: 'demo_tournament' })
      .expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: DEMO_ERROR, error: DEMO_ERROR });
    expect(stub.requests).toHaveLength(0);
  });

  it.each(['price_unknown', 'demo_vip'])(
    'refuses the unknown price id %s with 400 {error}',
    async (priceId) => {
      const { agent } = await signedInAgent(t.http);
      const response = await agent.post('/api/create-payment').send({ priceId }).expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: UNKNOWN_ERROR,
        error: UNKNOWN_ERROR,
      });
      expect(stub.requests).toHaveLength(0);
    },
  );

  it.each([
    [{}, 'priceId is required'],
    [{ priceId: '' }, 'priceId is required'],
    [{ priceId: 42 }, 'priceId must be text'],
    [{ priceId: 'x'.repeat(256) }, 'priceId must be at most 255 characters'],
  ])('refuses the bad body %o with 400', async (body, message) => {
    const { agent } = await signedInAgent(t.http);
    const response = await agent.post('/api/create-payment').send(body).expect(400);
    expect(response.body.message).toBe(message);
    expect(stub.requests).toHaveLength(0);
  });

  it('answers 502 {error} when Stripe fails, without its details', async () => {
    stub.failPaymentIntentsWith = 400;
    const { agent } = await signedInAgent(t.http);
    const response = await agent
      .post('/api/create-payment')
      .send({ priceId: 'price_vip' })
      .expect(502);
    expect(response.body).toEqual({
      statusCode: 502,
      message: 'The payment could not be started. Please try again later.',
      error: 'The payment could not be started. Please try again later.',
    });
  });
});

describe('POST /api/create-payment without a Stripe key', () => {
  it('answers a clear {error}', async () => {
    const t = await startTestApp({ STRIPE_PRICE_VIP: 'price_vip' });
    try {
      const { agent } = await signedInAgent(t.http);
      const response = await agent
        .post('/api/create-payment')
        .send({ priceId: 'price_vip' })
        .expect(400);
      expect(response.body.error).toBe(
        'Payments are not configured on this server (STRIPE_SECRET_KEY is not set)',
      );
    } finally {
      await t.close();
    }
  });
});

describe('the content security policy', () => {
  it("allows Stripe.js, its frames and its API, and nothing else's scripts", async () => {
    const t = await startTestApp();
    try {
      const csp = (await request(t.http).get('/api/health')).headers[
        'content-security-policy'
      ] as string;
      const directives = csp.split(';');
      expect(directives).toContain(
        "script-src 'self' https://js.stripe.com https://*.js.stripe.com",
      );
      expect(directives).toContain(
        'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://m.stripe.network',
      );
      expect(directives).toContain(
        "connect-src 'self' https://api.stripe.com https://m.stripe.network",
      );
    } finally {
      await t.close();
    }
  });
});
