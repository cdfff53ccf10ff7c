import { renderMail, type MailContent } from './mail-layout.js';

/** Support's reply, mailed to the address a visitor left in the chat widget. */
export function chatReplyMail({
  reply,
  hasImage,
  siteUrl,
}: {
  reply: string;
  hasImage: boolean;
  siteUrl: string;
}): MailContent {
  const said = reply.trim() ? [`"${reply.trim()}"`] : [];
  return renderMail({
    subject: 'Support replied to your chat',
    greeting: 'Hello,',
    paragraphs: [
      'Support answered you in the chat on our site:',
      ...said,
      ...(hasImage ? ['(The reply has a picture: open the chat to see it.)'] : []),
      'Open the chat on the site, in the browser you wrote from, to read the whole conversation and answer.',
    ],
    action: { label: 'Open the site', url: siteUrl },
    closing: [
      'You get this mail because you left this address in the chat. More replies are mailed only after you write again.',
    ],
  });
}
