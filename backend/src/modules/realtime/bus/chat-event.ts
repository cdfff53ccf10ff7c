import type { ConversationKind } from '../../chat/chat.types.js';

/** Who, besides every admin, may receive an event: the conversation's owner. */
export interface Audience {
  userId?: string;
  visitorKey?: string;
}

interface EventBase {
  kind: ConversationKind;
  conversationId: string;
  audience: Audience;
  /** The request (or socket message) that caused the event, for logs. */
  requestId?: string;
  /** When it was published (ms since the epoch), on buses that cross processes. */
  publishedAt?: number;
}

export interface MessageEvent extends EventBase {
  type: 'new_message';
  /** What admins receive (may include the sender's account details). */
  forAdmins: unknown;
  /** What the conversation's owner receives. */
  forOwner: unknown;
  /** The conversation as the message left it, for admins' lists. */
  conversation: { id: string; status: string; lastMessageAt: Date };
  /** Set when a socket sent it, so that socket's copy can carry its clientMessageId. */
  origin?: { socketId: string; clientMessageId?: string };
}

export interface ConversationUpdatedEvent extends EventBase {
  type: 'conversation_updated';
  forAdmins: unknown;
}

export interface ConversationDeletedEvent extends EventBase {
  type: 'conversation_deleted';
}

/** A signed-in session ended (sign-out, or another sign-in in its place): its sockets close. */
export interface SessionEndedEvent {
  type: 'session_ended';
  sessionId: string;
  requestId?: string;
  publishedAt?: number;
}

export type ChatEvent = MessageEvent | ConversationUpdatedEvent | ConversationDeletedEvent | SessionEndedEvent;
