import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { NOTE_TEXT } from '@club/contracts';

interface DeleteNoteDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deleting a private note asks first: it goes for every admin, for good. */
export function DeleteNoteDialog({ open, busy, onConfirm, onCancel }: DeleteNoteDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="delete-note-title"
      aria-describedby="delete-note-text"
    >
      <DialogTitle id="delete-note-title">{NOTE_TEXT.confirmRemove}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-note-text">{NOTE_TEXT.confirmRemoveBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          {NOTE_TEXT.cancel}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {NOTE_TEXT.confirmRemoveButton}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
