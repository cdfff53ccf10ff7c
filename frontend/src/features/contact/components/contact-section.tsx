import { Box, Card, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LANDING_SECTIONS } from '@/config/site';
import { useSiteSettings } from '@/features/site/site-settings';
import { ContactDetails } from './contact-details';
import { ContactFormSlot } from './contact-form-slot';

interface ContactSectionProps {
  title: string;
  /** The form itself; by default it loads when the visitor scrolls near it. */
  form?: ReactNode;
}

/** The contact section (anchor `contact`): how to reach the team, and the form. */
export function ContactSection({ title, form = <ContactFormSlot /> }: ContactSectionProps) {
  const { supportHours } = useSiteSettings();
  return (
    <Box
      component="section"
      id={LANDING_SECTIONS.contact}
      aria-labelledby="contact-title"
      sx={{ py: { xs: 8, md: 12 } }}
    >
      <Container>
        <Box
          sx={{
            display: 'grid',
            columnGap: 8,
            rowGap: { xs: 5, md: 4 },
            gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
            gridTemplateAreas: {
              xs: '"intro" "form" "details"',
              md: '"intro form" "details form"',
            },
            alignItems: 'start',
          }}
        >
          <Stack spacing={3} sx={{ gridArea: 'intro' }}>
            <Stack spacing={1}>
              <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
                Support {supportHours}
              </Typography>
              <Typography
                id="contact-title"
                variant="h3"
                component="h2"
                sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}
              >
                {title}
              </Typography>
            </Stack>
            <Typography color="textSecondary">
              Questions about membership, tournaments or your account? Write to us: members get the
              answer in their support chat. Please log in before sending.
            </Typography>
          </Stack>
          <Card sx={{ gridArea: 'form', p: { xs: 2.5, sm: 4 } }}>{form}</Card>
          <Box sx={{ gridArea: 'details' }}>
            <ContactDetails />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
