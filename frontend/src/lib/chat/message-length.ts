/** The counter shows from this share of the limit on. */
const COUNTER_FROM = 0.9;

/** How long a draft is against its limit, as the composer shows it. */
export interface MessageLength {
  /** Characters that would be sent: the trimmed text, a surrogate pair (an emoji) counting once. */
  count: number;
  max: number;
  /** Characters beyond the limit (0 within it). */
  excess: number;
  /** Near the limit or over it: the counter shows. */
  counted: boolean;
  /** Where in the text as written the part beyond the limit starts (UTF-16 index), or null. */
  excessFrom: number | null;
}

/**
 * Measures a draft as the server will: what is sent is the trimmed text, and its length counts
 * code points, never more characters than the server does.
 */
export function messageLength(text: string, max: number): MessageLength {
  const sent = text.trim();
  const characters = Array.from(sent);
  const count = characters.length;
  const excess = Math.max(0, count - max);
  const leading = text.length - text.trimStart().length;
  return {
    count,
    max,
    excess,
    counted: count >= max * COUNTER_FROM,
    excessFrom: excess > 0 ? leading + characters.slice(0, max).join('').length : null,
  };
}
