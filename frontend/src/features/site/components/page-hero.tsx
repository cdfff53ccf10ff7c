import { Box, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BackLink } from './back-link';

interface PageHeroProps {
  eyebrow: string;
  title: ReactNode;
  subtitle: ReactNode;
  /** Buttons or notes under the subtitle. */
  children?: ReactNode;
  /** Shows a 'Back to Home' link above the title. */
  backLink?: boolean;
}

/** The top of a public page: its one h1 with a short introduction. */
export function PageHero({ eyebrow, title, subtitle, children, backLink = false }: PageHeroProps) {
  return (
    <Box
      sx={{
        position: 'relative',
        pt: { xs: 12, md: 16 },
        pb: { xs: 6, md: 8 },
        background:
          'radial-gradient(700px 320px at 80% 0%, rgba(139, 92, 246, 0.28), transparent 70%)',
      }}
    >
      <Container>
        <Stack spacing={2.5} sx={{ maxWidth: 780 }}>
          {backLink && <BackLink />}
          <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
            {eyebrow}
          </Typography>
          <Typography
            variant="h2"
            component="h1"
            sx={{ fontSize: { xs: '2.25rem', sm: '2.75rem', md: '3.5rem' }, lineHeight: 1.1 }}
          >
            {title}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            color="textSecondary"
            sx={{ fontWeight: 400, maxWidth: 680 }}
          >
            {subtitle}
          </Typography>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
