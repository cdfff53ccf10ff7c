import type {
  AdminMemberConversationView,
  AdminMemberMessageView,
  AdminVisitorConversationView,
  ConversationStatus,
  InboxList,
  MemberMessageView,
  SentMessageType,
  VisitorMessageView,
} from './chat.js';
import type { UserRole } from './account.js';
import type { DeskAdminView, TabState } from './desk.js';
import type { NoteAddedEvent, NoteDeletedEvent, NoteUpdatedEvent } from './desk-notes.js';
import type { PaymentRequestUpdatedEvent } from './payment-requests.js';
import type { SavedReplyChangedEvent, SavedReplyDeletedEvent } from './saved-replies.js';
import type { SupportStatusEvent } from './support-availability.js';
import type { WireTime } from './time.js';
import type { MessagesReadEvent, TypingEvent, TypingFrame } from './typing-seen.js';

/** The socket's path; frames are JSON objects named by `type`. */
export const SOCKET_PATH = '/ws';

/** Who a socket speaks for; the server checks it against the upgrade's cookies. */
export type SocketAuth = { userId: string } | { username: string } | { deviceId: string };

export type AuthFrame = { type: 'auth' } & SocketAuth;

/**
 * A message sent over the socket. `isFromAdmin`, `username` and `userId` are accepted and
 * ignored (the server decides who speaks); any other field is refused.
 */
export interface SendMessageFrame {
  type: 'send_message';
  conversationId: string;
  content?: string;
  messageType?: SentMessageType;
  imageUrl?: string | null;
  /**
   * A UUID made by the browser (`IdempotentSend`): echoed on the sender's own copy of the stored
   * message, its acknowledgement; a send with an id already stored is acknowledged with that message.
   */
  clientMessageId?: string;
  isFromAdmin?: boolean;
  username?: string;
  userId?: string;
}

/** An admin's tab says whether it is in use (`active`) or hidden or idle (`idle`); admins only. */
export interface PresenceFrame {
  type: 'presence';
  state: TabState;
}

/** Client → server. */
export type ClientFrame = AuthFrame | SendMessageFrame | PresenceFrame | TypingFrame;

export type AuthSuccessEvent =
  | { type: 'auth_success'; userId: string; role: UserRole }
  | { type: 'auth_success'; visitor: true };

/** The conversation as a message left it: on admins' copies of `new_message`. */
export interface ConversationProgress<Time = WireTime> {
  id: string;
  status: ConversationStatus;
  lastMessageAt: Time;
  /** The admin who holds it (a first support answer assigns the replier). */
  assigneeId: string | null;
}

interface NewMessageFields<Time> {
  type: 'new_message';
  /** Only on the sending socket's own copy: the acknowledgement of its send. */
  clientMessageId?: string;
  /** Only on admins' copies. */
  conversation?: ConversationProgress<Time>;
}

/** A committed message, to admins and to the conversation's owner. */
export type NewMessageEvent<Time = WireTime> =
  | (NewMessageFields<Time> & {
      conversationKind: 'user';
      /** Admins' copies carry the sender. */
      message: MemberMessageView<Time> | AdminMemberMessageView<Time>;
    })
  | (NewMessageFields<Time> & { conversationKind: 'anonymous'; message: VisitorMessageView<Time> });

/** To admins: the full list item after a read, a status change, a rename or a nickname change. */
export type ConversationUpdatedEvent<Time = WireTime> =
  | {
      type: 'conversation_updated';
      conversationKind: 'user';
      conversation: AdminMemberConversationView<Time>;
    }
  | {
      type: 'conversation_updated';
      conversationKind: 'anonymous';
      conversation: AdminVisitorConversationView<Time>;
    };

/** To admins and the owner. */
export interface ConversationDeletedEvent {
  type: 'conversation_deleted';
  conversationKind: InboxList;
  conversationId: string;
  /**
   * Set when the conversation was not deleted but joined its visitor's member conversation (they
   * signed in): that conversation's id, in the members' list. Nothing was lost.
   */
  mergedInto?: string;
}

/** To admins: an admin went online, away or offline (across every instance). */
export interface AdminPresenceEvent {
  type: 'admin_presence';
  admin: DeskAdminView;
}

/** A refused action, with the same reasons as the REST answers. */
export interface SocketErrorEvent {
  type: 'error';
  reason: string;
  clientMessageId?: string;
  /** Seconds, when the refusal is a rate limit. */
  retryAfter?: number;
}

/** Server → client. */
export type ServerEvent<Time = WireTime> =
  | AuthSuccessEvent
  | NewMessageEvent<Time>
  | ConversationUpdatedEvent<Time>
  | ConversationDeletedEvent
  | AdminPresenceEvent
  | NoteAddedEvent<Time>
  | NoteUpdatedEvent<Time>
  | NoteDeletedEvent
  | SavedReplyChangedEvent<Time>
  | SavedReplyDeletedEvent
  | SocketErrorEvent
  | TypingEvent
  | MessagesReadEvent<Time>
  | PaymentRequestUpdatedEvent<Time>
  | SupportStatusEvent;

export type ServerEventType = ServerEvent['type'];

export const SERVER_EVENT_TYPES: readonly ServerEventType[] = [
  'auth_success',
  'new_message',
  'conversation_updated',
  'conversation_deleted',
  'admin_presence',
  'note_added',
  'note_updated',
  'note_deleted',
  'saved_reply_changed',
  'saved_reply_deleted',
  'error',
  'typing',
  'messages_read',
  'payment_request_updated',
  'support_status',
];

/** The `reason` of socket `error` events the socket itself gives (others are the REST texts). */
export const SOCKET_ERROR = {
  notThisUser: 'Not signed in as this user',
  noVisitorChat: 'No visitor chat in this browser yet: open a conversation first',
  visitorClaimNotText: 'deviceId and username must be strings',
  unknownVisitorClaim: 'No visitor chat for this device id or guest name in this browser',
  authIncomplete: 'auth needs userId, username or deviceId',
  authenticateFirst: 'Authenticate first',
  notStored: 'The message could not be stored; please try again',
  invalidMessage: 'Invalid message',
} as const;
export type SocketErrorReason = (typeof SOCKET_ERROR)[keyof typeof SOCKET_ERROR];

/** WebSocket close codes the server sends (RFC 6455 §7.4 and the IANA registry). */
export const SOCKET_CLOSE_CODE = {
  /** Refused: another site's Origin, signed out, too many frames or sockets, too slow. */
  policyViolation: 1008,
  /** Shutdown or a bus resync: reconnect with backoff and catch up with `?after=`. */
  serviceRestart: 1012,
} as const;

/** Reasons of the server's socket closes. */
export const SOCKET_CLOSE_REASON = {
  originNotAllowed: 'Origin not allowed',
  signedOut: 'Signed out',
  tooSlow: 'Too slow to read its messages',
  tooManyFrames: 'Too many messages: kept sending while refused',
  queueFull: 'Too many messages waiting to be handled',
  serverRestarting: 'Server restarting',
  busReconnected: 'Realtime bus reconnected',
} as const;
