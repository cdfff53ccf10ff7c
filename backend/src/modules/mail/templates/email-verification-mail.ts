import { renderMail, type MailContent } from './mail-layout.js';

interface LinkMail {
  name: string;
  link: string;
  validHours: number;
}

/** The mail that confirms the address an account was registered with. */
export function verifyEmailMail({ name, link, validHours }: LinkMail): MailContent {
  return renderMail({
    subject: 'Confirm your e-mail address',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Welcome to the Play-money club. To confirm that this e-mail address is yours, open the link below.',
      `The link works once, for ${validHours} hours. We use this address to reset your password and to reach you.`,
    ],
    action: { label: 'Confirm my address', url: link },
    closing: ['If you did not make an account with us, ignore this mail.'],
  });
}

/** The mail to a new address: it replaces the account's address once its link is opened. */
export function confirmNewEmailMail({ name, link, validHours }: LinkMail): MailContent {
  return renderMail({
    subject: 'Confirm your new e-mail address',
    greeting: `Hello ${name},`,
    paragraphs: [
      'You asked to use this e-mail address for your Play-money club account. Open the link below to confirm it; until then your account keeps its old address.',
      `The link works once, for ${validHours} hours.`,
    ],
    action: { label: 'Confirm my new address', url: link },
    closing: ['If you did not ask for this, ignore this mail: nothing changes.'],
  });
}

/** The notice to the address an account no longer uses. */
export function emailChangedMail({
  name,
  newEmail,
  resetLink,
}: {
  name: string;
  newEmail: string;
  resetLink: string;
}): MailContent {
  return renderMail({
    subject: 'Your e-mail address was changed',
    greeting: `Hello ${name},`,
    paragraphs: [
      `The e-mail address of your Play-money club account is now ${newEmail}. Mail from us goes there from now on.`,
      'If you did not change it, someone may know your password: set a new one at once and tell our support.',
    ],
    action: { label: 'Set a new password', url: resetLink },
  });
}
