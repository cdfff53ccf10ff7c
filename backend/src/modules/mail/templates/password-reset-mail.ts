import { greetingOf, renderMail, type MailContent } from './mail-layout.js';

/** The mail with a password-reset link. */
export function passwordResetMail({
  name,
  link,
  validMinutes,
}: {
  /** Unset while the account's address is not confirmed (see greetingNameOf). */
  name?: string;
  link: string;
  validMinutes: number;
}): MailContent {
  return renderMail({
    subject: 'Reset your password',
    greeting: greetingOf(name),
    paragraphs: [
      'Someone asked to reset the password of your Play-money club account. To set a new password, open the link below.',
      `The link works once, for ${validMinutes} minutes. Setting a new password signs your account out on every device.`,
    ],
    action: { label: 'Set a new password', url: link },
    closing: ['If you did not ask for this, ignore this mail: your password stays as it is.'],
  });
}
