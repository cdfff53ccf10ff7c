import type { UserView } from '@club/contracts';
import { useChatOpen } from '../use-chat-open';
import { useComposer } from '../use-composer';
import { useDepositFlow } from '../use-deposit-flow';
import { useMemberChat } from '../use-member-chat';
import { usePaymentRequestPayments } from '../use-payment-request-payments';
import { useReturnToPaymentRequest } from '../use-return-to-payment-request';
import { ChatStatusNotice } from './chat-status-notice';
import { ChatWidgetFrame, SUPPORT_LOOK } from './chat-widget-frame';
import { MemberPaymentRequest } from './member-payment-request';
import { SupportTeamConversation } from './support-team-conversation';

/**
 * A signed-in member's chat: the guest widget's look with their own name, deposits, and payment
 * requests paid in their cards.
 */
export function MemberChatWidget({ user }: { user: UserView }) {
  const opener = useChatOpen();
  const chat = useMemberChat(user, opener.isOpen, opener.request?.conversationId);
  useDepositFlow(opener.request);
  const composer = useComposer(chat.send);
  const payments = usePaymentRequestPayments(chat.messages);
  const returnedToId = useReturnToPaymentRequest(chat.messages);

  return (
    <ChatWidgetFrame opener={opener} chat={chat} look={SUPPORT_LOOK}>
      <ChatStatusNotice deleted={chat.deleted} messagesFailed={chat.messagesFailed} />
      <SupportTeamConversation
        messages={chat.messages}
        loading={chat.messagesLoading}
        busy={chat.busy}
        composer={composer}
        conversationId={chat.conversation?.id}
        supportTyping={chat.supportTyping}
        seenId={chat.seenId}
        onRetry={chat.retry}
        focusId={returnedToId}
        renderPaymentRequest={(request) => (
          <MemberPaymentRequest
            request={request}
            step={payments.stepOf(request.id)}
            onPay={(payable) => void payments.pay(payable)}
            onConfirmed={payments.confirmed}
          />
        )}
      />
    </ChatWidgetFrame>
  );
}
