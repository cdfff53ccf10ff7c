import { useState } from 'react';
import { PAYMENT_REQUEST_CONFIRM_TEXT as TEXT } from '@club/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
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
  // The last package asked for stays written while the dialog fades out.
  const [shown, setShown] = useState(pkg);
  if (pkg !== null && pkg !== shown) setShown(pkg);
  return (
    <ConfirmDialog
      open={pkg !== null}
      title={TEXT.title}
      text={shown ? TEXT.body(customer, shown.name, shown.price) : undefined}
      cancelLabel={TEXT.cancel}
      confirmLabel={TEXT.confirm}
      focus="confirm"
      onCancel={onCancel}
      onConfirm={() => pkg && onConfirm(pkg)}
    />
  );
}
