import type { PaymentRequestView } from '@club/contracts';
import type { ChatMessage } from '@/realtime/chat-message';

/**
 * The message carrying `request` shows it as it now stands (paid, failed, cancelled, expired):
 * a `payment_request_updated` event or a payment's answer. Changes the (draft) list in place.
 */
export function withUpdatedPaymentRequest(
  messages: ChatMessage[],
  request: PaymentRequestView,
): void {
  for (const message of messages) {
    if (message.paymentRequest?.id === request.id) message.paymentRequest = request;
  }
}
