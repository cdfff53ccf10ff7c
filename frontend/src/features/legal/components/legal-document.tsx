import { Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BackLink } from '@/features/site/components/back-link';

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of a legal page: back link, title, introduction, sections, closing note. */
export function LegalDocument({ title, intro, children, footer }: LegalDocumentProps) {
  return (
    <Container maxWidth="md" sx={{ pt: { xs: 12, md: 16 }, pb: { xs: 8, md: 12 } }}>
      <Stack spacing={2.5} sx={{ mb: 2 }}>
        <BackLink />
        <Typography
          variant="h2"
          component="h1"
          sx={{ fontSize: { xs: '2.25rem', md: '3rem' }, lineHeight: 1.1 }}
        >
          {title}
        </Typography>
        <Typography variant="h6" component="p" color="textSecondary" sx={{ fontWeight: 400 }}>
          {intro}
        </Typography>
      </Stack>
      {children}
      {footer && (
        <Stack
          spacing={1}
          sx={{ mt: 6, pt: 3, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}
        >
          {footer}
        </Stack>
      )}
    </Container>
  );
}
