import { useState } from 'react';
import { TYPING_TEXT } from '@club/contracts';
import { ChatMessageLog } from '@/components/chat/chat-message-log';
import { TypingIndicator } from '@/components/chat/typing-indicator';
import { useChatOpen } from '../use-chat-open';
import { useComposer } from '../use-composer';
import { useDeviceChat } from '../use-device-chat';
import { useWidgetSignIn } from '../use-widget-sign-in';
import { AccountLinks } from './account-links';
import { ChatStatusNotice } from './chat-status-notice';
import { FollowUpEmail } from './follow-up-email';
import { ChatWidgetFrame, type WidgetLook } from './chat-widget-frame';
import { DraftComposer } from './draft-composer';
import { NameEditor } from './name-editor';
import { RenameButton } from './rename-button';
import { VisitorPaymentRequest } from './visitor-payment-request';
import { WidgetSignIn } from './widget-sign-in';

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
  const account = useWidgetSignIn();

  return (
    <ChatWidgetFrame
      opener={opener}
      chat={chat}
      look={DEVICE_LOOK}
      actions={
        !account.step && (
          <RenameButton
            editing={editingName}
            disabled={!chat.conversation}
            onClick={() => setEditingName((editing) => !editing)}
          />
        )
      }
      account={!account.step && <AccountLinks onOpen={account.openSignIn} />}
    >
      {account.step ? (
        <WidgetSignIn
          step={account.step}
          onBack={account.backToChat}
          onSignedIn={account.signedIn}
        />
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
          <FollowUpEmail
            conversationId={chat.conversation?.id}
            supportTyping={chat.supportTyping}
          />
          <ChatMessageLog
            messages={chat.messages}
            loading={chat.messagesLoading}
            isOwn={(message) => !message.isFromAdmin}
            labelOf={(message) => (message.isFromAdmin ? 'Support' : undefined)}
            empty="Start a conversation with support"
            seenId={chat.seenId}
            onRetry={chat.retry}
            renderPaymentRequest={(request) => (
              <VisitorPaymentRequest request={request} onSignIn={account.signInToPay} />
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
