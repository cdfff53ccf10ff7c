import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

interface DeleteProductDialogProps {
  open: boolean;
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deleting a product asks first: the catalogue loses it and its uploaded pictures at once. */
export function DeleteProductDialog({
  open,
  title,
  busy,
  onConfirm,
  onCancel,
}: DeleteProductDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="delete-product-title"
      aria-describedby="delete-product-text"
    >
      <DialogTitle id="delete-product-title">Delete {title}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-product-text">
          The product leaves the catalogue at once, with its variants and uploaded pictures. This
          cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
