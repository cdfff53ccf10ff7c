import { useRef } from 'react';
import { ChatComposer } from '@/components/chat/chat-composer';
import { ChatMessageLog } from '@/components/chat/chat-message-log';
import type { User } from '@/features/auth/user';
import { shouldShowPaymentPicker } from '../payment-picker-rules';
import { useChatOpen } from '../use-chat-open';
import { useComposer } from '../use-composer';
import { useDepositFlow } from '../use-deposit-flow';
import { useMemberChat } from '../use-member-chat';
import { useReturnFocus } from '../use-return-focus';
import { ChatLauncherButton } from './chat-launcher-button';
import { ChatPanel } from './chat-panel';
import { ChatStatusNotice } from './chat-status-notice';
import { PaymentPicker } from './payment-picker';

/** A signed-in member's chat: the guest widget's look with their own name, and deposits. */
export function MemberChatWidget({ user }: { user: User }) {
  const { isOpen, request, open, close } = useChatOpen();
  const chat = useMemberChat(user, isOpen, request?.conversationId);
  useDepositFlow(request);
  const composer = useComposer();
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
      subtitle={`Chatting as ${chat.name}`}
      width={400}
      height={600}
      onClose={close}
    >
      <ChatStatusNotice deleted={chat.deleted} messagesFailed={chat.messagesFailed} />
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
