/** A piece of a message: plain text, or a web address to show as a link. */
export type MessagePart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * Candidates: an address starting with http:// or https://, or with www. (taken as https).
 * Anything else that looks like a scheme (javascript:, data:, mailto:, file:) is left as text.
 */
const CANDIDATE = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;

/** Punctuation that ends a sentence rather than the address: dropped from the link's end. */
const TRAILING = /[.,;:!?'*…]+$/u;

const CLOSING_TO_OPENING: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

/**
 * Drops what cannot belong to the address from its end: sentence punctuation, and a closing
 * bracket that has no opening one inside the address ("(see https://a.example/x)").
 */
function trimEnd(candidate: string): string {
  let text = candidate;
  for (;;) {
    const withoutPunctuation = text.replace(TRAILING, '');
    const last = withoutPunctuation.at(-1) ?? '';
    const opening = CLOSING_TO_OPENING[last];
    const unmatched =
      opening !== undefined && count(withoutPunctuation, last) > count(withoutPunctuation, opening);
    const trimmed = unmatched ? withoutPunctuation.slice(0, -1) : withoutPunctuation;
    if (trimmed === text) return text;
    text = trimmed;
  }
}

/** The address as a link target when it is a well-formed http(s) URL with a host; else undefined. */
function safeHref(text: string): string | undefined {
  const bare = /^www\./iu.test(text);
  if (bare && !/^www\.[^./?#]+\.[^./?#]/iu.test(text)) return undefined;
  const withScheme = bare ? `https://${text}` : text;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!url.hostname || url.username || url.password) return undefined;
  return url.href;
}

/**
 * Splits a message into text and links, for rendering as elements (never as HTML). Only http and
 * https addresses become links; addresses with a user name or password in them stay text, since
 * "https://bank.example@evil.example" reads as one site and goes to another.
 */
export function linkify(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let textStart = 0;
  for (const match of message.matchAll(CANDIDATE)) {
    const start = match.index;
    // Part of a longer word ("xhttps://…") or of an address already taken: not an address.
    if (start > 0 && /[\p{L}\p{N}_/@.:-]/u.test(message[start - 1])) continue;
    const text = trimEnd(match[0]);
    const href = safeHref(text);
    if (!href) continue;
    if (start > textStart) parts.push({ kind: 'text', text: message.slice(textStart, start) });
    parts.push({ kind: 'link', text, href });
    textStart = start + text.length;
  }
  if (textStart < message.length) parts.push({ kind: 'text', text: message.slice(textStart) });
  return parts;
}
