import { formatPackagePrice, type PaymentRequestView } from '@club/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';

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
  request,
  onKeep,
  ...props
}: CancelPaymentRequestDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      onCancel={onKeep}
      title="Cancel this payment request?"
      text={`The customer will no longer be able to pay ${request.packageName} (${formatPackagePrice(request.amount)}) from the chat.`}
      cancelLabel="Keep request"
      confirmLabel="Yes, cancel request"
      destructive
      focus="cancel"
    />
  );
}
