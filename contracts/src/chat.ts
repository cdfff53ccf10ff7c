import type { PaymentRequestView } from './payment-requests.js';
import type { WireTime } from './time.js';

/** `open`: new, or the customer wrote last; `waiting`: support answered; `closed`: an admin closed it. */
export const CONVERSATION_STATUS = { open: 'open', waiting: 'waiting', closed: 'closed' } as const;
export type ConversationStatus = (typeof CONVERSATION_STATUS)[keyof typeof CONVERSATION_STATUS];
export const CONVERSATION_STATUSES: readonly ConversationStatus[] =
  Object.values(CONVERSATION_STATUS);

/** `payment_request`: an admin's payment request (the message carries `paymentRequest`). */
export const MESSAGE_TYPE = {
  text: 'text',
  image: 'image',
  paymentRequest: 'payment_request',
} as const;
export type MessageType = (typeof MESSAGE_TYPE)[keyof typeof MESSAGE_TYPE];
export const MESSAGE_TYPES: readonly MessageType[] = Object.values(MESSAGE_TYPE);
/** What a client may send: payment requests are made by their own call. */
export type SentMessageType = typeof MESSAGE_TYPE.text | typeof MESSAGE_TYPE.image;
export const SENT_MESSAGE_TYPES: readonly SentMessageType[] = [
  MESSAGE_TYPE.text,
  MESSAGE_TYPE.image,
];

/** The subjects a member's conversation may be opened with (the game the chat was opened from). */
export const SUBJECT = {
  support: 'Support',
  poker: 'poker',
  sportsbook: 'sportsbook',
  arcade: 'arcade',
} as const;
export type Subject = (typeof SUBJECT)[keyof typeof SUBJECT];
export const SUBJECTS: readonly Subject[] = Object.values(SUBJECT);

/**
 * Which kind of chat a conversation is: a signed-in member's, a device-identified visitor's or a
 * guest-named visitor's. The `kind` field of the admin lists.
 */
export const CHAT_KIND = { user: 'user', device: 'device', guest: 'guest' } as const;
export type ChatKind = (typeof CHAT_KIND)[keyof typeof CHAT_KIND];

/** The visitor kinds, which are also the widget anonymous visitors get (`GET /api/site-config`). */
export type VisitorChatKind = Exclude<ChatKind, 'user'>;
export const VISITOR_CHAT_KINDS: readonly VisitorChatKind[] = [CHAT_KIND.guest, CHAT_KIND.device];

/**
 * Which admin inbox list a conversation lives in: members' (`user`) or visitors' (`anonymous`).
 * The socket's `conversationKind` field.
 */
export const INBOX_LIST = { user: 'user', anonymous: 'anonymous' } as const;
export type InboxList = (typeof INBOX_LIST)[keyof typeof INBOX_LIST];

export function inboxListOf(kind: ChatKind): InboxList {
  return kind === CHAT_KIND.user ? INBOX_LIST.user : INBOX_LIST.anonymous;
}

/** Server-written support messages a client may ask for by name (`POST /api/messages {template}`). */
export const BOT_TEMPLATE = { deposit: 'deposit' } as const;
export type BotTemplate = (typeof BOT_TEMPLATE)[keyof typeof BOT_TEMPLATE];
export const BOT_TEMPLATES: readonly BotTemplate[] = Object.values(BOT_TEMPLATE);

/**
 * Messages the server writes on its own, never a person from support: the deposit greeting, and
 * the mark where a visitor's history joined their member chat (they signed in). Clients show them
 * under `AUTOMATIC_MESSAGE_LABEL`.
 */
export const AUTOMATIC_MESSAGE = { deposit: 'deposit', memberSignIn: 'member_sign_in' } as const;
export type AutomaticMessage = (typeof AUTOMATIC_MESSAGE)[keyof typeof AUTOMATIC_MESSAGE];
export const AUTOMATIC_MESSAGES: readonly AutomaticMessage[] = Object.values(AUTOMATIC_MESSAGE);
export const AUTOMATIC_MESSAGE_LABEL = 'Automatic message';
/** The text of the `member_sign_in` mark in the thread. */
export const MEMBER_SIGN_IN_TEXT =
  'Signed in as a member. The messages above were sent as a visitor.';

/** A signed-in member's conversation (`GET/POST /api/conversations`). */
export interface MemberConversationView<Time = WireTime> {
  id: string;
  userId: string;
  adminId: string | null;
  status: ConversationStatus;
  subject: string;
  lastMessageAt: Time;
  closedAt: Time | null;
  createdAt: Time;
}

