import { PAYMENT_STATUS_LABEL, type AdminPaymentView, type PaymentStatus } from '@club/contracts';
import { Chip, Stack, Typography } from '@mui/material';
import { formatMoment } from '../payment-format';

const COLOR: Record<PaymentStatus, 'success' | 'warning' | 'info' | 'default'> = {
  succeeded: 'success',
  rejected: 'warning',
  refund_pending: 'info',
  refunded: 'default',
  demo: 'default',
};

/** What the refund of a payment has come to, in a line under its status (times in `timeZone`). */
export function refundNote(
  { status, refund }: AdminPaymentView,
  timeZone: string,
): string | undefined {
  if (status === 'demo')
    return 'Confirmed in chat in demo mode: no money taken, no package granted';
  if (status === 'refund_pending') return 'Waiting for Stripe to confirm';
  if (status !== 'refunded' || !refund) return undefined;
  const when = refund.refundedAt ? formatMoment(refund.refundedAt, timeZone) : '';
  const who = refund.requestedBy ? ` by ${refund.requestedBy.username}` : '';
  if (refund.method === 'local') return `${when}${who}; recorded here only (no Stripe keys)`;
  return refund.requestedAt ? `${when}${who}` : `${when} in Stripe's dashboard`;
}

export function PaymentStatus({
  payment,
  timeZone,
}: {
  payment: AdminPaymentView;
  timeZone: string;
}) {
  const note = refundNote(payment, timeZone);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        variant="outlined"
        color={COLOR[payment.status]}
        label={PAYMENT_STATUS_LABEL[payment.status]}
      />
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Stack>
  );
}
