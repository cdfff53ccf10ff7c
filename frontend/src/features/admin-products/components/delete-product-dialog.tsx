import { ConfirmDialog } from '@/components/confirm-dialog';

interface DeleteProductDialogProps {
  open: boolean;
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deleting a product asks first: the catalogue loses it and its uploaded pictures at once. */
export function DeleteProductDialog({ title, busy, ...props }: DeleteProductDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      busy={busy}
      title={`Delete ${title}?`}
      text="The product leaves the catalogue at once, with its variants and uploaded pictures. This cannot be undone."
      confirmLabel={busy ? 'Deleting...' : 'Delete'}
      destructive
    />
  );
}
