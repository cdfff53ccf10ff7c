import { Alert } from '@mui/material';
import type { PaymentRequestView, StorePackageId } from '@club/contracts';
import type { ChatMessage } from '@/realtime/chat-message';
import type { ConversationRef } from '../admin-inbox-types';
import { useGetPaymentRequestsQuery } from '../payment-requests-api';
import { paymentLinkAsked } from './payment-link-asked';
import { PaymentLinkSuggestion } from './payment-link-suggestion';
import type { RequestablePackage } from './requestable-packages';

const NO_REQUESTS: readonly PaymentRequestView[] = [];

interface PaymentRequestPromptsProps {
  conversation: ConversationRef;
  messages: readonly ChatMessage[];
  packages: readonly RequestablePackage[];
  /** The package whose request is being sent, or null. */
  sending: StorePackageId | null;
  /** Why the last request was not sent. */
  error?: string;
  onChoose: (packageId: StorePackageId) => void;
  onDismissError: () => void;
}

/** Above the composer: the suggestion to send a request when asked, and why a send failed. */
export function PaymentRequestPrompts({
  conversation,
  messages,
  packages,
  sending,
  error,
  onChoose,
  onDismissError,
}: PaymentRequestPromptsProps) {
  const { data: requests = NO_REQUESTS } = useGetPaymentRequestsQuery(conversation);
  return (
    <>
      {paymentLinkAsked(messages, requests) && (
        <PaymentLinkSuggestion packages={packages} sending={sending} onChoose={onChoose} />
      )}
      {error && (
        <Alert
          severity="error"
          onClose={onDismissError}
          data-testid="payment-request-error"
          sx={{ mx: 1, mb: 0.5 }}
        >
          {error}
        </Alert>
      )}
    </>
  );
}
