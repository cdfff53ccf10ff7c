import type { AdminMemberConversationView, AdminVisitorConversationView } from './chat.js';
import type { WireTime } from './time.js';

/**
 * Search inside messages (issue 16 item 7): the admin inbox finds conversations by the text of
 * their messages, customers' and support's, in both lists. Private notes are never searched:
 * a hit opens the thread at a message, and a note is not one.
 */

/** Shortest query: a trigram index answers nothing shorter. */
export const MESSAGE_SEARCH_MIN_LENGTH = 3;
/** Longest query, as the inbox's name search. */
export const MESSAGE_SEARCH_MAX_LENGTH = 100;
/** Conversations one search returns at most (each with its newest matching message). */
export const MESSAGE_SEARCH_MAX_HITS = 20;

/** A piece of a snippet: the matched words have `match: true`. Plain text, never markup. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

/** One conversation whose messages match, with the newest matching message's snippet. */
export interface MessageSearchHit<Conversation, Time = WireTime> {
  conversation: Conversation;
  messageId: number;
  messageCreatedAt: Time;
  snippet: SnippetPart[];
}

/** `GET /api/admin/message-search/members?q=`. */
export type MemberMessageHitView<Time = WireTime> = MessageSearchHit<
  AdminMemberConversationView<Time>,
  Time
>;
/** `GET /api/admin/message-search/visitors?q=`. */
export type VisitorMessageHitView<Time = WireTime> = MessageSearchHit<
  AdminVisitorConversationView<Time>,
  Time
>;

/** The texts of refused searches (REST `message`). */
export const MESSAGE_SEARCH_ERROR = {
  tooShort: `Search for at least ${MESSAGE_SEARCH_MIN_LENGTH} characters`,
  tooLong: `Search for at most ${MESSAGE_SEARCH_MAX_LENGTH} characters`,
  notText: 'q must be text',
} as const;

/** What the inbox shows of message search (and the browser tests look for). */
export const MESSAGE_SEARCH_TEXT = {
  /** The heading of the hits under the search field. */
  heading: 'Found in messages',
  none: 'No messages match',
} as const;
