import { useState } from 'react';
import { useChatOpen } from '../use-chat-open';
import { useComposer } from '../use-composer';
import { useGuestChat } from '../use-guest-chat';
import { useWidgetSignIn } from '../use-widget-sign-in';
import { AccountLinks } from './account-links';
import { ChatStatusNotice } from './chat-status-notice';
import { FollowUpEmail } from './follow-up-email';
import { ChatWidgetFrame, SUPPORT_LOOK } from './chat-widget-frame';
import { NameEditor } from './name-editor';
import { RenameButton } from './rename-button';
import { SupportTeamConversation } from './support-team-conversation';
import { VisitorPaymentRequest } from './visitor-payment-request';
import { WidgetSignIn } from './widget-sign-in';

/** The guest-named "Support" widget (SPEC §2): 400 × 600, payment picker, rename. */
export function GuestChatWidget() {
  const opener = useChatOpen();
  const chat = useGuestChat(opener.isOpen);
  const composer = useComposer(chat.send);
  const [editingName, setEditingName] = useState(false);
  const account = useWidgetSignIn();

  return (
    <ChatWidgetFrame
      opener={opener}
      chat={chat}
      look={SUPPORT_LOOK}
      actions={
        !account.step && (
          <RenameButton
            editing={editingName}
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
          <FollowUpEmail
            conversationId={chat.conversation?.id}
            supportTyping={chat.supportTyping}
          />
          <SupportTeamConversation
            messages={chat.messages}
            loading={chat.messagesLoading}
            busy={chat.busy}
            composer={composer}
            conversationId={chat.conversation?.id}
            supportTyping={chat.supportTyping}
            seenId={chat.seenId}
            onRetry={chat.retry}
            renderPaymentRequest={(request) => (
              <VisitorPaymentRequest request={request} onSignIn={account.signInToPay} />
            )}
          />
        </>
      )}
    </ChatWidgetFrame>
  );
}
