import { Box, Collapse, Container, Divider, Stack, Typography } from '@mui/material';
import { AccountControls } from './account-controls';
import type { CommunityLinks } from './community-channels';
import { CommunityLinkButtons } from './community-link-buttons';
import type { HeaderSessionProps } from './header-session';
import { NavLinks } from './nav-links';

interface MobileMenuProps extends HeaderSessionProps {
  id: string;
  communityLinks: CommunityLinks;
  open: boolean;
  onClose: () => void;
}

export function MobileMenu({
  id,
  communityLinks,
  open,
  onClose,
  ...sessionProps
}: MobileMenuProps) {
  const { session } = sessionProps;
  const isAdmin = session.status === 'signed-in' && session.isAdmin;

  return (
    // Rendered closed ahead of the first tap (SiteHeader), so that tap only runs the transition.
    <Collapse in={open} id={id} sx={{ display: { lg: 'none' } }}>
      {/* Taller than a small phone's screen once signed in: the menu scrolls under the bar. */}
      <Container sx={{ pb: 3, maxHeight: 'calc(100dvh - 64px)', overflowY: 'auto' }}>
        <Stack component="nav" aria-label="Mobile" spacing={0.5}>
          <NavLinks showAdminChat={isAdmin} fullWidth onNavigate={onClose} />
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Box>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            Join Our Community
          </Typography>
          <Stack spacing={0.5}>
            <CommunityLinkButtons links={communityLinks} fullWidth />
          </Stack>
        </Box>
        <Divider sx={{ my: 2 }} />
        <AccountControls {...sessionProps} stacked onNavigate={onClose} />
      </Container>
    </Collapse>
  );
}
