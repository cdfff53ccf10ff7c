import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Container, Stack, Toolbar } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { IconTooltip } from '@/components/icon-tooltip';
import { loadOnMount } from '@/components/load-on-mount';
import { RoundIconButton } from '@/components/round-icon-button';
import { useAfterPageLoad } from '@/hooks/use-after-page-load';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { AccountControls } from './account-controls';
import { Brand } from './brand';
import type { CommunityLinks } from './community-channels';
import { CommunityLinkButtons } from './community-link-buttons';
import type { HeaderSessionProps } from './header-session';
import { NavLinks } from './nav-links';
import { SITE_HEADER_HEIGHT_PX } from './site-header-height';

const MOBILE_MENU_ID = 'mobile-menu';

// Only phones that open it need the menu's code (and its Collapse transition): it loads and
// renders, closed, at idle once the page has loaded, so the first tap only has to open it.
const MobileMenu = loadOnMount(async () => (await import('./mobile-menu')).MobileMenu);

const SCROLLED_THRESHOLD_PX = 50;

interface SiteHeaderProps extends HeaderSessionProps {
  communityLinks: CommunityLinks;
}

export function SiteHeader({ communityLinks, ...sessionProps }: SiteHeaderProps) {
  const { session } = sessionProps;
  const isAdmin = session.status === 'signed-in' && session.isAdmin;
  const scrolled = useScrolledPast(SCROLLED_THRESHOLD_PX);
  // The menu stays open only on the page it was opened on.
  const { pathname } = useLocation();
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const closeMenu = useCallback(() => setMenuOpenOn(null), []);
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const pageLoaded = useAfterPageLoad();
  const [menuTapped, setMenuTapped] = useState(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeMenu();
      menuToggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, closeMenu]);

  const solid = scrolled || menuOpen;
  const menuToggleLabel = menuOpen ? 'Close menu' : 'Open menu';

  return (
    <AppBar
      component="header"
      position="fixed"
      elevation={0}
      data-testid="site-header"
      data-scrolled={String(scrolled)}
      sx={(theme) => ({
        bgcolor: solid ? alpha(theme.palette.background.default, 0.82) : 'transparent',
        backdropFilter: solid ? 'blur(16px) saturate(140%)' : 'none',
        borderBottom: 1,
        borderColor: solid ? 'divider' : 'transparent',
        boxShadow: solid ? `0 8px 32px ${alpha('#000', 0.35)}` : 'none',
        transition: theme.transitions.create(
          ['background-color', 'backdrop-filter', 'border-color', 'box-shadow'],
          { duration: theme.transitions.duration.short },
        ),
      })}
    >
      <Container>
        <Toolbar disableGutters sx={{ gap: 2, minHeight: SITE_HEADER_HEIGHT_PX }}>
          <Brand onNavigate={closeMenu} compact={isAdmin} />
          <Stack
            component="nav"
            aria-label="Main"
            direction="row"
            sx={{ display: { xs: 'none', lg: 'flex' }, ml: 2 }}
          >
            <NavLinks showAdminChat={isAdmin} />
            <CommunityLinkButtons links={communityLinks} compact />
          </Stack>
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
            <AccountControls {...sessionProps} />
          </Box>
          <IconTooltip title={menuToggleLabel}>
            <RoundIconButton
              ref={menuToggleRef}
              aria-label={menuToggleLabel}
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              onClick={() => {
                setMenuTapped(true);
                setMenuOpenOn(menuOpen ? null : pathname);
              }}
              sx={{ display: { lg: 'none' }, color: 'text.primary' }}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </RoundIconButton>
          </IconTooltip>
        </Toolbar>
      </Container>
      {(pageLoaded || menuTapped) && (
        <MobileMenu
          id={MOBILE_MENU_ID}
          {...sessionProps}
          communityLinks={communityLinks}
          open={menuOpen}
          onClose={closeMenu}
        />
      )}
    </AppBar>
  );
}
