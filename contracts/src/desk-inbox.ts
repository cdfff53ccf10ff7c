/**
 * What a visitor's or member's widget says once support deleted their conversation: it is gone
 * with its messages (not closed), and the next message starts a new one (issue 16, item 9).
 */
export const CONVERSATION_REMOVED_TEXT =
  'Support removed this conversation and its messages. Send a message to start a new one.';

/** What a keyboard shortcut of the admin inbox does. */
export type InboxShortcutAction =
  | 'next'
  | 'previous'
  | 'search'
  | 'reply'
  | 'savedReplies'
  | 'toggleStatus'
  | 'help'
  | 'leaveField';

/**
 * The admin inbox's keyboard shortcuts (issue 16, item 8), as the `?` dialog lists them. They
 * work while no text field has the focus; Escape leaves a field.
 */
export const INBOX_SHORTCUTS: readonly {
  key: string;
  label: string;
  action: InboxShortcutAction;
  description: string;
}[] = [
  { key: 'j', label: 'J', action: 'next', description: 'Next conversation' },
  { key: 'k', label: 'K', action: 'previous', description: 'Previous conversation' },
  { key: '/', label: '/', action: 'search', description: 'Search conversations' },
  { key: 'r', label: 'R', action: 'reply', description: 'Write a reply' },
  { key: 's', label: 'S', action: 'savedReplies', description: 'Open saved replies' },
  { key: 'c', label: 'C', action: 'toggleStatus', description: 'Close or reopen the conversation' },
  { key: '?', label: '?', action: 'help', description: 'Show keyboard shortcuts' },
  { key: 'Escape', label: 'Esc', action: 'leaveField', description: 'Leave a text field' },
];

/** Shown where the conversation goes while none is open. */
export const SHORTCUTS_HINT = 'Press ? for keyboard shortcuts.';

/** The title of the shortcut help dialog. */
export const SHORTCUTS_TITLE = 'Keyboard shortcuts';
