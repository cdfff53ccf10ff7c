import type { ChatMessage, ConversationKind } from './chat-message';

/** Who the socket speaks for; the server checks it against the upgrade's cookies. */
export type RealtimeAuth = { userId: string } | { username: string } | { deviceId: string };

export interface SendMessageFrame {
  type: 'send_message';
  conversationId: string;
  content: string;
  messageType: 'text' | 'image';
  imageUrl?: string | null;
  isFromAdmin: boolean;
  /** The guest widget names itself (the server ignores it). */
  username?: string;
  clientMessageId: string;
}

export type ClientFrame = ({ type: 'auth' } & RealtimeAuth) | SendMessageFrame;

export interface AuthSuccessEvent {
  type: 'auth_success';
  userId?: string;
  role?: string;
  visitor?: true;
}

export interface NewMessageEvent {
  type: 'new_message';
  conversationKind: ConversationKind;
  message: ChatMessage;
  /** Only on the sender's own copy: the acknowledgement of its send. */
  clientMessageId?: string;
  /** Admins' copies: the conversation as the message left it. */
  conversation?: { id: string; status: 'open' | 'waiting' | 'closed'; lastMessageAt: string };
}

export interface ConversationUpdatedEvent {
  type: 'conversation_updated';
  conversationKind: ConversationKind;
  conversation: { id: string } & Record<string, unknown>;
}

export interface ConversationDeletedEvent {
  type: 'conversation_deleted';
  conversationKind: ConversationKind;
  conversationId: string;
}

export interface RefusedEvent {
  type: 'error';
  reason: string;
  clientMessageId?: string;
  /** Seconds, when the refusal is a rate limit. */
  retryAfter?: number;
}

export type ServerEvent =
  | AuthSuccessEvent
  | NewMessageEvent
  | ConversationUpdatedEvent
  | ConversationDeletedEvent
  | RefusedEvent;

const EVENT_TYPES = new Set<string>([
  'auth_success',
  'new_message',
  'conversation_updated',
  'conversation_deleted',
  'error',
]);

/** The event a frame carries, or undefined for anything that is not one of ours. */
export function parseServerEvent(data: unknown): ServerEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const event: unknown = JSON.parse(data);
    if (typeof event !== 'object' || event === null || !('type' in event)) return undefined;
    return typeof event.type === 'string' && EVENT_TYPES.has(event.type)
      ? (event as ServerEvent)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Same key for the same identity, so holders of one identity share one socket. */
export function authKey(auth: RealtimeAuth): string {
  if ('userId' in auth) return `user:${auth.userId}`;
  if ('username' in auth) return `guest:${auth.username}`;
  return `device:${auth.deviceId}`;
}
