import { isPayable, type ChatMessageView, type PaymentRequestView } from '@club/contracts';

/**
 * A chat message as the REST answers and the socket's new_message events carry it. A negative id
 * marks an optimistic message not stored yet, whose `clientMessageId` ties it to its stored copy.
 */
export type ChatMessage = ChatMessageView & { clientMessageId?: string };

export function isPendingMessage(message: ChatMessage): boolean {
  return message.id < 0;
}

/** The id to catch up after (`?after=`): the greatest stored id, or undefined when none. */
export function lastStoredId(messages: readonly ChatMessage[] | undefined): number | undefined {
  let last: number | undefined;
  for (const message of messages ?? []) {
    if (message.id > 0 && (last === undefined || message.id > last)) last = message.id;
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

/**
 * Adds `incoming` to `existing`: one copy per id, oldest first, and an optimistic message
 * dropped once the stored copy carrying its clientMessageId arrives. Pending ones stay last.
 */
export function mergeMessages(
  existing: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
  acknowledged: readonly string[] = [],
): ChatMessage[] {
  const stored = new Map<number, ChatMessage>();
  const pending: ChatMessage[] = [];
  const settled = new Set(acknowledged);
  for (const message of [...existing, ...incoming]) {
    if (isPendingMessage(message)) pending.push(message);
    else stored.set(message.id, keptLaterState(stored.get(message.id), message));
  }
  const ordered = [...stored.values()].sort((a, b) => a.id - b.id);
  return [
    ...ordered,
    ...pending.filter(
      (message) => !message.clientMessageId || !settled.has(message.clientMessageId),
    ),
  ];
}
