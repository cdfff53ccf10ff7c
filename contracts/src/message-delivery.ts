/**
 * How a writer's own message stands until the server has it, shown under it in the widgets and
 * the inbox: sending, or not delivered with a Retry. A stored one shows its time instead, and
 * "Seen" once the other side has read it (`TYPING_TEXT.seen`).
 */
export const DELIVERY_TEXT = {
  sending: 'Sending…',
  /** Nothing says whether the server has it: it is sent again, same id, once back online. */
  offline: 'Not delivered yet. It will be sent when you are back online.',
  /** No answer, or a server error: the server may or may not have it. */
  unconfirmed: 'Not delivered yet.',
  /** The server refused it (it stores nothing it refuses), followed by why. */
  refused: 'Not sent.',
  retry: 'Retry',
} as const;
