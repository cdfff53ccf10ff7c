import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface MerchandiseStatusProps {
  title: string;
  text?: string;
  icon?: ReactNode;
  busy?: boolean;
  /** h1 when the state is all the page shows. */
  heading?: 'h1' | 'h2';
  children?: ReactNode;
}

/** The loading, error, empty and not-found states of the shop pages. */
export function MerchandiseStatus({
  title,
  text,
  icon,
  busy = false,
  heading = 'h2',
  children,
}: MerchandiseStatusProps) {
  return (
    <Box
      role={busy ? undefined : 'status'}
      aria-busy={busy || undefined}
      sx={{ py: { xs: 8, md: 12 }, display: 'grid', placeItems: 'center', textAlign: 'center' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 480 }}>
        {busy ? <CircularProgress color="secondary" aria-hidden="true" /> : icon}
        <Typography variant="h5" component={heading}>
          {title}
        </Typography>
        {text && <Typography color="text.secondary">{text}</Typography>}
        {children}
      </Stack>
    </Box>
  );
}
