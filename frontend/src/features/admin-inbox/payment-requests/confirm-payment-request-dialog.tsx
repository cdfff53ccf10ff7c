import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, useState } from 'react';
import { PAYMENT_REQUEST_CONFIRM_TEXT as TEXT } from '@club/contracts';
import type { RequestablePackage } from './requestable-packages';

interface ConfirmPaymentRequestDialogProps {
  /** The package asked for; null keeps the dialog closed. */
  pkg: RequestablePackage | null;
  customer: string;
  onCancel: () => void;
  onConfirm: (pkg: RequestablePackage) => void;
}

/**
 * Sending a payment request asks first, naming what the customer will be asked to pay. The send
 * button has the focus, so Enter confirms; Escape cancels.
 */
export function ConfirmPaymentRequestDialog({
  pkg,
  customer,
  onCancel,
  onConfirm,
}: ConfirmPaymentRequestDialogProps) {
  const titleId = useId();
  const textId = useId();
  // The last package asked for stays written while the dialog fades out.
  const [shown, setShown] = useState(pkg);
  if (pkg !== null && pkg !== shown) setShown(pkg);
  return (
    <Dialog
      open={pkg !== null}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{TEXT.title}</DialogTitle>
      {shown && (
        <DialogContent>
          <DialogContentText id={textId}>
            {TEXT.body(customer, shown.name, shown.price)}
          </DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          {TEXT.cancel}
        </Button>
        <Button onClick={() => pkg && onConfirm(pkg)} variant="contained" autoFocus>
          {TEXT.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
