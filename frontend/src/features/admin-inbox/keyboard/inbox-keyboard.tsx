import { useEffect, useRef, useState } from 'react';
import type { AdminConversationView, InboxShortcutAction } from '@club/contracts';
import { openSavedReplies } from '../saved-replies/open-saved-replies';
import { ShortcutHelpDialog } from './shortcut-help-dialog';
import { shortcutFor, shortcutKeyOf } from './shortcut-for';

interface InboxKeyboardProps {
  conversations: readonly AdminConversationView[];
  current: AdminConversationView | null;
  onSelect: (conversation: AdminConversationView) => void;
  onToggleStatus: (conversation: AdminConversationView) => void;
}

const LIST = 'section[aria-label="Conversation list"]';
const PANE = 'section[aria-label="Conversation"]';

function focusSearch() {
  document.querySelector<HTMLInputElement>(`${LIST} input[type="search"]`)?.focus();
}

/** The reply box of the open conversation (MUI's hidden sizing textarea has no data-autofocus). */
function focusComposer(): boolean {
  const input = document.querySelector<HTMLTextAreaElement>(
    `${PANE} [data-testid="chat-composer"] textarea[data-autofocus]`,
  );
  input?.focus();
  return Boolean(input);
}

function focusListItem(id: string) {
  const item = document.querySelector<HTMLElement>(`${LIST} [data-conversation-id="${id}"]`);
  item?.focus();
  item?.scrollIntoView({ block: 'nearest' });
}

/** The inbox's keyboard shortcuts (listed in the `?` dialog); renders that dialog. */
export function InboxKeyboard({
  conversations,
  current,
  onSelect,
  onToggleStatus,
}: InboxKeyboardProps) {
  const [helpOpen, setHelpOpen] = useState(false);
  const latest = useRef({ conversations, current, onSelect, onToggleStatus });
  useEffect(() => {
    latest.current = { conversations, current, onSelect, onToggleStatus };
  });

  useEffect(() => {
    const step = (by: 1 | -1) => {
      const { conversations: items, current: open, onSelect: select } = latest.current;
      if (items.length === 0) return;
      const at = open ? items.findIndex((item) => item.id === open.id) : -1;
      const next = at < 0 ? items[0] : items[Math.min(items.length - 1, Math.max(0, at + by))];
      select(next);
      focusListItem(next.id);
    };
    const run: Record<InboxShortcutAction, () => void> = {
      next: () => step(1),
      previous: () => step(-1),
      search: focusSearch,
      reply: () => void focusComposer(),
      savedReplies: () => {
        if (focusComposer()) openSavedReplies();
      },
      toggleStatus: () => {
        const { current: open, onToggleStatus: toggle } = latest.current;
        if (open) toggle(open);
      },
      help: () => setHelpOpen(true),
      leaveField: () => {
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      },
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutFor(shortcutKeyOf(event));
      if (!action) return;
      event.preventDefault();
      run[action]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return <ShortcutHelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />;
}
