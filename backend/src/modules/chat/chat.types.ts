export const CONVERSATION_STATUSES = ['open', 'waiting', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const MESSAGE_TYPES = ['text', 'image'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const SUBJECTS = ['Support', 'poker', 'sportsbook', 'arcade'] as const;
export type Subject = (typeof SUBJECTS)[number];

export const MAX_MESSAGE_LENGTH = 4000;

/** Which list a conversation lives in: members' ("user") or visitors' ("anonymous"). */
export type ConversationKind = 'user' | 'anonymous';

/**
 * DESIGN §4: a customer message (re)opens the conversation, a support answer leaves it
 * waiting for the customer; closing is an explicit admin action.
 */
export function statusAfterMessage(fromSupport: boolean): ConversationStatus {
  return fromSupport ? 'waiting' : 'open';
}
