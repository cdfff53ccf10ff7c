import { DEFAULT_SITE_SETTINGS } from './site-settings.js';

/**
 * `GET /api/support-status` (public): whether anyone from support is online now, and otherwise
 * when a reply can be expected. Never says who is online.
 */
export interface SupportStatusView {
  online: boolean;
  /** The expected reply time shown while no one is online (the server's SUPPORT_EXPECTED_REPLY). */
  expectedReply: string;
}

/**
 * `GET`/`PUT /api/visitor-conversations/:id/follow-up-email`: where a reply can reach the visitor.
 * Replies are mailed only once `confirmed`: the link mailed to the address has been opened.
 */
export interface FollowUpEmailView {
  email: string | null;
  confirmed: boolean;
}

/** `POST /api/follow-up-email/confirm` body: the token of the link mailed to the address. */
export interface FollowUpEmailConfirmBody {
  token: string;
}

/** `POST /api/follow-up-email/confirm`: the address support's replies will now reach. */
export interface FollowUpEmailConfirmedView {
  email: string;
}

/** The page the follow-up address's confirmation mail links to (`#token=…`). */
export const FOLLOW_UP_CONFIRM_PATH = '/confirm-chat-email';

/** How long the follow-up address's confirmation link works. */
export const FOLLOW_UP_CONFIRM_TOKEN_TTL_MS = 24 * 3_600_000;

/** `PUT /api/visitor-conversations/:id/follow-up-email` body. */
export interface FollowUpEmailBody {
  email: string;
}

/** Longest e-mail address accepted (RFC 5321's path limit). */
export const FOLLOW_UP_EMAIL_MAX_LENGTH = 254;

/**
 * To every customer's socket (members' and visitors'), when it authenticates and whenever support
 * goes from no one online to someone, or back, on any instance. Only whether: never who or how many.
 */
export interface SupportStatusEvent {
  type: 'support_status';
  online: boolean;
}

/** What the widgets show about support's availability and the follow-up address. */
export const SUPPORT_STATUS_TEXT = {
  online: 'Support is online now',
  /** The expected reply time a fresh database starts with when SUPPORT_EXPECTED_REPLY is not set. */
  defaultExpectedReply: DEFAULT_SITE_SETTINGS.expectedReply,
  followUpPrompt: 'No one is online right now. Leave your e-mail and we will reply there too.',
  followUpLabel: 'Your e-mail',
  followUpSave: 'Save e-mail',
  followUpChange: 'Change',
  followUpSaved: (email: string) => `We will reply to ${email} too.`,
  followUpPending: (email: string) =>
    `We sent a link to ${email}. Open it and we will reply there too.`,
} as const;

/** The page a follow-up address's confirmation link opens. */
export const FOLLOW_UP_CONFIRM_TEXT = {
  pageTitle: 'Confirm e-mail for chat replies',
  checking: 'Confirming your address...',
  confirmed: (email: string) =>
    `${email} is confirmed. Support's replies to your chat will reach you there too.`,
  linkInvalid:
    'This link does not work any more. Leave your e-mail in the chat again to get a new one.',
  linkMissing: 'This page needs the link from your confirmation e-mail.',
  backToSite: 'Back to the site',
} as const;

/** The `message` of refused follow-up address requests. */
export const FOLLOW_UP_ERROR = {
  emailInvalid: 'email must be an e-mail address',
  membersUseAccountEmail: 'Signed-in members get replies at their account e-mail address',
  linkInvalid: FOLLOW_UP_CONFIRM_TEXT.linkInvalid,
} as const;
