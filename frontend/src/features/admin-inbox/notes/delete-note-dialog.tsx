import { NOTE_TEXT } from '@club/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface DeleteNoteDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deleting a private note asks first: it goes for every admin, for good. */
export function DeleteNoteDialog(props: DeleteNoteDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      title={NOTE_TEXT.confirmRemove}
      text={NOTE_TEXT.confirmRemoveBody}
      cancelLabel={NOTE_TEXT.cancel}
      confirmLabel={NOTE_TEXT.confirmRemoveButton}
      destructive
    />
  );
}
