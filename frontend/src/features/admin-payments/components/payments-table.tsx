import type { AdminPaymentView } from '@club/contracts';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { formatAmount, formatMoment } from '../payment-format';
import { RefundButton, StripeId } from './payment-cells';
import { PaymentMember } from './payment-member';
import { PaymentStatus } from './payment-status';

export interface PaymentListProps {
  payments: AdminPaymentView[];
  onRefund: (payment: AdminPaymentView) => void;
  /** The club's time zone, which every date and time shown is in. */
  timeZone: string;
}

/** The payments as a table, for wide screens. */
export function PaymentsTable({ payments, onRefund, timeZone }: PaymentListProps) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Payments">
        <TableHead>
          <TableRow>
            <TableCell>Date ({timeZone})</TableCell>
            <TableCell>Member</TableCell>
            <TableCell>Package</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Stripe PaymentIntent</TableCell>
            <TableCell align="right">Refund</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.id} data-testid="payment-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {' '}
                {formatMoment(payment.createdAt, timeZone)}
              </TableCell>
              <TableCell>
                <PaymentMember payment={payment} />
              </TableCell>
              <TableCell>{payment.packageName}</TableCell>
              <TableCell align="right">{formatAmount(payment.amount, payment.currency)}</TableCell>
              <TableCell>
                <PaymentStatus payment={payment} timeZone={timeZone} />
              </TableCell>
              <TableCell>
                <StripeId payment={payment} />
              </TableCell>
              <TableCell align="right">
                <RefundButton payment={payment} onRefund={onRefund} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
