import { renderMail, type MailContent } from './mail-layout.js';

/** A change to how an account signs in, or to whether it exists, told to its address. */
export type SecurityEvent =
  | 'passwordChanged'
  | 'passwordReset'
  | 'twoFactorOn'
  | 'twoFactorOff'
  | 'twoFactorReset'
  | 'accountDisabled'
  | 'accountDeleted';

interface Wording {
  subject: string;
  happened: string;
  ifNotYou: string;
  /** Whether the advice links to the page that mails a reset link (else to the site). */
  offersReset: boolean;
}

const WORDING: Record<SecurityEvent, Wording> = {
  passwordChanged: {
    subject: 'Your password was changed',
    happened:
      'The password of your Play-money club account was changed on the account page. Every other device signed in to the account was signed out.',
    ifNotYou:
      'If you did not change it, someone else knows your password: set a new one at once with the link below, and tell our support in the chat on the site.',
    offersReset: true,
  },
  passwordReset: {
    subject: 'Your password was reset',
    happened:
      'The password of your Play-money club account was reset with a link mailed to this address. The account was signed out on every device.',
    ifNotYou:
      'If you did not reset it, someone else can read this mailbox: change its password first, then set a new club password with the link below, and tell our support in the chat on the site.',
    offersReset: true,
  },
  twoFactorOn: {
    subject: 'Two-factor sign-in was turned on',
    happened:
      'Two-factor sign-in (a code from an authenticator app after the password) was turned on for your Play-money club account. Every other device signed in to the account was signed out.',
    ifNotYou:
      'If you did not turn it on, someone else knows your password and may have locked you out: set a new password with the link below, and tell our support in the chat on the site.',
    offersReset: true,
  },
  twoFactorOff: {
    subject: 'Two-factor sign-in was turned off',
    happened:
      'Two-factor sign-in was turned off for your Play-money club account: signing in now needs only the password. Every other device signed in to the account was signed out.',
    ifNotYou:
      'If you did not turn it off, someone else has your password and a code: set a new password with the link below at once, turn two-factor sign-in on again, and tell our support in the chat on the site.',
    offersReset: true,
  },
  twoFactorReset: {
    subject: 'Two-factor sign-in was reset',
    happened:
      'An administrator of the Play-money club removed the authenticator app and the recovery codes of your account, and the account was signed out on every device. Sign in with your password to set up two-factor sign-in again.',
    ifNotYou:
      'If you did not ask for this, set a new password with the link below at once, turn two-factor sign-in on again, and tell our support in the chat on the site.',
    offersReset: true,
  },
  accountDisabled: {
    subject: 'Your account was disabled',
    happened:
      'An administrator of the Play-money club disabled your account: it cannot sign in, and it was signed out on every device.',
    ifNotYou: 'If you think this is a mistake, write to our support in the chat on the site.',
    offersReset: false,
  },
  accountDeleted: {
    subject: 'Your account was deleted',
    happened:
      'Your Play-money club account was deleted on the account page, with its password. Its profile and support conversation are gone, and it was signed out on every device.',
    ifNotYou:
      'If you did not delete it, someone else knew your password: write to our support in the chat on the site at once.',
    offersReset: false,
  },
};

/**
 * The notice of a security event. It names no one: an account's name and username are free text
 * chosen by whoever registered (docs/security.md), and the notice says only what the club did.
 */
export function securityNoticeMail({
  event,
  when,
  browser,
  resetLink,
  siteUrl,
}: {
  event: SecurityEvent;
  /** As clubTimeOf tells it. */
  when: string;
  /** "Firefox on Linux"; unset when the account's owner did not make the change (an admin did). */
  browser?: string;
  resetLink: string;
  siteUrl: string;
}): MailContent {
  const { subject, happened, ifNotYou, offersReset } = WORDING[event];
  return renderMail({
    subject,
    greeting: 'Hello,',
    paragraphs: [happened, `When: ${when}`, ...(browser ? [`Browser: ${browser}`] : []), ifNotYou],
    action: offersReset
      ? { label: 'Set a new password', url: resetLink }
      : { label: 'Open the site', url: siteUrl },
    closing: [
      'We mail the account’s address each time its password or two-factor sign-in changes, and when it is disabled or deleted.',
    ],
  });
}
