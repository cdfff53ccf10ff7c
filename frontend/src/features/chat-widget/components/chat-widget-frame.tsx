import { useRef, type ReactNode } from 'react';
import type { useChatOpen } from '../use-chat-open';
import { useReturnFocus } from '../use-return-focus';
import { ChatLauncherButton } from './chat-launcher-button';
import { ChatPanel } from './chat-panel';
import { SupportStatusLine } from './support-status-line';

/** How a widget's panel looks (SPEC §2): its title, size, and the line naming the visitor. */
export interface WidgetLook {
  title: string;
  width: number;
  height: number;
  subtitle: (name: string) => string;
}

/** The guest-named widget's look, which signed-in members get too. */
export const SUPPORT_LOOK: WidgetLook = {
  title: 'Support',
  width: 400,
  height: 600,
  subtitle: (name) => `Chatting as ${name}`,
};

interface ChatWidgetFrameProps {
  opener: ReturnType<typeof useChatOpen>;
  /** The widget's session: its unread count, the name the visitor chats as, its read mark. */
  chat: { unread: number; chatAs: string; markSeen: () => boolean; supportTyping: boolean };
  look: WidgetLook;
  /** Buttons shown before the close button. */
  actions?: ReactNode;
  /** Links into an account, in the header under the status line. */
  account?: ReactNode;
  children: ReactNode;
}

/**
 * Every widget's frame: the floating button with its unread count while closed, the panel (with
 * whether support is online) while open, and focus back on the button when the panel closes.
 */
export function ChatWidgetFrame({
  opener,
  chat,
  look,
  actions,
  account,
  children,
}: ChatWidgetFrameProps) {
  const launcherRef = useRef<HTMLButtonElement>(null);
  useReturnFocus(opener.isOpen, launcherRef);
  if (!opener.isOpen) {
    const open = () => {
      // The read mark's request is started before the panel, with its whole thread, renders:
      // support sees "Seen" as the panel opens, not a long render later.
      if (chat.markSeen()) setTimeout(opener.open);
      else opener.open();
    };
    return <ChatLauncherButton unread={chat.unread} onClick={open} buttonRef={launcherRef} />;
  }
  return (
    <ChatPanel
      title={look.title}
      subtitle={look.subtitle(chat.chatAs)}
      status={<SupportStatusLine supportTyping={chat.supportTyping} />}
      width={look.width}
      height={look.height}
      actions={actions}
      account={account}
      onClose={opener.close}
    >
      {children}
    </ChatPanel>
  );
}
