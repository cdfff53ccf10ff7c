import { isPayable, type PaymentRequestView } from '@club/contracts';
import { lastStoredId, laterPaymentRequest, type ChatMessage } from '@/realtime/chat-message';

/**
 * The message carrying `request` shows it as it now stands (paid, failed, cancelled, expired):
 * a `payment_request_updated` event or a payment's answer, but never payable again once closed.
 * Changes the (draft) list in place.
 */
export function withUpdatedPaymentRequest(
  messages: ChatMessage[],
  request: PaymentRequestView,
): void {
  for (const message of messages) {
    if (message.paymentRequest?.id === request.id)
      message.paymentRequest = laterPaymentRequest(message.paymentRequest, request);
  }
}

/**
 * Where a catch-up fetch starts: after the last stored message, or just before the first message
 * whose request could still change (open or failed), so that a change missed while the socket was
 * away (paid, cancelled, expired) is read again with it.
 */
export function catchUpAfter(messages: readonly ChatMessage[] | undefined): number | undefined {
  const last = lastStoredId(messages);
  const changeable = messages?.find(
    (message) =>
      message.id > 0 && message.paymentRequest && isPayable(message.paymentRequest.status),
  );
  return changeable && last !== undefined ? Math.min(last, changeable.id - 1) : last;
}
