import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What happens on confirming; left out while there is nothing to say (the dialog fading out). */
  text?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirmation is on its way: its button waits, spinning. */
  busy?: boolean;
  /** A confirmation that destroys something is red. */
  destructive?: boolean;
  /** Which button has the focus when it opens (Enter presses it). */
  focus?: 'cancel' | 'confirm';
  /** False when the control that opened it is gone, so the focus has nowhere to go back to. */
  restoreFocus?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A question before an action: Escape or Cancel keeps things as they are. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  destructive = false,
  focus,
  restoreFocus = true,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      disableRestoreFocus={!restoreFocus}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {text !== undefined && (
        <DialogContent>
          <DialogContentText id={textId}>{text}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel} color="inherit" autoFocus={focus === 'cancel'}>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          color={destructive ? 'error' : 'primary'}
          variant="contained"
          loading={busy}
          autoFocus={focus === 'confirm'}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
