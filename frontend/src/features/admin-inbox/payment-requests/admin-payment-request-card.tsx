import { Alert, Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { isPayable, type PaymentRequestView } from '@club/contracts';
import { errorText } from '@/api/error-text';
import { PaymentRequestCard } from '@/components/chat/payment-request-card';
import type { ConversationRef } from '../admin-inbox-types';
import { useCancelPaymentRequestMutation } from '../payment-requests-api';
import { CancelPaymentRequestDialog } from './cancel-payment-request-dialog';

const CANCEL_REQUEST_FAILED = 'The payment request was not cancelled. Please try again.';

interface AdminPaymentRequestCardProps {
  conversation: ConversationRef;
  request: PaymentRequestView;
}

/** A payment request in the inbox's thread: while it can still be paid, support can cancel it. */
export function AdminPaymentRequestCard({ conversation, request }: AdminPaymentRequestCardProps) {
  const [cancel, { isLoading: cancelling }] = useCancelPaymentRequestMutation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  // Once cancelled, its Cancel button is gone: the keyboard carries on from the card.
  const cardRef = useRef<HTMLDivElement>(null);
  const [cancelled, setCancelled] = useState(false);
  useEffect(() => {
    if (cancelled && !confirming) cardRef.current?.focus();
  }, [cancelled, confirming]);

  const confirm = async () => {
    try {
      await cancel({ ...conversation, requestId: request.id }).unwrap();
      setError(undefined);
      setCancelled(true);
    } catch (refused) {
      setError(errorText(refused, CANCEL_REQUEST_FAILED));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <PaymentRequestCard
        ref={cardRef}
        request={request}
        actions={
          isPayable(request.status) ? (
            <Button
              size="small"
              color="error"
              variant="outlined"
              onClick={() => setConfirming(true)}
            >
              Cancel request
            </Button>
          ) : undefined
        }
      >
        {error && (
          <Alert severity="error" onClose={() => setError(undefined)}>
            {error}
          </Alert>
        )}
      </PaymentRequestCard>
      <CancelPaymentRequestDialog
        open={confirming}
        request={request}
        busy={cancelling}
        restoreFocus={!cancelled}
        onKeep={() => setConfirming(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
