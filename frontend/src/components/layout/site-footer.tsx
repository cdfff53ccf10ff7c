import { Box, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LANDING_SECTIONS, SITE_NAME } from '@/config/site';
import { useSectionLink } from '@/hooks/use-section-link';
import { Brand } from './brand';
import type { SiteSettingsView } from '@club/contracts';
import { newTabProps, socialChannels } from './community-channels';
import { LAUNCHER_CLEARANCE_PX } from './launcher-clearance';

const SUPPORT_LINKS = [
  { label: 'FAQ', to: '/faq' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Cookie Policy', to: '/cookies' },
];

const GAME_LINKS = [
  { label: 'Poker', to: '/poker' },
  { label: 'Sportsbook & Casino', to: '/sports-book' },
  { label: 'Galactic Arcade', to: '/galactic-arcade' },
  { label: 'Merchandise', to: '/merchandise' },
  { label: 'Store', to: '/subscription' },
];

// Plain anchors styled as the theme's links (underlined on hover): the footer is on every
// first load, and Material UI's Link and Divider would add about 2.5 KB gzipped to it.
const linkSx = {
  color: 'text.secondary',
  textDecoration: 'none',
  '&:hover': { color: 'primary.main', textDecoration: 'underline' },
};

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography
        variant="overline"
        component="h2"
        sx={{ color: 'text.primary', mb: 1, display: 'block' }}
      >
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

export function SiteFooter({ settings }: { settings: SiteSettingsView }) {
  const sectionLink = useSectionLink();

  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        pb: `${LAUNCHER_CLEARANCE_PX}px`,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'rgba(4, 6, 20, 0.72)',
      }}
    >
      <Container sx={{ py: { xs: 6, md: 8 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: {
              xs: '1fr',
              sm: '1fr 1fr',
              md: '1.6fr 1fr 1fr 1fr',
            },
          }}
        >
          <Stack spacing={2} sx={{ maxWidth: 360 }}>
            <Brand />
            <Typography sx={{ color: 'primary.main', fontWeight: 700 }}>
              Play Money Only - No Real Funds
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Play poker, bet on sports and enjoy casino games 24/7 with virtual currency. No real
              money is wagered or won.
            </Typography>
            <Typography variant="body2" color="text.secondary">
              18+ only. For entertainment purposes; this is not a gambling service.
            </Typography>
          </Stack>

          <FooterColumn title="Quick Links">
            <li>
              <Box component={RouterLink} {...sectionLink(LANDING_SECTIONS.hero)} sx={linkSx}>
                Home
              </Box>
            </li>
            {GAME_LINKS.map(({ label, to }) => (
              <li key={to}>
                <Box component={RouterLink} to={to} sx={linkSx}>
                  {label}
                </Box>
              </li>
            ))}
            <li>
              <Box component={RouterLink} {...sectionLink(LANDING_SECTIONS.contact)} sx={linkSx}>
                Contact
              </Box>
            </li>
          </FooterColumn>

          <FooterColumn title="Support">
            {SUPPORT_LINKS.map(({ label, to }) => (
              <li key={to}>
                <Box component={RouterLink} to={to} sx={linkSx}>
                  {label}
                </Box>
              </li>
            ))}
            <li>
              <Box component={RouterLink} {...sectionLink(LANDING_SECTIONS.contact)} sx={linkSx}>
                Contact Us
              </Box>
            </li>
          </FooterColumn>

          <FooterColumn title="Community">
            {socialChannels(settings).map(({ label, href, icon }) => (
              <li key={label}>
                <Box
                  component="a"
                  href={href}
                  {...newTabProps}
                  sx={{ ...linkSx, display: 'inline-flex', alignItems: 'center', gap: 1 }}
                >
                  {icon}
                  {label}
                </Box>
              </li>
            ))}
          </FooterColumn>
        </Box>

        <Box component="hr" sx={{ my: 4, border: 0, borderBottom: 1, borderColor: 'divider' }} />

        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', color: 'text.secondary' }}
        >
          <Typography variant="body2">© 2024 {SITE_NAME}. All rights reserved.</Typography>
          <Typography variant="body2">
            Virtual currency only · 18+ · Support {settings.supportHours}
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
