import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@/realtime/chat-message';
import { isDuplicateMessage, withoutDuplicates } from '@/chat-core/message-dedupe';
import { PAYMENT_OPTIONS, paymentLabel, shouldShowPaymentPicker } from './payment-picker-rules';
import { unreadBadgeLabel } from './unread-badge';
import { createDeviceId, defaultDeviceName, generateGuestName } from './visitor-identity';
import { chatMessage } from '@/test/chat-message-fixture';

const message = (id: number, fields: Partial<ChatMessage> = {}) =>
  chatMessage(id, { senderId: 'Nova', content: 'hello', ...fields });

const PROMPT = 'Welcome! Please select a payment provider below:';

describe('unreadBadgeLabel', () => {
  it('shows nothing for none, the count up to 9, then 9+', () => {
    expect(unreadBadgeLabel(0)).toBeUndefined();
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(9)).toBe('9');
    expect(unreadBadgeLabel(10)).toBe('9+');
    expect(unreadBadgeLabel(250)).toBe('9+');
  });
});

describe('shouldShowPaymentPicker', () => {
  it('shows while the latest support message asks and the customer has not answered', () => {
    expect(
      shouldShowPaymentPicker([message(1), message(2, { isFromAdmin: true, content: PROMPT })]),
    ).toBe(true);
  });

  it('hides once the customer writes after it', () => {
    expect(
      shouldShowPaymentPicker([
        message(1, { isFromAdmin: true, content: PROMPT }),
        message(2, { content: 'Zelle' }),
      ]),
    ).toBe(false);
  });

  it('looks at the latest support message only', () => {
    expect(
      shouldShowPaymentPicker([
        message(1, { isFromAdmin: true, content: PROMPT }),
        message(2, { isFromAdmin: true, content: 'Anything else?' }),
      ]),
    ).toBe(false);
    expect(shouldShowPaymentPicker([])).toBe(false);
  });

  it('offers the six providers with their labels', () => {
    expect(PAYMENT_OPTIONS.map((option) => `${option.value}/${option.label}`)).toEqual([
      'venmo/Venmo',
      'zelle/Zelle',
      'crypto/Crypto',
      'paypal/PayPal',
      'cashapp/CashApp',
      'payment-link/Payment Link',
    ]);
    expect(paymentLabel('payment-link')).toBe('Payment Link');
  });
});

describe('isDuplicateMessage', () => {
  const existing = [message(1, { createdAt: '2026-01-01T10:00:00.000Z' })];

  it('drops the same id', () => {
    expect(isDuplicateMessage(existing, message(1, { content: 'changed' }))).toBe(true);
  });

  it('drops the same content from the same sender within 5 s', () => {
    expect(
      isDuplicateMessage(existing, message(2, { createdAt: '2026-01-01T10:00:05.000Z' })),
    ).toBe(true);
    expect(
      isDuplicateMessage(existing, message(2, { createdAt: '2026-01-01T09:59:56.000Z' })),
    ).toBe(true);
  });

  it('keeps it when later than 5 s, from someone else, or different', () => {
    expect(
      isDuplicateMessage(existing, message(2, { createdAt: '2026-01-01T10:00:05.001Z' })),
    ).toBe(false);
    expect(
      isDuplicateMessage(existing, message(2, { senderId: 'admin-1', isFromAdmin: true })),
    ).toBe(false);
    expect(isDuplicateMessage(existing, message(2, { content: 'hello!' }))).toBe(false);
    expect(
      isDuplicateMessage(
        existing,
        message(2, { content: 'hello', imageUrl: '/api/uploads/a.png' }),
      ),
    ).toBe(false);
  });

  it('filters repeats within one batch too', () => {
    expect(
      withoutDuplicates([], [message(5), message(6), message(7, { content: 'other' })]).map(
        (item) => item.id,
      ),
    ).toEqual([5, 7]);
  });
});

describe('visitor identity', () => {
  it('generates a guest name of "Guest-" and five characters', () => {
    expect(generateGuestName()).toMatch(/^Guest-[A-Z2-9]{5}$/);
    expect(generateGuestName(() => 0)).toBe('Guest-AAAAA');
  });

  it('makes device ids of the form device-{timestamp}-{random}', () => {
    expect(createDeviceId(1763771234567)).toMatch(/^device-1763771234567-[a-z2-9]{8}$/);
  });

  it('names a device Guest- and five uppercase characters of its random part', () => {
    expect(defaultDeviceName('device-1763771234567-k3j9x2')).toBe('Guest-K3J9X');
  });
});
