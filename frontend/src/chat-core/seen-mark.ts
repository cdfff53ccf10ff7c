import type { ChatMessage } from '@/realtime/chat-message';

/** Written by the server, not by either side: it says nothing of what the other side read. */
function isAutomatic(message: ChatMessage): boolean {
  return 'automatic' in message && Boolean(message.automatic);
}

/**
 * The message to mark "Seen": the last one written by this side (support's in the inbox, the
 * customer's in a widget), once the other side has read it; undefined otherwise. Automatic
 * messages are not anyone's: the sign-in mark is stored read, and counting it showed "Seen"
 * under a new member's messages before anyone from support had read them.
 */
export function seenMessageId(
  messages: readonly ChatMessage[],
  ownAreSupport: boolean,
): number | undefined {
  const lastOwn = messages.findLast(
    (message) => message.isFromAdmin === ownAreSupport && !isAutomatic(message),
  );
  return lastOwn?.readAt ? lastOwn.id : undefined;
}
