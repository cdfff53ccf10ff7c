import { PAYMENT_LINK_CHOICE, PAYMENT_PROMPT } from '@club/contracts';
import type { ChatMessage } from '@/realtime/chat-message';

export const PAYMENT_OPTIONS = [
  { value: 'venmo', label: 'Venmo' },
  { value: 'zelle', label: 'Zelle' },
  { value: 'crypto', label: 'Crypto' },
  { value: 'paypal', label: 'PayPal' },
  { value: 'cashapp', label: 'CashApp' },
  { value: 'payment-link', label: PAYMENT_LINK_CHOICE },
] as const;

export type PaymentOption = (typeof PAYMENT_OPTIONS)[number]['value'];

export function paymentLabel(value: PaymentOption): string {
  return PAYMENT_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/**
 * The picker shows while the latest support message asks for a provider and the customer
 * has not written since.
 */
export function shouldShowPaymentPicker(messages: readonly ChatMessage[]): boolean {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (!message.isFromAdmin) return false;
    return message.content.includes(PAYMENT_PROMPT);
  }
  return false;
}
