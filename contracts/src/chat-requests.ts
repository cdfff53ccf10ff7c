import type { BotTemplate, ConversationStatus, SentMessageType, Subject } from './chat.js';
import type { ChatOriginRequest, DepositGame } from './customer-context.js';

/**
 * A send's own id, made by the writer's browser (a UUID, as `crypto.randomUUID()` gives). The
 * server keeps it with the message, once per conversation and side (the customer's, support's):
 * sending again with the same id (a retry after an answer that never came) answers the message
 * already stored, with the same id, instead of storing a second one.
 */
export interface IdempotentSend {
  clientMessageId?: string;
}

/** The refusal of a `clientMessageId` that is not a UUID (400, or a socket `error`). */
export const CLIENT_MESSAGE_ID_INVALID = 'clientMessageId must be a UUID';

/** `POST /api/conversations`: the member's conversation, found or opened. */
export interface CreateConversationRequest {
  subject?: Subject;
}

/**
 * `POST /api/messages`: a member's message, or a support answer in a member's conversation.
 * `isFromAdmin` is accepted and ignored (the server decides); `template` asks for a bot message.
 */
export interface SendMessageRequest extends IdempotentSend {
  conversationId: string;
  content?: string;
  messageType?: SentMessageType;
  imageUrl?: string | null;
  isFromAdmin?: boolean;
  template?: BotTemplate;
  /** With `template: 'deposit'`: the game whose deposit button was pressed. */
  game?: DepositGame;
  /**
   * With `template`: the widget's id for this deposit request (1–64 letters, digits, `-`, `_`).
   * One request gets one bot message: asking again answers the message already written.
   */
  requestId?: string;
}

/** `PATCH /api/admin/…/status`. */
export interface UpdateStatusRequest {
  status: ConversationStatus;
}

/**
 * `PATCH /api/admin/users/{id}/nickname`: support's label for a member (0–50 characters), kept
 * apart from the member's own profile nickname (the route keeps the SPEC's name).
 */
export interface NicknameRequest {
  nickname: string;
}

/** `POST /api/anonymous-chat/conversation`: the device's conversation in this browser, found or opened. */
export interface DeviceConversationRequest extends ChatOriginRequest {
  deviceId: string;
  displayName?: string;
}

/** `POST /api/anonymous-chat/messages`; `isFromAdmin` and `adminSenderId` are accepted and ignored. */
export interface DeviceMessageRequest extends IdempotentSend {
  conversationId: string;
  deviceId: string;
  content?: string;
  messageType?: SentMessageType;
  isFromAdmin?: boolean;
  adminSenderId?: string | null;
}

/** A visitor renaming its chat, or support renaming a visitor (`PATCH …/name`). */
export interface RenameRequest {
  displayName: string;
}

/** `POST /api/chat-conversations`: the guest's conversation in this browser, found or opened. */
export interface GuestConversationRequest extends ChatOriginRequest {
  username: string;
  subject?: Subject;
}

/** `POST /api/chat-conversations/{id}/messages`; `isFromAdmin` and `username` are accepted and ignored. */
export interface GuestMessageRequest extends IdempotentSend {
  content?: string;
  messageType?: SentMessageType;
  imageUrl?: string | null;
  isFromAdmin?: boolean;
  username?: string;
}

/** `POST /api/admin/anonymous-chat/messages`: support answering a visitor. */
export interface AdminVisitorMessageRequest extends IdempotentSend {
  conversationId: string;
  content?: string;
  messageType?: SentMessageType;
  imageUrl?: string | null;
}
