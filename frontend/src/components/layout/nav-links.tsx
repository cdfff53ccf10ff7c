import { Box, Button, Stack } from '@mui/material';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { LANDING_SECTIONS } from '@/config/site';
import { useSectionLink } from '@/hooks/use-section-link';
import { GamesMenu } from './games-menu';
import { GAME_LINKS, SHOP_LINKS } from './site-links';

interface NavLinksProps {
  showAdminChat: boolean;
  /** The mobile menu's column: full-width links, and the games listed under Games. */
  fullWidth?: boolean;
  onNavigate?: () => void;
}

const navButtonSx = {
  color: 'text.primary',
  justifyContent: 'flex-start',
  whiteSpace: 'nowrap',
  '&.active': { color: 'primary.main' },
} as const;

/** On the bar, narrower than the theme's pill buttons: the row fits at 1200 px with an admin's links. */
const barButtonSx = { ...navButtonSx, px: 1.25, minWidth: 0 } as const;

/**
 * Home, Games (with the games' pages: a menu on the bar, a list in the mobile menu), Merchandise,
 * Store, Contact and (for admins) Admin Chat. Route links get the `active` class and aria-current
 * from NavLink; section links never do.
 */
export function NavLinks({ showAdminChat, fullWidth, onNavigate }: NavLinksProps) {
  const sectionLink = useSectionLink(onNavigate);
  const buttonSx = fullWidth ? navButtonSx : barButtonSx;
  const routeLinks = [...SHOP_LINKS, { label: 'Contact', to: '/contact' }];
  if (showAdminChat) routeLinks.push({ label: 'Admin Chat', to: '/admin/chat' });

  return (
    <>
      <Button
        component={RouterLink}
        {...sectionLink(LANDING_SECTIONS.hero)}
        fullWidth={fullWidth}
        sx={buttonSx}
      >
        Home
      </Button>
      <Box sx={{ display: 'flex' }}>
        <Button
          component={RouterLink}
          {...sectionLink(LANDING_SECTIONS.games)}
          fullWidth={fullWidth}
          sx={buttonSx}
        >
          Games
        </Button>
        {!fullWidth && <GamesMenu />}
      </Box>
      {fullWidth && (
        <Stack component="ul" aria-label="Games" sx={{ listStyle: 'none', m: 0, p: 0, pl: 2 }}>
          {GAME_LINKS.map(({ label, to }) => (
            <li key={to}>
              <Button
                component={NavLink}
                to={to}
                onClick={onNavigate}
                fullWidth
                sx={{ ...navButtonSx, color: 'text.secondary' }}
              >
                {label}
              </Button>
            </li>
          ))}
        </Stack>
      )}
      {routeLinks.map(({ label, to }) => (
        <Button
          key={to}
          component={NavLink}
          to={to}
          onClick={onNavigate}
          fullWidth={fullWidth}
          sx={buttonSx}
        >
          {label}
        </Button>
      ))}
    </>
  );
}
