import { describe, expect, it } from 'vitest';
import { formatPackagePrice } from '@club/contracts';
import { isDemoPackage, paymentErrorText, paymentIntentIdOf } from './store-rules';

describe('isDemoPackage', () => {
  it('is true for demo_ price ids and for packages the server marks demo', () => {
    expect(isDemoPackage({ demo: false, priceId: 'demo_vip' })).toBe(true);
    expect(isDemoPackage({ demo: true, priceId: 'price_123' })).toBe(true);
    expect(isDemoPackage({ demo: false, priceId: 'price_123' })).toBe(false);
  });
});

describe('formatPackagePrice', () => {
  it('shows whole dollars without decimals', () => {
    expect(formatPackagePrice(2500)).toBe('$25');
    expect(formatPackagePrice(10000)).toBe('$100');
    expect(formatPackagePrice(2450)).toBe('$24.50');
  });
});

describe('paymentErrorText', () => {
  it("reads the server's {error}", () => {
    expect(
      paymentErrorText({
        status: 400,
        message: '400: {"statusCode":400,"message":"Unknown","error":"Unknown price id"}',
      }),
    ).toBe('Unknown price id');
  });

  it('falls back to the message of other error bodies', () => {
    expect(
      paymentErrorText({
        status: 401,
        message: '401: {"statusCode":401,"message":"Not signed in"}',
      }),
    ).toBe('Not signed in');
  });

  it('has nothing for network failures or bodies that are not ours', () => {
    expect(
      paymentErrorText({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' }),
    ).toBeUndefined();
    expect(paymentErrorText({ status: 502, message: '502: Bad Gateway' })).toBeUndefined();
    expect(paymentErrorText({ status: 500, message: '500: {"error":""}' })).toBeUndefined();
    expect(paymentErrorText(new Error('boom'))).toBeUndefined();
  });
});

describe('paymentIntentIdOf', () => {
  it('reads the PaymentIntent id Stripe adds to the return address', () => {
    const params = new URLSearchParams('payment_intent=pi_3Q2w3E&redirect_status=succeeded');
    expect(paymentIntentIdOf(params)).toBe('pi_3Q2w3E');
  });

  it.each(['', 'redirect_status=succeeded', 'payment_intent=abc', 'payment_intent=pi_../x'])(
    'ignores a missing or malformed id (%s)',
    (query) => {
      expect(paymentIntentIdOf(new URLSearchParams(query))).toBeNull();
    },
  );
});
