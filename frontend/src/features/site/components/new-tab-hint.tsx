import { Box } from '@mui/material';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Tells screen-reader users that a link opens a new tab. */
export function NewTabHint() {
  return (
    <Box component="span" sx={visuallyHidden}>
      {' '}
      (opens in a new tab)
    </Box>
  );
}
