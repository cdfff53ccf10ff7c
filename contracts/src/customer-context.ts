import type { ConversationStatus, Subject, VisitorChatKind } from './chat.js';
import type { PaymentView } from './store.js';
import type { WireTime } from './time.js';

/**
 * The customer panel of the admin inbox (admins only): who the customer of a conversation is,
 * and where a visitor's chat was started.
 */

/** The games a deposit button can open the chat for: the subjects other than plain support. */
export type DepositGame = Exclude<Subject, 'Support'>;
export const DEPOSIT_GAMES: readonly DepositGame[] = ['poker', 'sportsbook', 'arcade'];

/** The page a visitor's chat was started from: a path of the site, without query or fragment. */
export const STARTED_ON_PAGE_MAX_LENGTH = 200;
/** Printable ASCII from a leading single "/" (a browser's `location.pathname` is percent-encoded). */
export const STARTED_ON_PAGE_PATTERN = /^\/(?!\/)[\x21-\x7e]*$/;
export const STARTED_ON_PAGE_TEXT = {
  invalid: 'page must be a path of this site, starting with a single /',
  tooLong: `page must be at most ${STARTED_ON_PAGE_MAX_LENGTH} characters`,
  game: `game must be one of: ${DEPOSIT_GAMES.join(', ')}`,
} as const;

/** What the visitor widgets send when they start a conversation (both optional). */
export interface ChatOriginRequest {
  /** `location.pathname` of the page the chat was opened on. */
  page?: string;
  /** The game whose deposit button opened the chat. */
  game?: DepositGame;
}

/** Another conversation of the same customer, newest activity first. */
export interface CustomerConversationView<Time = WireTime> {
  id: string;
  subject: string;
  status: ConversationStatus;
  lastMessageAt: Time;
}

/** `GET /api/admin/conversations/:id/customer`: the member of a member's conversation. */
export interface MemberCustomerView<Time = WireTime> {
  kind: 'user';
  userId: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** The member's own profile nickname. */
  nickname: string | null;
  /** Support's label for the member; never shown to the member. */
  supportLabel: string | null;
  memberSince: Time;
  /** End of VIP access, or null when never bought. */
  vipUntil: Time | null;
  isPremium: boolean;
  tournamentEntries: number;
  /** Purchases, newest first (at most `CUSTOMER_PAYMENTS_LIMIT`). */
  payments: PaymentView<Time>[];
  otherConversations: CustomerConversationView<Time>[];
}

/** `GET /api/admin/anonymous-conversations/:id/customer`: the visitor of a visitor's conversation. */
export interface VisitorCustomerView<Time = WireTime> {
  kind: VisitorChatKind;
  /** The visitor's display name (support shows `Guest-XXXXX` when null). */
  displayName: string | null;
  /** The device id, or the guest name for guest-named chats. */
  deviceId: string;
  /** When this browser first started a chat. */
  firstSeen: Time;
  /** The page the chat was started from, when the widget said. */
  startedOnPage: string | null;
  /** The game whose deposit button started the chat, if one did. */
  startedForGame: DepositGame | null;
  /** The e-mail address the visitor left for a reply while no one was online (admins only). */
  followUpEmail: string | null;
  /** The browser's other visitor conversations (other guest names or widgets). */
  otherConversations: CustomerConversationView<Time>[];
}

export const CUSTOMER_PAYMENTS_LIMIT = 20;
export const CUSTOMER_CONVERSATIONS_LIMIT = 10;

/** Admin alert settings, kept per admin in the browser's local storage. */
export interface InboxAlertSettings {
  sound: boolean;
  desktop: boolean;
}
