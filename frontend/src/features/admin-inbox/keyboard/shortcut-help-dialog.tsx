import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { INBOX_SHORTCUTS, SHORTCUTS_TITLE } from '@club/contracts';

interface ShortcutHelpDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The `?` dialog: every inbox shortcut with its key. */
export function ShortcutHelpDialog({ open, onClose }: ShortcutHelpDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="inbox-shortcuts-title">
      <DialogTitle id="inbox-shortcuts-title">{SHORTCUTS_TITLE}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
          {INBOX_SHORTCUTS.map((shortcut) => (
            <Box key={shortcut.action} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ m: 0 }}>
                <Box
                  component="kbd"
                  sx={{
                    px: 1,
                    py: 0.25,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    fontFamily: 'monospace',
                  }}
                >
                  {shortcut.label}
                </Box>
              </Box>
              <Typography component="dd" sx={{ m: 0 }}>
                {shortcut.description}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
