import { Button } from '@mui/material';
import { isPayable, PAYMENT_REQUEST_TEXT, type PaymentRequestView } from '@club/contracts';
import { PaymentRequestCard } from '@/components/chat/payment-request-card';

interface VisitorPaymentRequestProps {
  request: PaymentRequestView;
  /** Members pay requests: the visitor signs in (or registers) first. */
  onSignIn: (requestId: string) => void;
}

/** A payment request in a visitor's chat: while it can be paid, the way to sign in and pay it. */
export function VisitorPaymentRequest({ request, onSignIn }: VisitorPaymentRequestProps) {
  return (
    <PaymentRequestCard
      request={request}
      actions={
        isPayable(request.status) && (
          <Button variant="contained" size="small" onClick={() => onSignIn(request.id)}>
            {PAYMENT_REQUEST_TEXT.membersOnly}
          </Button>
        )
      }
    />
  );
}
