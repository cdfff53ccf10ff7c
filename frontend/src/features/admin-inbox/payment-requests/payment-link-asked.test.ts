import { describe, expect, it } from 'vitest';
import { MEMBER_SIGN_IN_TEXT, PAYMENT_LINK_CHOICE } from '@club/contracts';
import { chatMessage } from '@/test/chat-message-fixture';
import { paymentLinkAsked } from './payment-link-asked';
import { paymentRequest } from '@/test/payment-request-fixture';

const at = (minute: number) => `2026-01-01T10:0${minute}:00.000Z`;
const customer = (id: number, content: string, minute = id) =>
  chatMessage(id, { content, createdAt: at(minute) });
const support = (id: number, content: string, minute = id) =>
  chatMessage(id, { content, isFromAdmin: true, senderId: 'admin-1', createdAt: at(minute) });
const requestMessage = (id: number) =>
  chatMessage(id, {
    content: 'Payment request: VIP Access ($50)',
    messageType: 'payment_request',
    isFromAdmin: true,
    senderId: 'admin-1',
    createdAt: at(id),
    paymentRequest: paymentRequest({ createdAt: at(id) }),
  });

describe('paymentLinkAsked (the desk suggests a payment request)', () => {
  it('suggests when the latest customer message is the Payment Link choice', () => {
    expect(paymentLinkAsked([customer(1, 'Hi'), customer(2, PAYMENT_LINK_CHOICE)], [])).toBe(true);
  });

  it('still suggests after support answered in words', () => {
    expect(
      paymentLinkAsked([customer(1, PAYMENT_LINK_CHOICE), support(2, 'One moment please')], []),
    ).toBe(true);
  });

  it('looks past automatic messages to the customer', () => {
    const signedIn = chatMessage(2, { content: MEMBER_SIGN_IN_TEXT, automatic: 'member_sign_in' });
    expect(paymentLinkAsked([customer(1, PAYMENT_LINK_CHOICE), signedIn], [])).toBe(true);
  });

  it('does not suggest once a request was sent after the choice', () => {
    expect(paymentLinkAsked([customer(1, PAYMENT_LINK_CHOICE), requestMessage(2)], [])).toBe(false);
  });

  it('does not suggest when a request is listed after the choice before its message arrived', () => {
    const messages = [customer(1, PAYMENT_LINK_CHOICE)];
    expect(paymentLinkAsked(messages, [paymentRequest({ createdAt: at(2) })])).toBe(false);
    expect(paymentLinkAsked(messages, [paymentRequest({ createdAt: at(0) })])).toBe(true);
  });

  it('suggests again when the customer chooses Payment Link after an earlier request', () => {
    const messages = [
      customer(1, PAYMENT_LINK_CHOICE),
      requestMessage(2),
      customer(3, PAYMENT_LINK_CHOICE),
    ];
    expect(paymentLinkAsked(messages, [paymentRequest({ createdAt: at(2) })])).toBe(true);
  });

  it('does not suggest when the customer wrote something else since, or anything close', () => {
    expect(paymentLinkAsked([customer(1, PAYMENT_LINK_CHOICE), customer(2, 'Thanks')], [])).toBe(
      false,
    );
    expect(paymentLinkAsked([customer(1, 'payment link')], [])).toBe(false);
    expect(paymentLinkAsked([customer(1, 'Payment Link please')], [])).toBe(false);
    expect(paymentLinkAsked([], [])).toBe(false);
  });

  it('does not suggest on support writing the words', () => {
    expect(paymentLinkAsked([support(1, PAYMENT_LINK_CHOICE)], [])).toBe(false);
  });
});
