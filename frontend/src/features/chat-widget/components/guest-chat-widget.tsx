import { useRef, useState } from 'react';
import { ChatComposer } from '@/components/chat/chat-composer';
import { ChatMessageLog } from '@/components/chat/chat-message-log';
import { shouldShowPaymentPicker } from '../payment-picker-rules';
import { useChatOpen } from '../use-chat-open';
import { useComposer } from '../use-composer';
import { useGuestChat } from '../use-guest-chat';
import { useReturnFocus } from '../use-return-focus';
import { ChatLauncherButton } from './chat-launcher-button';
import { ChatPanel } from './chat-panel';
import { ChatStatusNotice } from './chat-status-notice';
import { NameEditor } from './name-editor';
import { PaymentPicker } from './payment-picker';
import { RenameButton } from './rename-button';

/** The guest-named "Support" widget (SPEC §2): 400 × 600, payment picker, rename. */
export function GuestChatWidget() {
  const { isOpen, open, close } = useChatOpen();
  const chat = useGuestChat(isOpen);
  const composer = useComposer();
  const [editingName, setEditingName] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  useReturnFocus(isOpen, launcherRef);

  const sendDraft = async () => {
    if (await chat.send({ text: composer.text, image: composer.image }, composer.setError)) {
      composer.clear();
    }
  };

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
      <ChatMessageLog
        messages={chat.messages}
        isOwn={(message) => !message.isFromAdmin}
        labelOf={(message) => (message.isFromAdmin ? 'Support Team' : undefined)}
        empty="Send us a message — support answers 24/7."
      />
      {shouldShowPaymentPicker(chat.messages) && (
        <PaymentPicker
          busy={chat.busy}
          onSend={(label) => chat.send({ text: label, image: null }, composer.setError)}
        />
      )}
      <ChatComposer
        text={composer.text}
        onTextChange={composer.setText}
        image={composer.image}
        onImageChange={composer.setImage}
        onSend={sendDraft}
        busy={chat.busy}
        error={composer.error}
        onError={composer.setError}
      />
    </ChatPanel>
  );
}
