import { Box, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface ContentSectionProps {
  /** Id of the section's h2; the section is labelled by it. */
  headingId: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  id?: string;
  children: ReactNode;
}

/** A titled band of a public page. */
export function ContentSection({
  headingId,
  title,
  eyebrow,
  intro,
  id,
  children,
}: ContentSectionProps) {
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ py: { xs: 6, md: 9 } }}>
      <Container>
        <Stack spacing={1.5} sx={{ mb: { xs: 4, md: 5 }, maxWidth: 720 }}>
          {eyebrow && (
            <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
              {eyebrow}
            </Typography>
          )}
          <Typography
            id={headingId}
            variant="h3"
            component="h2"
            sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}
          >
            {title}
          </Typography>
          {intro && <Typography color="textSecondary">{intro}</Typography>}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
