import { greetingOf, renderMail, type MailContent } from './mail-layout.js';

/** Both go to an address nobody has confirmed yet: they carry no name or other text of the account's. */
interface LinkMail {
  link: string;
  validHours: number;
}

/** The mail that confirms the address an account was registered with. */
export function verifyEmailMail({ link, validHours }: LinkMail): MailContent {
  return renderMail({
    subject: 'Confirm your e-mail address',
    greeting: greetingOf(undefined),
    paragraphs: [
      'Welcome to the Play-money club. To confirm that this e-mail address is yours, open the link below.',
      `The link works once, for ${validHours} hours. We use this address to reset your password and to reach you.`,
    ],
    action: { label: 'Confirm my address', url: link },
    closing: ['If you did not make an account with us, ignore this mail.'],
  });
}

/** The mail to a new address: it replaces the account's address once its link is opened. */
export function confirmNewEmailMail({ link, validHours }: LinkMail): MailContent {
  return renderMail({
    subject: 'Confirm your new e-mail address',
    greeting: greetingOf(undefined),
    paragraphs: [
      'You asked to use this e-mail address for your Play-money club account. Open the link below to confirm it; until then your account keeps its old address.',
      `The link works once, for ${validHours} hours.`,
    ],
    action: { label: 'Confirm my new address', url: link },
    closing: ['If you did not ask for this, ignore this mail: nothing changes.'],
  });
}

/**
 * The notice to the address an account no longer uses. The new address and the name are said
 * only when the old address had been confirmed (`name` and `newEmail` unset otherwise).
 */
export function emailChangedMail({
  name,
  newEmail,
  resetLink,
}: {
  name?: string;
  newEmail?: string;
  resetLink: string;
}): MailContent {
  return renderMail({
    subject: 'Your e-mail address was changed',
    greeting: greetingOf(name),
    paragraphs: [
      newEmail
        ? `The e-mail address of your Play-money club account is now ${newEmail}. Mail from us goes there from now on.`
        : 'The e-mail address of your Play-money club account was changed to another one. Mail from us goes there from now on.',
      'If you did not change it, someone may know your password: set a new one at once and tell our support.',
    ],
    action: { label: 'Set a new password', url: resetLink },
  });
}
