import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface AccountPanelProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/** A single account task (forgot or reset password) on its own card, laid out like sign-in. */
export function AccountPanel({ title, intro, children }: AccountPanelProps) {
  return (
    <Box
      sx={{
        px: 2,
        pt: { xs: 12, md: 16 },
        pb: { xs: 8, md: 12 },
        display: 'flex',
        justifyContent: 'center',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 520, backdropFilter: 'blur(12px)' }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={2.5}>
            <Typography variant="h4" component="h1">
              {title}
            </Typography>
            {intro && <Typography color="text.secondary">{intro}</Typography>}
            {children}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
