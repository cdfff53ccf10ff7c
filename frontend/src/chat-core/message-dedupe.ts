import type { ChatMessage } from '@/realtime/chat-message';

/** Two copies of one message within this window count as one (SPEC §5, §9: 5 s). */
export const DUPLICATE_WINDOW_MS = 5_000;

/**
 * The guest widget drops an incoming message whose id it already has, or whose content (text and
 * image) and sender match a message it has from within 5 seconds.
 */
export function isDuplicateMessage(
  existing: readonly ChatMessage[],
  incoming: ChatMessage,
): boolean {
  const time = Date.parse(incoming.createdAt);
  return existing.some(
    (message) =>
      message.id === incoming.id ||
      (message.content === incoming.content &&
        message.imageUrl === incoming.imageUrl &&
        message.senderId === incoming.senderId &&
        message.isFromAdmin === incoming.isFromAdmin &&
        Math.abs(Date.parse(message.createdAt) - time) <= DUPLICATE_WINDOW_MS),
  );
}

/** `incoming` without the duplicates of `existing` or of each other. */
export function withoutDuplicates(
  existing: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const kept: ChatMessage[] = [];
  for (const message of incoming) {
    if (!isDuplicateMessage([...existing, ...kept], message)) kept.push(message);
  }
  return kept;
}
