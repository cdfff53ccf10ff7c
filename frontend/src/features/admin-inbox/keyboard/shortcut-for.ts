import { INBOX_SHORTCUTS, type InboxShortcutAction } from '@club/contracts';

/** The parts of a keydown that decide whether it is a shortcut. */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  /** The focus is in a text field (input, textarea, select, contenteditable). */
  inField: boolean;
  /** The focus is in a dialog, menu or listbox that owns its keys. */
  inOverlay: boolean;
}

/**
 * The inbox action a keydown asks for, or null. Letters typed in a field stay text; Escape in
 * a field leaves it unless the field used it itself (a picker closing, an edit cancelled).
 */
export function shortcutFor(event: ShortcutKey): InboxShortcutAction | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.inOverlay) return null;
  const shortcut = INBOX_SHORTCUTS.find((candidate) => candidate.key === event.key);
  if (!shortcut) return null;
  if (shortcut.action === 'leaveField') return event.inField ? 'leaveField' : null;
  return event.inField ? null : shortcut.action;
}

/** Reads a DOM keydown into a ShortcutKey. */
export function shortcutKeyOf(event: KeyboardEvent): ShortcutKey {
  const target = event.target instanceof Element ? event.target : null;
  const inField = Boolean(
    target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]'),
  );
  return {
    key: event.key,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    altKey: event.altKey,
    defaultPrevented: event.defaultPrevented,
    inField,
    inOverlay: Boolean(target?.closest('[role="dialog"], [role="menu"], [role="listbox"]')),
  };
}
