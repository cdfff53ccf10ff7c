import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface LegalSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** A section of a legal page: an h2 and its paragraphs and lists. */
export function LegalSection({ id, title, children }: LegalSectionProps) {
  const headingId = `${id}-title`;

  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ mt: { xs: 4, md: 5 } }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        sx={{
          color: 'text.secondary',
          lineHeight: 1.7,
          '& p': { m: 0, mb: 1.5 },
          '& ul': { m: 0, mb: 1.5, pl: 3 },
          '& li + li': { mt: 0.75 },
          '& strong': { color: 'text.primary' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
