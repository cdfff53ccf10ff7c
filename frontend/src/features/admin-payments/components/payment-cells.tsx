import type { AdminPaymentView } from '@club/contracts';
import { Button, Typography } from '@mui/material';

/** Stripe's PaymentIntent id, small and breakable so a narrow screen keeps its width. */
export function StripeId({ payment }: { payment: AdminPaymentView }) {
  return (
    <Typography
      variant="caption"
      component="code"
      sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
    >
      {payment.stripePaymentIntentId ?? 'None (demo)'}
    </Typography>
  );
}

/** Only a succeeded payment can be refunded. */
export function RefundButton({
  payment,
  onRefund,
}: {
  payment: AdminPaymentView;
  onRefund: (payment: AdminPaymentView) => void;
}) {
  if (payment.status !== 'succeeded') return null;
  return (
    <Button size="small" color="error" variant="outlined" onClick={() => onRefund(payment)}>
      Refund
    </Button>
  );
}
