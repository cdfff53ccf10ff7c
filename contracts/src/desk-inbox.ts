/**
 * What a visitor's or member's widget says once support deleted their conversation: it is gone
 * with its messages (not closed), and the next message starts a new one (issue 16, item 9).
 */
export const CONVERSATION_REMOVED_TEXT =
  'Support removed this conversation and its messages. Send a message to start a new one.';
