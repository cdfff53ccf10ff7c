/** Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * Text without bidi controls. The server removes them from what it stores; this also covers
 * text stored before it did, and names it takes as written (a member's first and last name).
 */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/**
 * Styles for an element holding text someone else wrote (with `dir="auto"`): it takes its own
 * direction and cannot reorder the labels, times or messages around it.
 */
export const isolatedText = { unicodeBidi: 'isolate' } as const;
