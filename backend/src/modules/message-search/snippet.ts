import type { SnippetPart } from '@club/contracts';

/** Characters of context kept before the first match and after it. */
const BEFORE = 30;
const AFTER = 60;
const ELLIPSIS = '…';

/**
 * The part of `content` around the first case-insensitive occurrence of `term`, whitespace
 * collapsed, cut to whole words where it is cut, every occurrence in it marked. Content
 * where the term cannot be found again (a case folding PostgreSQL and JavaScript disagree
 * on) gives its beginning, unmarked.
 */
export function snippetOf(content: string, term: string): SnippetPart[] {
  const text = content.replace(/\s+/g, ' ').trim();
  const needle = term.replace(/\s+/g, ' ').trim().toLowerCase();
  const lower = text.toLowerCase();
  const first = lower.length === text.length ? lower.indexOf(needle) : -1;
  if (!needle || first < 0) return [{ text: cut(text, 0, BEFORE + AFTER), match: false }];

  let start = Math.max(0, first - BEFORE);
  if (start > 0) start = wordStart(text, start);
  let end = Math.min(text.length, first + needle.length + AFTER);
  if (end < text.length) end = wordEnd(text, end, first + needle.length);

  const parts: SnippetPart[] = [];
  const push = (part: string, match: boolean) => part && parts.push({ text: part, match });
  let at = start;
  for (let found = first; found >= 0 && found < end; found = lower.indexOf(needle, at)) {
    const matchEnd = Math.min(found + needle.length, end);
    push(text.slice(at, found), false);
    push(text.slice(found, matchEnd), true);
    at = matchEnd;
  }
  push(text.slice(at, end), false);
  if (start > 0) parts.unshift({ text: ELLIPSIS, match: false });
  if (end < text.length) parts.push({ text: ELLIPSIS, match: false });
  return parts;
}

function cut(text: string, start: number, length: number): string {
  if (text.length <= start + length) return text.slice(start);
  return `${text.slice(start, wordEnd(text, start + length, start))}${ELLIPSIS}`;
}

/** The start of the word at `index`, or the next one when `index` falls inside a word. */
function wordStart(text: string, index: number): number {
  const space = text.indexOf(' ', index - 1);
  return space >= 0 && space < index + 15 ? space + 1 : index;
}

/** The end of the word before `index`, never before `floor`. */
function wordEnd(text: string, index: number, floor: number): number {
  const space = text.lastIndexOf(' ', index);
  return space > floor ? space : index;
}
