/** The admin inbox has its own composer where the floating button would sit. */
export const PAGES_WITHOUT_WIDGET = new Set(['/admin/chat']);
