import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { formatAmount, formatMoment } from '../payment-format';
import { RefundButton, StripeId } from './payment-cells';
import { PaymentMember } from './payment-member';
import { PaymentStatus } from './payment-status';
import type { PaymentListProps } from './payments-table';

/** The payments as cards, for a phone: one column, nothing wider than the screen. */
export function PaymentCards({ payments, onRefund, timeZone }: PaymentListProps) {
  return (
    <Stack
      component="ul"
      aria-label="Payments"
      spacing={1.5}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {payments.map((payment) => (
        <Card component="li" key={payment.id} data-testid="payment-row" variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{payment.packageName}</Typography>
              <Typography sx={{ fontWeight: 600 }}>
                {formatAmount(payment.amount, payment.currency)}
              </Typography>
            </Box>
            <PaymentMember payment={payment} />
            <Typography variant="body2" color="text.secondary">
              {formatMoment(payment.createdAt, timeZone)} ({timeZone})
            </Typography>
            <PaymentStatus payment={payment} timeZone={timeZone} />
            <StripeId payment={payment} />
            <Box>
              <RefundButton payment={payment} onRefund={onRefund} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
