import { Box } from '@mui/material';
import type { Presence } from '@club/contracts';

const COLOR: Record<Presence, string> = {
  online: 'success.main',
  away: 'warning.main',
  offline: 'text.disabled',
};

/** A small coloured dot: green online, amber away, grey offline (the text says it too). */
export function PresenceDot({ presence }: { presence: Presence }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 8,
        height: 8,
        borderRadius: '50%',
        bgcolor: COLOR[presence],
        flexShrink: 0,
      }}
    />
  );
}
