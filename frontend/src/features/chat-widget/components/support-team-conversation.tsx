import { ChatMessageLog } from '@/components/chat/chat-message-log';
import type { ChatMessage } from '@/realtime/chat-message';
import { shouldShowPaymentPicker } from '../payment-picker-rules';
import type { Composer } from '../use-composer';
import { DraftComposer } from './draft-composer';
import { PaymentPicker } from './payment-picker';

interface SupportTeamConversationProps {
  messages: readonly ChatMessage[];
  busy: boolean;
  composer: Composer;
}

/** The guest widget's conversation (members see it too): 'Support Team' replies, picker, composer. */
export function SupportTeamConversation({
  messages,
  busy,
  composer,
}: SupportTeamConversationProps) {
  return (
    <>
      <ChatMessageLog
        messages={messages}
        isOwn={(message) => !message.isFromAdmin}
        labelOf={(message) => (message.isFromAdmin ? 'Support Team' : undefined)}
        empty="Send us a message — support answers 24/7."
      />
      {shouldShowPaymentPicker(messages) && (
        <PaymentPicker busy={busy} onSend={composer.sendText} />
      )}
      <DraftComposer composer={composer} busy={busy} />
    </>
  );
}
