import { greetingOf, renderMail, type MailContent } from './mail-layout.js';

/**
 * The first mail to an address a visitor left in the chat: a link that confirms it. Nobody has
 * confirmed the address yet, so it carries no text of the visitor's, and no reply is mailed to it
 * until the link is opened.
 */
export function followUpConfirmMail({
  link,
  validHours,
}: {
  link: string;
  validHours: number;
}): MailContent {
  return renderMail({
    subject: 'Confirm your e-mail for chat replies',
    greeting: greetingOf(undefined),
    paragraphs: [
      'Someone left this e-mail address in the support chat on our site, to get support’s replies by mail. Open the link below to confirm that it is yours; until then we mail no replies to it.',
      `The link works once, for ${validHours} hours.`,
    ],
    action: { label: 'Confirm my address', url: link },
    closing: ['If it was not you, ignore this mail: we will not write to you.'],
  });
}
