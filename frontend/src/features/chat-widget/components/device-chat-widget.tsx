import { useRef, useState } from 'react';
import { ChatMessageLog } from '@/components/chat/chat-message-log';
import { useChatOpen } from '../use-chat-open';
import { useComposer } from '../use-composer';
import { useDeviceChat } from '../use-device-chat';
import { useReturnFocus } from '../use-return-focus';
import { ChatLauncherButton } from './chat-launcher-button';
import { ChatPanel } from './chat-panel';
import { ChatStatusNotice } from './chat-status-notice';
import { DraftComposer } from './draft-composer';
import { NameEditor } from './name-editor';
import { RenameButton } from './rename-button';

/** The device-identified "Support Chat" widget (SPEC §2): 384 × 500, rename, images. */
export function DeviceChatWidget() {
  const { isOpen, open, close } = useChatOpen();
  const chat = useDeviceChat(isOpen);
  const composer = useComposer(chat.send);
  const [editingName, setEditingName] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  useReturnFocus(isOpen, launcherRef);

  if (!isOpen)
    return <ChatLauncherButton unread={chat.unread} onClick={open} buttonRef={launcherRef} />;

  return (
    <ChatPanel
      title="Support Chat"
      subtitle={chat.displayName}
      width={384}
      height={500}
      onClose={close}
      actions={
        <RenameButton
          editing={editingName}
          disabled={!chat.conversation}
          onClick={() => setEditingName((editing) => !editing)}
        />
      }
    >
      {editingName && (
        <NameEditor
          placeholder="Enter your name..."
          initialName={chat.displayName}
          busy={chat.renaming}
          onSave={async (name) => {
            if (await chat.changeName(name)) setEditingName(false);
          }}
          onCancel={() => setEditingName(false)}
        />
      )}
      <ChatStatusNotice deleted={chat.deleted} />
      <ChatMessageLog
        messages={chat.messages}
        isOwn={(message) => !message.isFromAdmin}
        labelOf={(message) => (message.isFromAdmin ? 'Support' : undefined)}
        empty="Start a conversation with support"
      />
      <DraftComposer composer={composer} busy={chat.busy} />
    </ChatPanel>
  );
}
