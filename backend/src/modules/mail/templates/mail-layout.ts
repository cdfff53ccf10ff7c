const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text placed into a mail's HTML: nothing in it is ever taken as markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/**
 * The name a mail to the account's address may greet it by: its first name, else its username,
 * and only once the address is confirmed. Both are free text chosen by whoever registered, and an
 * address nobody confirmed may be someone else's: mail to it carries none of their words.
 */
export function greetingNameOf(account: {
  firstName: string | null;
  username: string;
  emailVerifiedAt: Date | null;
}): string | undefined {
  if (!account.emailVerifiedAt) return undefined;
  return account.firstName ?? account.username;
}

/** "Hello Nova," or, with no name to use, "Hello,". */
export function greetingOf(name: string | undefined): string {
  return name ? `Hello ${name},` : 'Hello,';
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailBody {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Said after the action, e.g. what to do if the mail was not expected. */
  closing?: string[];
}

/** The text and HTML bodies of a mail from the same parts, so both always say the same. */
export function renderMail({
  subject,
  greeting,
  paragraphs,
  action,
  closing = [],
}: MailBody): MailContent {
  const textParts = [greeting, ...paragraphs];
  if (action) textParts.push(`${action.label}: ${action.url}`);
  textParts.push(...closing, 'The Play-money club');

  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#7c3aed;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      paragraph(`Or open this address: ${action.url}`)
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#ffffff;padding:24px">',
    '<div style="max-width:560px;margin:0 auto">',
    paragraph(greeting),
    ...paragraphs.map(paragraph),
    button,
    ...closing.map(paragraph),
    paragraph('The Play-money club'),
    '</div></body></html>',
  ].join('\n');
  return { subject, text: `${textParts.join('\n\n')}\n`, html };
}
