/** The window event the admin composer listens for to open its saved-reply picker. */
export const OPEN_SAVED_REPLIES_EVENT = 'desk:open-saved-replies';

/**
 * Opens the saved-reply picker of the conversation on screen and moves focus into its search,
 * as typing `/` in the composer does. For the inbox's keyboard shortcut.
 */
export function openSavedReplies(): void {
  window.dispatchEvent(new Event(OPEN_SAVED_REPLIES_EVENT));
}
