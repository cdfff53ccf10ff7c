import { useRef } from 'react';
import type { User } from '@/features/auth/user';
import { useChatOpen } from '../use-chat-open';
import { useComposer } from '../use-composer';
import { useDepositFlow } from '../use-deposit-flow';
import { useMemberChat } from '../use-member-chat';
import { useReturnFocus } from '../use-return-focus';
import { ChatLauncherButton } from './chat-launcher-button';
import { ChatPanel } from './chat-panel';
import { ChatStatusNotice } from './chat-status-notice';
import { SupportTeamConversation } from './support-team-conversation';

/** A signed-in member's chat: the guest widget's look with their own name, and deposits. */
export function MemberChatWidget({ user }: { user: User }) {
  const { isOpen, request, open, close } = useChatOpen();
  const chat = useMemberChat(user, isOpen, request?.conversationId);
  useDepositFlow(request);
  const composer = useComposer(chat.send);
  const launcherRef = useRef<HTMLButtonElement>(null);
  useReturnFocus(isOpen, launcherRef);

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
      <SupportTeamConversation messages={chat.messages} busy={chat.busy} composer={composer} />
    </ChatPanel>
  );
}
