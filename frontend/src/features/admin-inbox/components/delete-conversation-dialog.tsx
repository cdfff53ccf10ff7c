import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

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
export function DeleteConversationDialog({
  open,
  name,
  busy,
  onConfirm,
  onCancel,
}: DeleteConversationDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="delete-conversation-title"
      aria-describedby="delete-conversation-text"
    >
      <DialogTitle id="delete-conversation-title">Delete the conversation with {name}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-conversation-text">{DELETE_CONFIRMATION}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
