import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { formatPackagePrice, type PaymentRequestView } from '@club/contracts';

interface CancelPaymentRequestDialogProps {
  open: boolean;
  request: PaymentRequestView;
  busy: boolean;
  /** False when the button that opened it is gone (the request was cancelled). */
  restoreFocus: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}

/** Cancelling a request asks first: the customer can no longer pay it. Escape keeps it. */
export function CancelPaymentRequestDialog({
  open,
  request,
  busy,
  restoreFocus,
  onKeep,
  onConfirm,
}: CancelPaymentRequestDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onKeep}
      disableRestoreFocus={!restoreFocus}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>Cancel this payment request?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {`The customer will no longer be able to pay ${request.packageName} (${formatPackagePrice(request.amount)}) from the chat.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} color="inherit" autoFocus>
          Keep request
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={busy}>
          Yes, cancel request
        </Button>
      </DialogActions>
    </Dialog>
  );
}
