import type { ChatMessage } from '@/realtime/chat-message';

/**
 * The message to mark "Seen": the last one written by this side (support's in the inbox, the
 * customer's in a widget), once the other side has read it; undefined otherwise.
 */
export function seenMessageId(
  messages: readonly ChatMessage[],
  ownAreSupport: boolean,
): number | undefined {
  const lastOwn = messages.findLast((message) => message.isFromAdmin === ownAreSupport);
  return lastOwn?.readAt ? lastOwn.id : undefined;
}
