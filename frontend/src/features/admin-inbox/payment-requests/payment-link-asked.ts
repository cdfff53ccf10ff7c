import { MESSAGE_TYPE, PAYMENT_LINK_CHOICE, type PaymentRequestView } from '@club/contracts';
import type { ChatMessage } from '@/realtime/chat-message';

const isAutomatic = (message: ChatMessage) => 'automatic' in message && !!message.automatic;

/**
 * Whether the desk should suggest a payment request: the customer's latest message is the
 * payment picker's "Payment Link" choice, and no request was sent after it — neither in the
 * thread nor among the conversation's requests (a sent one is listed before its message arrives).
 */
export function paymentLinkAsked(
  messages: readonly ChatMessage[],
  requests: readonly PaymentRequestView[],
): boolean {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message.messageType === MESSAGE_TYPE.paymentRequest) return false;
    if (message.isFromAdmin || isAutomatic(message)) continue;
    if (message.content !== PAYMENT_LINK_CHOICE) return false;
    const askedAt = Date.parse(message.createdAt);
    return requests.every((request) => Date.parse(request.createdAt) < askedAt);
  }
  return false;
}
