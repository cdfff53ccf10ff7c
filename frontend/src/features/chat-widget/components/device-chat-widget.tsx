import { useState } from 'react';
import { TYPING_TEXT } from '@club/contracts';
import { ChatMessageLog } from '@/components/chat/chat-message-log';
import { TypingIndicator } from '@/components/chat/typing-indicator';
import { useChatOpen } from '../use-chat-open';
import { useComposer } from '../use-composer';
import { useDeviceChat } from '../use-device-chat';
import { usePaymentSignIn } from '../use-payment-sign-in';
import { ChatStatusNotice } from './chat-status-notice';
import { FollowUpEmail } from './follow-up-email';
import { ChatWidgetFrame, type WidgetLook } from './chat-widget-frame';
import { DraftComposer } from './draft-composer';
import { NameEditor } from './name-editor';
import { PaymentSignIn } from './payment-sign-in';
import { RenameButton } from './rename-button';
import { VisitorPaymentRequest } from './visitor-payment-request';

const DEVICE_LOOK: WidgetLook = {
  title: 'Support Chat',
  width: 384,
  height: 500,
  subtitle: (name) => name,
};

/** The device-identified "Support Chat" widget (SPEC §2): 384 × 500, rename, images. */
export function DeviceChatWidget() {
  const opener = useChatOpen();
  const chat = useDeviceChat(opener.isOpen);
  const composer = useComposer(chat.send);
  const [editingName, setEditingName] = useState(false);
  const payment = usePaymentSignIn();

  return (
    <ChatWidgetFrame
      opener={opener}
      chat={chat}
      look={DEVICE_LOOK}
      actions={
        !payment.signingIn && (
          <RenameButton
            editing={editingName}
            disabled={!chat.conversation}
            onClick={() => setEditingName((editing) => !editing)}
          />
        )
      }
    >
      {payment.signingIn ? (
        <PaymentSignIn onBack={payment.backToChat} onSignedIn={payment.signedIn} />
      ) : (
        <>
          {editingName && (
            <NameEditor
              placeholder="Enter your name..."
              initialName={chat.chatAs}
              busy={chat.renaming}
              onSave={async (name) => {
                if (await chat.changeName(name)) setEditingName(false);
              }}
              onCancel={() => setEditingName(false)}
            />
          )}
          <ChatStatusNotice deleted={chat.deleted} />
          <FollowUpEmail conversationId={chat.conversation?.id} />
          <ChatMessageLog
            messages={chat.messages}
            isOwn={(message) => !message.isFromAdmin}
            labelOf={(message) => (message.isFromAdmin ? 'Support' : undefined)}
            empty="Start a conversation with support"
            seenId={chat.seenId}
            renderPaymentRequest={(request) => (
              <VisitorPaymentRequest request={request} onSignIn={payment.signInToPay} />
            )}
          />
          <TypingIndicator text={TYPING_TEXT.support} show={chat.supportTyping} />
          <DraftComposer
            composer={composer}
            busy={chat.busy}
            conversationId={chat.conversation?.id}
          />
        </>
      )}
    </ChatWidgetFrame>
  );
}
