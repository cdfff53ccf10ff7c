import type { ComponentProps } from 'react';
import { TYPING_TEXT } from '@club/contracts';
import { ChatMessageLog } from '@/components/chat/chat-message-log';
import { TypingIndicator } from '@/components/chat/typing-indicator';
import type { ChatMessage } from '@/realtime/chat-message';
import { shouldShowPaymentPicker } from '../payment-picker-rules';
import type { Composer } from '../use-composer';
import { DraftComposer } from './draft-composer';
import { PaymentPicker } from './payment-picker';

interface SupportTeamConversationProps {
  messages: readonly ChatMessage[];
  /** The messages are on their way (no "send us a message" meanwhile). */
  loading: boolean;
  busy: boolean;
  composer: Composer;
  conversationId?: string;
  supportTyping: boolean;
  seenId?: number;
  /** The message to scroll to (the payment request a member came back to pay). */
  focusId?: number;
  /** Sends one of the customer's failed messages again. */
  onRetry: (clientMessageId: string) => void;
  /** The reader's payment request cards (a member pays them, a visitor signs in first). */
  renderPaymentRequest: ComponentProps<typeof ChatMessageLog>['renderPaymentRequest'];
}

/** The guest widget's conversation (members see it too): 'Support Team' replies, picker, composer. */
export function SupportTeamConversation({
  messages,
  loading,
  busy,
  composer,
  conversationId,
  supportTyping,
  seenId,
  focusId,
  onRetry,
  renderPaymentRequest,
}: SupportTeamConversationProps) {
  return (
    <>
      <ChatMessageLog
        messages={messages}
        loading={loading}
        isOwn={(message) => !message.isFromAdmin}
        labelOf={(message) => (message.isFromAdmin ? 'Support Team' : undefined)}
        empty="Send us a message — support replies right here."
        seenId={seenId}
        focusId={focusId}
        onRetry={onRetry}
        renderPaymentRequest={renderPaymentRequest}
      />
      <TypingIndicator text={TYPING_TEXT.support} show={supportTyping} />
      {shouldShowPaymentPicker(messages) && (
        <PaymentPicker busy={busy} onSend={composer.sendText} />
      )}
      <DraftComposer composer={composer} busy={busy} conversationId={conversationId} />
    </>
  );
}
