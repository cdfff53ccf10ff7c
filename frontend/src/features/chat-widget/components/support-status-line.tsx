import { Box } from '@mui/material';
import { usePanelAvailability } from '../use-panel-availability';

/**
 * The header's line about support: online now, or the expected reply time, kept live by the
 * socket (see `panelAvailability`); nothing is shown until the first answer.
 */
export function SupportStatusLine({ supportTyping }: { supportTyping: boolean }) {
  const { online, line } = usePanelAvailability(supportTyping);
  if (line === undefined) return null;
  return (
    <Box
      component="span"
      data-testid="support-status"
      data-online={online}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: online ? 'success.main' : 'text.disabled',
        }}
      />
      {line}
    </Box>
  );
}
