import { Typography } from '@mui/material';

/** "Support is typing…" / "typing…" under a conversation while the other side writes. */
export function TypingIndicator({ text, show }: { text: string; show: boolean }) {
  return (
    <Typography
      role="status"
      variant="caption"
      color="text.secondary"
      sx={{ px: 2, minHeight: '1.5em', fontStyle: 'italic' }}
    >
      {show ? text : ''}
    </Typography>
  );
}
