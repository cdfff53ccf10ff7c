import type { InboxList } from './chat.js';
import type { WireTime } from './time.js';

/**
 * Someone writing in a conversation they may write to: sent while the draft changes (at most once
 * per `TYPING_SIGNAL_EVERY_MS`) and with `typing: false` when the draft is cleared or sent. Never
 * stored; relayed to the other side only (a customer's to admins, an admin's to the owner).
 */
export interface TypingFrame {
  type: 'typing';
  conversationId: string;
  typing: boolean;
}

/** The other side is typing (or stopped); shown until `TYPING_EXPIRES_MS` pass without a refresh. */
export interface TypingEvent {
  type: 'typing';
  conversationKind: InboxList;
  conversationId: string;
  typing: boolean;
  /** Who types: support (to the owner) or the customer (to admins). */
  from: ChatSide;
}

/** Which side of a conversation: the customer (member or visitor) or support. */
export type ChatSide = 'customer' | 'support';

/**
 * One side read the other's messages: every message of the other side up to `upToId` that was
 * unread is now read at `readAt`. To admins when the customer reads, to the owner when support does.
 */
export interface MessagesReadEvent<Time = WireTime> {
  type: 'messages_read';
  conversationKind: InboxList;
  conversationId: string;
  reader: ChatSide;
  upToId: number;
  readAt: Time;
}

/** A typing client signals at most this often while the draft keeps changing. */
export const TYPING_SIGNAL_EVERY_MS = 3_000;

/** A "typing" indicator with no refresh and no stop for this long goes away on its own. */
export const TYPING_EXPIRES_MS = 6_000;

/** What the widgets and the inbox show. */
export const TYPING_TEXT = {
  support: 'Support is typing…',
  customer: 'typing…',
  seen: 'Seen',
} as const;

/** The `reason` of a typing frame whose `typing` is not a boolean. */
export const TYPING_NOT_BOOLEAN = 'typing must be true or false';
