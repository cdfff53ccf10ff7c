import type { ChatMessageView } from '@club/contracts';

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
 * A later copy of a stored message may have been taken before the other side read it (a send's
 * answer that arrives after the read event): a read mark, once known, is kept.
 */
function keptReadMark(earlier: ChatMessage | undefined, later: ChatMessage): ChatMessage {
  return earlier?.readAt && !later.readAt ? { ...later, readAt: earlier.readAt } : later;
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
    else stored.set(message.id, keptReadMark(stored.get(message.id), message));
  }
  const ordered = [...stored.values()].sort((a, b) => a.id - b.id);
  return [
    ...ordered,
    ...pending.filter(
      (message) => !message.clientMessageId || !settled.has(message.clientMessageId),
    ),
  ];
}
