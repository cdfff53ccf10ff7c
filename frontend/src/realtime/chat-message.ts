import { isPayable, type ChatMessageView, type PaymentRequestView } from '@club/contracts';

/** A writer's own message the server has not confirmed: on its way, or failed and why. */
export type Delivery = { state: 'sending' } | { state: 'failed'; reason: string };

/**
 * A chat message as the REST answers and the socket's new_message events carry it. One the
 * writer's browser still holds (the outbox's) has `delivery` and a negative id of its own; its
 * `clientMessageId` ties it to the stored copy that replaces it.
 */
export type ChatMessage = ChatMessageView & { delivery?: Delivery };

/** The id to catch up after (`?after=`): the greatest stored id, or undefined when none. */
export function lastStoredId(messages: readonly ChatMessage[] | undefined): number | undefined {
  let last: number | undefined;
  for (const message of messages ?? []) {
    if (last === undefined || message.id > last) last = message.id;
  }
  return last;
}

/**
 * A copy of a payment request read before it closed can arrive after the event that closed it (a
 * catch-up answered just before a payment): once paid, cancelled or expired, it stays so.
 */
export function laterPaymentRequest(
  earlier: PaymentRequestView | undefined,
  later: PaymentRequestView,
): PaymentRequestView {
  return earlier && !isPayable(earlier.status) && isPayable(later.status) ? earlier : later;
}

/**
 * A later copy of a stored message may have been taken before the other side read it (a send's
 * answer that arrives after the read event) or before its payment request closed: a read mark,
 * once known, is kept, and so is a closed request.
 */
function keptLaterState(earlier: ChatMessage | undefined, later: ChatMessage): ChatMessage {
  if (!earlier) return later;
  const readAt = later.readAt ?? earlier.readAt;
  const paymentRequest =
    earlier.paymentRequest && later.paymentRequest
      ? laterPaymentRequest(earlier.paymentRequest, later.paymentRequest)
      : later.paymentRequest;
  return readAt === later.readAt && paymentRequest === later.paymentRequest
    ? later
    : { ...later, readAt, paymentRequest };
}

/** Adds stored messages `incoming` to `existing`: one copy per id, oldest first. */
export function mergeMessages(
  existing: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const stored = new Map<number, ChatMessage>();
  for (const message of [...existing, ...incoming]) {
    stored.set(message.id, keptLaterState(stored.get(message.id), message));
  }
  return [...stored.values()].sort((a, b) => a.id - b.id);
}
