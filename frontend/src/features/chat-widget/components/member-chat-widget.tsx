import type { UserView } from '@club/contracts';
import { useChatOpen } from '../use-chat-open';
import { useComposer } from '../use-composer';
import { useDepositFlow } from '../use-deposit-flow';
import { useMemberChat } from '../use-member-chat';
import { ChatStatusNotice } from './chat-status-notice';
import { ChatWidgetFrame, SUPPORT_LOOK } from './chat-widget-frame';
import { SupportTeamConversation } from './support-team-conversation';

/** A signed-in member's chat: the guest widget's look with their own name, and deposits. */
export function MemberChatWidget({ user }: { user: UserView }) {
  const opener = useChatOpen();
  const chat = useMemberChat(user, opener.isOpen, opener.request?.conversationId);
  useDepositFlow(opener.request);
  const composer = useComposer(chat.send);

  return (
    <ChatWidgetFrame opener={opener} chat={chat} look={SUPPORT_LOOK}>
      <ChatStatusNotice deleted={chat.deleted} messagesFailed={chat.messagesFailed} />
      <SupportTeamConversation
        messages={chat.messages}
        busy={chat.busy}
        composer={composer}
        conversationId={chat.conversation?.id}
        supportTyping={chat.supportTyping}
        seenId={chat.seenId}
      />
    </ChatWidgetFrame>
  );
}
