/** How long a link that confirms an e-mail address works after it is sent. */
export const EMAIL_VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** The longest confirmation token the API reads; a real one is 43 characters. */
export const EMAIL_VERIFICATION_TOKEN_MAX_LENGTH = 128;

/**
 * The SPA page a confirmation mail links to, with `#token=`: a fragment never reaches a server,
 * so the token stays out of access logs, proxies and Referer headers, and a mail scanner that
 * fetches the link confirms nothing (the page confirms by a POST).
 */
export const EMAIL_VERIFICATION_PATH = '/verify-email';

/** `POST /api/email-verification/confirm`: works signed in or not (the link may open elsewhere). */
export interface EmailVerificationConfirmRequest {
  token: string;
}

/** The answer of a confirmation: the account's address now, and whether it replaced another. */
export interface EmailVerificationResultView {
  email: string;
  /** True when the link confirmed a new address, which now replaces the old one. */
  changed: boolean;
}

/** `POST /api/account/email`: a new address, confirmed by a link mailed to it before it counts. */
export interface EmailChangeRequest {
  email: string;
  currentPassword: string;
}

/** `GET /api/account/email`: the account's address and a change waiting for its confirmation. */
export interface AccountEmailView {
  email: string;
  verified: boolean;
  /** A new address whose link has not been opened yet; the account still uses `email`. */
  pendingEmail: string | null;
}

/** What the confirmation screens say, and the `message` of the API's refusals. */
export const EMAIL_VERIFICATION_TEXT = {
  bannerTitle: 'Confirm your e-mail address',
  bannerText: (email: string) =>
    `We sent a link to ${email}. Open it to confirm that this address is yours: we use it to reset your password and to reach you.`,
  resendButton: 'Resend the link',
  resendPending: 'Sending...',
  resent: (email: string) => `We sent a new link to ${email}.`,
  sectionTitle: 'E-mail address',
  verified: 'Confirmed',
  notVerified: 'Not confirmed',
  pending: (email: string) =>
    `Waiting for you to confirm ${email}: open the link we sent there. Until then your address stays as it is.`,
  newEmailLabel: 'New e-mail address',
  currentPasswordLabel: 'Current password',
  changeButton: 'Change e-mail address',
  changeSent: (email: string) =>
    `We sent a link to ${email}. Your address changes when you open it.`,
  pageTitle: 'Confirm e-mail address',
  checking: 'Confirming your address...',
  confirmed: (email: string) => `Thank you: ${email} is confirmed.`,
  changed: (email: string) => `Your e-mail address is now ${email}.`,
  toDashboard: 'Go to your dashboard',
  toSignIn: 'Sign In',
  linkInvalid:
    'This link has expired or has already been used. Ask for a new one from your dashboard.',
  linkMissing: 'This page needs the link from your confirmation e-mail.',
  failedTitle: 'E-mail address',
  alreadyVerified: 'Your e-mail address is already confirmed',
  sameAddress: 'This is already your e-mail address',
  wrongPassword: 'Current password is incorrect',
  addressTaken: 'An account with this email already exists',
} as const;
