import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { formatPackagePrice, isPayable, type PaymentRequestView } from '@club/contracts';
import { PaymentRequestCard } from '@/components/chat/payment-request-card';
import type { PaymentStep } from '../payment-steps';
import { InChatCheckout } from './in-chat-checkout';

/** The button that pays a request (`data-payment-action`): focused when a member returns to pay. */
export const PAY_ACTION_SELECTOR = '[data-payment-action]';

const CONFIRMING_TEXT = 'Payment received — confirming…';

interface MemberPaymentRequestProps {
  request: PaymentRequestView;
  /** This widget's payment of it, if one is on its way. */
  step?: PaymentStep;
  onPay: (request: PaymentRequestView) => void;
  onConfirmed: (requestId: string) => void;
}

/**
 * A payment request in a signed-in member's chat: while it can be paid, "Pay $50" opens Stripe's
 * card form in the card ("Confirm demo payment" for a demo one), a refusal says why, and a
 * payment Stripe took waits for the server's word.
 */
export function MemberPaymentRequest({
  request,
  step,
  onPay,
  onConfirmed,
}: MemberPaymentRequestProps) {
  const payLabel = `Pay ${formatPackagePrice(request.amount)}`;
  if (!isPayable(request.status)) return <PaymentRequestCard request={request} />;

  const asking = step?.step === 'starting';
  const payButton = (!step || asking || step.step === 'refused') && (
    <Button
      variant="contained"
      size="small"
      disabled={asking}
      onClick={() => onPay(request)}
      data-payment-action
    >
      {request.demo ? 'Confirm demo payment' : payLabel}
    </Button>
  );

  return (
    <PaymentRequestCard request={request} actions={payButton}>
      {step?.step === 'refused' && <Alert severity="error">{step.error}</Alert>}
      {step?.step === 'checkout' && (
        <InChatCheckout
          checkout={step.checkout}
          packageId={request.packageId}
          payLabel={payLabel}
          onConfirmed={() => onConfirmed(request.id)}
        />
      )}
      {step?.step === 'confirming' && (
        <Stack role="status" direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <CircularProgress size={16} color="secondary" aria-hidden />
          <Typography variant="body2">{CONFIRMING_TEXT}</Typography>
        </Stack>
      )}
    </PaymentRequestCard>
  );
}
