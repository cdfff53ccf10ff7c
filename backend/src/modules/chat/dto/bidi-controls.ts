import { Transform } from 'class-transformer';

/**
 * Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). An unpaired one
 * reorders the text after it, so "gnp.exe" can read as "exe.png" to an admin. The marks U+200E,
 * U+200F and U+061C stay: they only set the direction of neighbouring punctuation, and
 * right-to-left writers need them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** Removes bidi controls from a string before it is validated and stored. */
export const StripBidiControls = () =>
  Transform(({ value }) => (typeof value === 'string' ? stripBidiControls(value) : value));

/** For names: removes bidi controls, then trims (in one transform, so the order is certain). */
export const StripBidiControlsAndTrim = () =>
  Transform(({ value }) => (typeof value === 'string' ? stripBidiControls(value).trim() : value));
