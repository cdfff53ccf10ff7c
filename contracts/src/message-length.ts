/** 4000 → "4,000": how the composers write character counts. */
const count = (n: number) => n.toLocaleString('en-US');
const characters = (n: number) => `${count(n)} character${n === 1 ? '' : 's'}`;

/**
 * What a composer says about the length of what is being written, near and over its limit
 * (MESSAGE_MAX_LENGTH, NOTE_MAX_LENGTH). Nothing typed is cut: a text over the limit stays as it
 * is, marked, and cannot be sent until it is shortened.
 */
export const MESSAGE_LENGTH_TEXT = {
  /** The visible counter: "3,712 / 4,000". */
  counter: (used: number, max: number) => `${count(used)} / ${count(max)}`,
  /** What screen readers hear once the writer pauses: "3,712 of 4,000 characters". */
  spoken: (used: number, max: number) => `${count(used)} of ${characters(max)}`,
  /** Over the limit: why Send is disabled (also what screen readers hear). */
  tooLong: (max: number, excess: number) =>
    `Messages can be up to ${characters(max)}; remove ${count(excess)}.`,
  noteTooLong: (max: number, excess: number) =>
    `Private notes can be up to ${characters(max)}; remove ${count(excess)}.`,
  /** Selects the part beyond the limit in the field, to see it (and delete it). */
  selectExcess: 'Select the extra text',
} as const;
