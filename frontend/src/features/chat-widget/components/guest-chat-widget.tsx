import { useRef, useState } from 'react';
import { useChatOpen } from '../use-chat-open';
import { useComposer } from '../use-composer';
import { useGuestChat } from '../use-guest-chat';
import { useReturnFocus } from '../use-return-focus';
import { ChatLauncherButton } from './chat-launcher-button';
import { ChatPanel } from './chat-panel';
import { ChatStatusNotice } from './chat-status-notice';
import { NameEditor } from './name-editor';
import { RenameButton } from './rename-button';
import { SupportTeamConversation } from './support-team-conversation';

/** The guest-named "Support" widget (SPEC §2): 400 × 600, payment picker, rename. */
export function GuestChatWidget() {
  const { isOpen, open, close } = useChatOpen();
  const chat = useGuestChat(isOpen);
  const composer = useComposer(chat.send);
  const [editingName, setEditingName] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  useReturnFocus(isOpen, launcherRef);

  if (!isOpen)
    return <ChatLauncherButton unread={chat.unread} onClick={open} buttonRef={launcherRef} />;

  return (
    <ChatPanel
      title="Support"
      subtitle={`Chatting as ${chat.identity}`}
      width={400}
      height={600}
      onClose={close}
      actions={
        <RenameButton editing={editingName} onClick={() => setEditingName((editing) => !editing)} />
      }
    >
      {editingName && (
        <NameEditor
          placeholder="Enter your name (optional)"
          hint="Change how you appear in chat"
          onSave={(name) => {
            chat.changeName(name);
            setEditingName(false);
          }}
          onCancel={() => setEditingName(false)}
        />
      )}
      <ChatStatusNotice
        startFailed={chat.startFailed}
        deleted={chat.deleted}
        messagesFailed={chat.messagesFailed}
        onRetry={chat.retryStart}
      />
      <SupportTeamConversation messages={chat.messages} busy={chat.busy} composer={composer} />
    </ChatPanel>
  );
}
