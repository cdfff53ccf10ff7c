import type { AdminPaymentView } from '@club/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { errorText } from '@/api/error-text';
import { useToast } from '@/components/toast/use-toast';
import { useRefundPaymentMutation } from '../admin-payments-api';
import { formatAmount } from '../payment-format';
import { memberName } from './payment-member';

interface RefundDialogProps {
  payment: AdminPaymentView;
  onClose: () => void;
}

/** Asks before a refund, naming whose payment, which package and how much. */
export function RefundDialog({ payment, onClose }: RefundDialogProps) {
  const [refund, { isLoading, error, reset }] = useRefundPaymentMutation();
  const toast = useToast();
  const amount = formatAmount(payment.amount, payment.currency);
  const member = memberName(payment);

  async function confirm() {
    const answer = await refund(payment.id);
    if (!('data' in answer) || !answer.data) return;
    toast(
      answer.data.status === 'refunded'
        ? { title: 'Payment refunded', description: `${amount} to ${member}` }
        : {
            title: 'Refund requested',
            description: `Stripe is refunding ${amount} to ${member}; the package goes once it confirms.`,
          },
    );
    onClose();
  }

  function close() {
    if (isLoading) return;
    reset();
    onClose();
  }

  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby="refund-payment-title"
      aria-describedby="refund-payment-text"
    >
      <DialogTitle id="refund-payment-title">Refund this payment?</DialogTitle>
      <DialogContent>
        <DialogContentText id="refund-payment-text">
          Refund {amount} to {member} for {payment.packageName}. What the package granted is taken
          back once the refund is confirmed. This cannot be undone.
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} color="inherit" disabled={isLoading}>
          Cancel
        </Button>
        <Button
          onClick={() => void confirm()}
          color="error"
          variant="contained"
          loading={isLoading}
        >
          Refund {amount}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
