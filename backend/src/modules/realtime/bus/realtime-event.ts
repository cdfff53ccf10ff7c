import type { MessageViews } from '../../chat/chat-lists.js';
import type {
  AdminMemberConversationView,
  AdminVisitorConversationView,
  ChatSide,
  ConversationNoteView,
  ConversationProgress,
  InboxList,
  PaymentRequestView,
  SavedReplyView,
} from '@club/contracts';

/** Who, besides every admin, may receive an event: the conversation's owner. */
export interface Audience {
  userId?: string;
  visitorKey?: string;
}

interface Traced {
  /** The request (or socket message) that caused the event, for logs. */
  requestId?: string;
  /** When it was published (ms since the epoch), on buses that cross processes. */
  publishedAt?: number;
}

interface ConversationEventBase<L extends InboxList> extends Traced {
  list: L;
  conversationId: string;
}

export interface MessageEventOf<L extends InboxList>
  extends ConversationEventBase<L>, MessageViews<L> {
  type: 'new_message';
  audience: Audience;
  /** The conversation as the message left it, for admins' lists. */
  conversation: ConversationProgress<Date>;
  /** Set when a socket sent it, so that socket's copy can carry its clientMessageId. */
  origin?: { socketId: string; clientMessageId?: string };
  /**
   * A send the server already had, answered again: only the origin socket hears it (its
   * acknowledgement), everyone else already did.
   */
  repeat?: true;
}

export type MessageEvent = MessageEventOf<'user'> | MessageEventOf<'anonymous'>;

/**
 * The event of one list as a member of the union: every MessageEventOf<L> is one of its members,
 * but TypeScript does not follow a generic L into a union (microsoft/TypeScript#30581).
 */
export function messageEvent<L extends InboxList>(event: MessageEventOf<L>): MessageEvent {
  return event as MessageEvent;
}

/** To admins: the conversation's list item after a change. */
export type ConversationUpdatedEvent =
  | (ConversationEventBase<'user'> & {
      type: 'conversation_updated';
      forAdmins: AdminMemberConversationView<Date>;
    })
  | (ConversationEventBase<'anonymous'> & {
      type: 'conversation_updated';
      forAdmins: AdminVisitorConversationView<Date>;
    });

export interface ConversationDeletedEvent extends ConversationEventBase<InboxList> {
  type: 'conversation_deleted';
  audience: Audience;
  /** The member conversation a visitor conversation joined (it was not deleted but merged). */
  mergedInto?: string;
}

/** A signed-in session ended (sign-out, or another sign-in in its place): its sockets close. */
export interface SessionEndedEvent extends Traced {
  type: 'session_ended';
  sessionId: string;
}

/** Every session of an account ended (its password or role changed): all its sockets close. */
export interface AccountSessionsEndedEvent extends Traced {
  type: 'account_sessions_ended';
  userId: string;
}

/** To admins only: a private note was added (never to the conversation's owner). */
export interface NoteAddedEvent extends ConversationEventBase<InboxList> {
  type: 'note_added';
  note: ConversationNoteView<Date>;
}

/** To admins only: a note's author edited it. */
export interface NoteUpdatedEvent extends ConversationEventBase<InboxList> {
  type: 'note_updated';
  note: ConversationNoteView<Date>;
}

/** To admins only: a note's author deleted it. */
export interface NoteDeletedEvent extends ConversationEventBase<InboxList> {
  type: 'note_deleted';
  noteId: number;
}

export type NoteEvent = NoteAddedEvent | NoteUpdatedEvent | NoteDeletedEvent;

/** To admins and the conversation's owner: a payment request was paid, failed, cancelled or expired. */
export interface PaymentRequestBusEvent extends ConversationEventBase<InboxList> {
  type: 'payment_request_updated';
  audience: Audience;
  /** The member who owns the conversation (members' list), else null. */
  userId: string | null;
  request: PaymentRequestView<Date>;
}

export type ChatEvent =
  | MessageEvent
  | ConversationUpdatedEvent
  | ConversationDeletedEvent
  | NoteEvent
  | PaymentRequestBusEvent;

/** To admins only: the desk's shared saved replies changed (they belong to no conversation). */
export type SavedReplyBusEvent =
  | (Traced & { type: 'saved_reply_changed'; reply: SavedReplyView<Date> })
  | (Traced & { type: 'saved_reply_deleted'; id: string });
export type SignOutEvent = SessionEndedEvent | AccountSessionsEndedEvent;

/** What the realtime bus carries to every instance's sockets: chat events and sign-outs. */
/** Someone is typing (or stopped) in a conversation: to the other side only. Never stored. */
export interface TypingBusEvent extends ConversationEventBase<InboxList> {
  type: 'typing';
  audience: Audience;
  from: ChatSide;
  typing: boolean;
}

/** One side read the other's messages up to `upToId`: to the other side only. */
export interface MessagesReadBusEvent extends ConversationEventBase<InboxList> {
  type: 'messages_read';
  audience: Audience;
  reader: ChatSide;
  upToId: number;
  readAt: Date;
}

/** What one side of a conversation shows the other, outside its messages. */
export type ConversationSignalEvent = TypingBusEvent | MessagesReadBusEvent;

/** One instance's admin tabs, by admin id: how many, and how many in use (admin presence). */
export interface PresenceReportEvent extends Traced {
  type: 'presence_report';
  instanceId: string;
  admins: Record<string, { sockets: number; active: number }>;
}

/** An admin saved the club's settings: every instance drops its cached copy. */
export interface SiteSettingsChangedEvent extends Traced {
  type: 'site_settings_changed';
}

/** An admin reloaded the Printify catalogue on one instance: the others reload theirs. */
export interface MerchandiseRefreshedEvent extends Traced {
  type: 'merchandise_refreshed';
  instanceId: string;
}

/** An admin changed the local catalogue on one instance: every instance drops its cached copy. */
export interface MerchandiseChangedEvent extends Traced {
  type: 'merchandise_changed';
}

export type RealtimeEvent =
  | ChatEvent
  | SignOutEvent
  | ConversationSignalEvent
  | PresenceReportEvent
  | SavedReplyBusEvent
  | SiteSettingsChangedEvent
  | MerchandiseRefreshedEvent
  | MerchandiseChangedEvent;
