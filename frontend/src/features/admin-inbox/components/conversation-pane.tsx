import { Box, CircularProgress } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { ChatMessageLog } from '@/components/chat/chat-message-log';
import { MessagesFailedAlert } from '@/components/chat/messages-failed-alert';
import { TypingIndicator } from '@/components/chat/typing-indicator';
import { seenMessageId } from '@/chat-core/seen-mark';
import { usePeerTyping } from '@/chat-core/use-peer-typing';
import { useTypingSignal } from '@/chat-core/use-typing-signal';
import type { ChatMessage } from '@/realtime/chat-message';
import { useChatConversation } from '@/chat-core/use-chat-conversation';
import { useOutboxThread } from '@/chat-core/use-outbox';
import { TYPING_TEXT, type AdminConversationView, type StorePackageId } from '@club/contracts';
import { chatRefOf, refOf } from '../admin-inbox-types';
import { conversationDisplayName } from '../display-name';
import type { AdminReplies } from '../use-admin-reply';
import { useConversationActions } from '../use-conversation-actions';
import { useNoteAsides } from '../notes/use-note-asides';
import { AdminPaymentRequestCard } from '../payment-requests/admin-payment-request-card';
import { PaymentRequestPrompts } from '../payment-requests/payment-request-prompts';
import { RequestPaymentMenu } from '../payment-requests/request-payment-menu';
import { ConfirmPaymentRequestDialog } from '../payment-requests/confirm-payment-request-dialog';
import {
  useRequestablePackages,
  type RequestablePackage,
} from '../payment-requests/requestable-packages';
import { useSendPaymentRequest } from '../payment-requests/use-send-payment-request';
import { AdminComposer } from './admin-composer';
import { ConversationHeader } from './conversation-header';
import { DeleteConversationDialog } from './delete-conversation-dialog';

interface ConversationPaneProps {
  conversation: AdminConversationView;
  adminId: string;
  /** Support's replies not stored yet, kept by the inbox across conversations. */
  replies: AdminReplies;
  actions: ReturnType<typeof useConversationActions>;
  onDeleted: () => void;
  /** A message a search result opened: scrolled to and highlighted. */
  focusMessageId?: number;
  /** Back to the list, where the list and the thread are two screens. */
  onBack?: () => void;
  /** The customer details' opener, for the header, when they are not beside the thread. */
  customerDetails?: ReactNode;
}

/** The selected conversation: header and actions, its messages, and the reply composer. */
export function ConversationPane({
  conversation,
  adminId,
  replies,
  actions,
  onDeleted,
  focusMessageId,
  onBack,
  customerDetails,
}: ConversationPaneProps) {
  const ref = refOf(conversation);
  const { messages, messagesLoading, messagesFailed } = useChatConversation(chatRefOf(ref));
  const thread = useOutboxThread(replies.outbox, messages, {
    conversationId: conversation.id,
    isFromAdmin: true,
    senderId: adminId,
  });
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  useTypingSignal(conversation.id, text);
  const customerTyping = usePeerTyping(ref.list, conversation.id, 'customer');
  const name = conversationDisplayName(conversation);
  const notes = useNoteAsides(ref);
  const labelOf = (message: ChatMessage) => (message.isFromAdmin ? 'Support' : name);
  const packages = useRequestablePackages();
  const paymentRequest = useSendPaymentRequest(ref);
  const [askedPackage, setAskedPackage] = useState<RequestablePackage | null>(null);
  const choosePackage = (packageId: StorePackageId) =>
    setAskedPackage(packages.find((pkg) => pkg.id === packageId) ?? null);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <ConversationHeader
        conversation={conversation}
        busy={actions.renaming || actions.updatingStatus}
        onRename={(value) => actions.rename(conversation, value)}
        onToggleStatus={() => void actions.toggleStatus(conversation)}
        onDelete={() => setConfirming(true)}
        onBack={onBack}
        customerDetails={customerDetails}
      />
      {messagesFailed && <MessagesFailedAlert />}
      {messagesLoading ? (
        <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label="Loading messages" />
        </Box>
      ) : (
        <ChatMessageLog
          label={`Messages with ${name}`}
          messages={thread}
          isOwn={(message) => message.isFromAdmin}
          labelOf={labelOf}
          empty="No messages yet"
          asides={notes}
          seenId={seenMessageId(thread, true)}
          focusId={focusMessageId}
          onRetry={replies.outbox.retry}
          renderPaymentRequest={(request) => (
            <AdminPaymentRequestCard conversation={ref} request={request} />
          )}
        />
      )}
      <TypingIndicator text={`${name} is ${TYPING_TEXT.customer}`} show={customerTyping} />
      <PaymentRequestPrompts
        conversation={ref}
        messages={messages}
        packages={packages}
        sending={paymentRequest.sending}
        error={paymentRequest.error}
        onChoose={choosePackage}
        onDismissError={paymentRequest.dismissError}
      />
      <AdminComposer
        conversation={ref}
        name={name}
        text={text}
        onTextChange={setText}
        image={image}
        onImageChange={setImage}
        onSendReply={() => {
          replies.send(ref, { text, image });
          setText('');
          setImage(null);
          setError(undefined);
        }}
        uploading={replies.uploading}
        error={error}
        onError={setError}
        requestPayment={
          <RequestPaymentMenu
            packages={packages}
            sending={paymentRequest.sending}
            onChoose={choosePackage}
          />
        }
      />
      <ConfirmPaymentRequestDialog
        pkg={askedPackage}
        customer={name}
        onCancel={() => setAskedPackage(null)}
        onConfirm={(pkg) => {
          setAskedPackage(null);
          void paymentRequest.send(pkg.id);
        }}
      />
      <DeleteConversationDialog
        open={confirming}
        name={name}
        busy={actions.deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false);
          if (await actions.remove(conversation)) onDeleted();
        }}
      />
    </Box>
  );
}
