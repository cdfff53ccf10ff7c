let hydrating = false;

/** The router's key for the history entry the app started on. */
const FIRST_HISTORY_ENTRY_KEY = 'default';

/** Called by the app's start when it takes over a pre-rendered page rather than rendering anew. */
export function markHydratingPrerenderedPage(): void {
  hydrating = true;
}

/**
 * True on the page the app took over from the server's pre-rendered HTML, as long as the visitor
 * is still on it: the browser has placed that page already (at its anchor, or where the visitor
 * scrolled it), and nothing should move it.
 */
export function isHydratedFirstPage(locationKey: string): boolean {
  return hydrating && locationKey === FIRST_HISTORY_ENTRY_KEY;
}
