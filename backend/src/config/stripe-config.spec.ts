import { describe, expect, it } from 'vitest';
import { readStripeConfig } from './stripe-config.js';

describe('readStripeConfig', () => {
  it('runs the store in demo mode by default: no keys and demo_ price ids', () => {
    expect(readStripeConfig({})).toEqual({
      secretKey: undefined,
      publishableKey: undefined,
      webhookSecret: undefined,
      priceIds: { tournament: 'demo_tournament', vip: 'demo_vip', premium: 'demo_premium' },
      apiBase: undefined,
      paymentRequestTtlMs: 24 * 60 * 60_000,
    });
  });

  it('reads the keys, the price ids and the API base', () => {
    const config = readStripeConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_TOURNAMENT: 'price_t',
      STRIPE_PRICE_VIP: ' price_v ',
      STRIPE_PRICE_PREMIUM: '',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      PAYMENT_REQUEST_TTL_MINUTES: '90',
    });
    expect(config).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      priceIds: { tournament: 'price_t', vip: 'price_v', premium: 'demo_premium' },
      apiBase: { protocol: 'http', host: '127.0.0.1', port: 12111 },
      paymentRequestTtlMs: 90 * 60_000,
    });
    expect(readStripeConfig({ STRIPE_API_BASE: 'https://stripe.internal' }).apiBase).toEqual({
      protocol: 'https',
      host: 'stripe.internal',
      port: 443,
    });
  });

  it.each([
    ['not a url', 'STRIPE_API_BASE must be a URL such as http://127.0.0.1:12111, got "not a url"'],
    ['ftp://host', 'STRIPE_API_BASE must be an http or https URL, got "ftp://host"'],
  ])('refuses STRIPE_API_BASE=%s', (value, message) => {
    expect(() => readStripeConfig({ STRIPE_API_BASE: value })).toThrow(message);
  });

  it.each(['0', '-5', '1.5', 'a day'])('refuses PAYMENT_REQUEST_TTL_MINUTES=%s', (value) => {
    expect(() => readStripeConfig({ PAYMENT_REQUEST_TTL_MINUTES: value })).toThrow(
      `PAYMENT_REQUEST_TTL_MINUTES must be a whole number of minutes of at least 1, got "${value}"`,
    );
  });
});