/** A message of a member's conversation. */
export interface MemberMessageView<Time = WireTime> {
  /** Grows with every message: use it with `?after=` to catch up. */
  id: number;
  conversationId: string;
  /** null for bot messages. */
  senderId: string | null;
  content: string;
  messageType: MessageType;
  imageUrl: string | null;
  isFromAdmin: boolean;
  readAt: Time | null;
  createdAt: Time;
  /** Present only on messages the server wrote on its own (shown as an automatic message). */
  automatic?: AutomaticMessage;
  /** Present only on `payment_request` messages: the request as it stands. */
  paymentRequest?: PaymentRequestView<Time>;
  /** The id its writer's browser gave it (`IdempotentSend`), when it sent one. */
  clientMessageId?: string;
}

/**
 * `POST /api/conversations/visitor-history`: this browser's visitor chats (proved by its
 * chat_state cookie) joined to the signed-in member's conversation.
 */
export interface VisitorHistoryMergeView<Time = WireTime> {
  /** The member's conversation, or null when there was nothing to join and none exists. */
  conversation: MemberConversationView<Time> | null;
  /** How many visitor conversations were joined by this call (0 on a repeat). */
  merged: number;
}

/** A member as admins see them next to a conversation or message. */
export interface UserSummaryView {
  id: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  /** The member's own profile nickname. */
  nickname?: string | null;
  /** Support's label for the member (admin lists only; shown before the nickname). */
  supportLabel?: string | null;
  email: string;
}

/** A member's message in admin lists and admins' socket copies: with its sender (null for bot messages). */
export interface AdminMemberMessageView<Time = WireTime> extends MemberMessageView<Time> {
  sender: UserSummaryView | null;
}

export interface LastMessageView<Time = WireTime> {
  content: string;
  messageType: MessageType;
  isFromAdmin: boolean;
  createdAt: Time;
}

/** A visitor's conversation, guest-named or device-identified. */
export interface VisitorConversationView<Time = WireTime> {
  id: string;
  /** The device id, or the guest name for guest-named chats. */
  deviceId: string;
  displayName: string | null;
  /** The guest name (guest-named chats), else null. */
  username: string | null;
  kind: VisitorChatKind;
  status: ConversationStatus;
  subject: string;
  lastMessageAt: Time;
  createdAt: Time;
  isAnonymous: true;
}

/** A message of a visitor's conversation. */
export interface VisitorMessageView<Time = WireTime> {
  /** Grows with every message: use it with `?after=` to catch up. */
  id: number;
  conversationId: string;
  deviceId: string;
  /** The admin's id for support messages, else the visitor's device id or guest name. */
  senderId: string | null;
  content: string;
  messageType: MessageType;
  imageUrl: string | null;
  isFromAdmin: boolean;
  adminSenderId: string | null;
  readAt: Time | null;
  createdAt: Time;
  /** Present only on `payment_request` messages: the request as it stands. */
  paymentRequest?: PaymentRequestView<Time>;
  /** The id its writer's browser gave it (`IdempotentSend`), when it sent one. */
  clientMessageId?: string;
}

/** Any chat message a client reads, of either list. */
export type ChatMessageView<Time = WireTime> =
  MemberMessageView<Time> | AdminMemberMessageView<Time> | VisitorMessageView<Time>;

/** An item of `GET /api/admin/conversations`. */
export interface AdminMemberConversationView<Time = WireTime> extends MemberConversationView<Time> {
  kind: typeof CHAT_KIND.user;
  user: UserSummaryView;
  /** The admin who holds it, or null (admins only: never in the member's own view). */
  assigneeId: string | null;
  /** Customer messages support has not read. */
  unreadCount: number;
  lastMessage: LastMessageView<Time> | null;
}

/** An item of `GET /api/admin/anonymous-conversations`. */
export interface AdminVisitorConversationView<
  Time = WireTime,
> extends VisitorConversationView<Time> {
  adminId: string | null;
  /** The admin who holds it, or null. */
  assigneeId: string | null;
  closedAt: Time | null;
  /** Visitor messages support has not read. */
  unreadCount: number;
  lastMessage: LastMessageView<Time> | null;
}

export type AdminConversationView<Time = WireTime> =
  AdminMemberConversationView<Time> | AdminVisitorConversationView<Time>;

/** `GET /api/admin/chat-stats`: both lists counted together. */
export interface ChatStatsView {
  /** Conversations not closed ("Open Conversations"). */
  open: number;
  /**
   * Of those, the ones whose newest message by a person is the customer's: no one from support
   * has answered it yet ("Waiting for Response"). Automatic messages neither wait nor answer.
   */
  waiting: number;
  /** Closed since the start of the club's day, midnight in CLUB_TIME_ZONE ("Closed Today"). */
  closedToday: number;
}

/** The answer of `POST /api/chat/upload-image`: where the stored image is served. */
export interface ImageUrlView {
  imageUrl: string;
}

/** The answer of every `…/mark-read` call: how many messages it marked. */
export interface MarkReadView {
  updated: number;
}
