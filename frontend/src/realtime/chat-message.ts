/** A chat message as the REST answers and the socket's new_message events carry it. */
export interface ChatMessage {
  /** Grows with every message of a table; negative for an optimistic message not yet stored. */
  id: number;
  conversationId: string;
  senderId: string | null;
  content: string;
  messageType: 'text' | 'image';
  imageUrl: string | null;
  isFromAdmin: boolean;
  readAt: string | null;
  createdAt: string;
  /** Visitors' messages: the device id, or the guest name. */
  deviceId?: string;
  /** Set on an optimistic message until the server's copy (with the same id) replaces it. */
  clientMessageId?: string;
}

/** Which list a conversation lives in: members' ("user") or visitors' ("anonymous"). */
export type ConversationKind = 'user' | 'anonymous';

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
    else stored.set(message.id, message);
  }
  const ordered = [...stored.values()].sort((a, b) => a.id - b.id);
  return [
    ...ordered,
    ...pending.filter(
      (message) => !message.clientMessageId || !settled.has(message.clientMessageId),
    ),
  ];
}
