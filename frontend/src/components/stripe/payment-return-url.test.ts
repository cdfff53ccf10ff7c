import { describe, expect, it } from 'vitest';
import { paymentReturnUrl } from './payment-return-url';

describe('paymentReturnUrl', () => {
  it('returns to the dashboard, naming the package', () => {
    expect(paymentReturnUrl('https://club.example', 'vip')).toBe(
      'https://club.example/dashboard?package=vip',
    );
  });
});
