import { ConfirmDialog } from '@/components/confirm-dialog';

export const DELETE_CONFIRMATION =
  'Are you sure you want to delete this conversation? This action will permanently remove the conversation and all its messages. This cannot be undone.';

interface DeleteConversationDialogProps {
  open: boolean;
  name: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** SPEC §5: deleting asks first, in these words. */
export function DeleteConversationDialog({ name, ...props }: DeleteConversationDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      title={`Delete the conversation with ${name}?`}
      text={DELETE_CONFIRMATION}
      confirmLabel="Delete"
      destructive
    />
  );
}
