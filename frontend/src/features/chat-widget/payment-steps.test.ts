import { describe, expect, it } from 'vitest';
import type { PaymentRequestStatus } from '@club/contracts';
import { paymentOutcome, type PaymentStep } from './payment-steps';

const checkout: PaymentStep = {
  step: 'checkout',
  checkout: { clientSecret: 'pi_1_secret_2', publishableKey: 'pk_test_1' },
};

describe('paymentOutcome', () => {
  it.each<[PaymentStep, PaymentRequestStatus, ReturnType<typeof paymentOutcome>]>([
    [{ step: 'confirming' }, 'paid', 'paid'],
    [checkout, 'paid', 'paid'],
    [{ step: 'confirming' }, 'failed', 'failed'],
    [checkout, 'failed', undefined],
    [{ step: 'confirming' }, 'open', undefined],
    [{ step: 'starting' }, 'paid', 'over'],
    [{ step: 'refused', error: 'Payment request not found' }, 'expired', 'over'],
    [{ step: 'refused', error: 'Payment request not found' }, 'open', undefined],
    [checkout, 'cancelled', 'over'],
  ])('after %o, a request now %s is %s', (step, status, outcome) => {
    expect(paymentOutcome(step, { status })).toBe(outcome);
  });
});
