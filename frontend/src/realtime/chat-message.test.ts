import { describe, expect, it } from 'vitest';
import { chatMessage as message } from '@/test/chat-message-fixture';
import { paymentRequest } from '@/test/payment-request-fixture';
import { lastStoredId, laterPaymentRequest, mergeMessages } from './chat-message';

describe('mergeMessages', () => {
  it('keeps one copy per id, oldest first', () => {
    const merged = mergeMessages([message(1), message(3)], [message(2), message(3), message(1)]);
    expect(merged.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('takes the newer copy of a message it already has', () => {
    const merged = mergeMessages(
      [message(1)],
      [message(1, { readAt: '2026-01-01T10:01:00.000Z' })],
    );
    expect(merged).toEqual([message(1, { readAt: '2026-01-01T10:01:00.000Z' })]);
  });

  it('keeps a read mark when a copy taken before the read arrives later', () => {
    const read = message(1, { readAt: '2026-01-01T10:01:00.000Z', content: 'Thanks!' });
    const merged = mergeMessages([read], [message(1, { content: 'Thanks!' })]);
    expect(merged).toEqual([read]);
  });

  it('keeps a closed payment request when a copy read before it closed arrives later', () => {
    const paid = paymentRequest({ status: 'paid', closedAt: '2026-01-01T10:06:00.000Z' });
    const stale = message(1, { messageType: 'payment_request', paymentRequest: paymentRequest() });
    const merged = mergeMessages([{ ...stale, paymentRequest: paid }], [stale]);
    expect(merged.map((item) => item.paymentRequest?.status)).toEqual(['paid']);
  });

  it("takes a payment request's newer state otherwise", () => {
    const open = message(1, { messageType: 'payment_request', paymentRequest: paymentRequest() });
    const failed = paymentRequest({ status: 'failed', failureMessage: 'Your card was declined.' });
    const merged = mergeMessages([open], [{ ...open, paymentRequest: failed }]);
    expect(merged.map((item) => item.paymentRequest?.status)).toEqual(['failed']);
  });
});

describe('lastStoredId', () => {
  it('is the greatest stored id', () => {
    expect(lastStoredId([message(4), message(9), message(2)])).toBe(9);
    expect(lastStoredId([])).toBeUndefined();
    expect(lastStoredId(undefined)).toBeUndefined();
  });
});

describe('laterPaymentRequest', () => {
  it('never reopens a paid, cancelled or expired request', () => {
    for (const status of ['paid', 'cancelled', 'expired'] as const) {
      const closed = paymentRequest({ status, closedAt: '2026-01-01T10:06:00.000Z' });
      expect(laterPaymentRequest(closed, paymentRequest())).toBe(closed);
      expect(laterPaymentRequest(closed, paymentRequest({ status: 'failed' }))).toBe(closed);
    }
  });

  it('takes the later copy between payable states and into a closed one', () => {
    const failed = paymentRequest({ status: 'failed' });
    const paid = paymentRequest({ status: 'paid', closedAt: '2026-01-01T10:06:00.000Z' });
    expect(laterPaymentRequest(paymentRequest(), failed)).toBe(failed);
    expect(laterPaymentRequest(failed, paid)).toBe(paid);
  });
});
