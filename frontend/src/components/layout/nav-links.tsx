import { Button } from '@mui/material';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { LANDING_SECTIONS } from '@/config/site';
import { useSectionLink } from '@/hooks/use-section-link';

interface NavLinksProps {
  showAdminChat: boolean;
  fullWidth?: boolean;
  onNavigate?: () => void;
}

const navButtonSx = {
  color: 'text.primary',
  justifyContent: 'flex-start',
  whiteSpace: 'nowrap',
  '&.active': { color: 'primary.main' },
} as const;

/**
 * Home, Games, Contact and (for admins) Admin Chat. Route links get the
 * `active` class and aria-current from NavLink; section links never do.
 */
export function NavLinks({ showAdminChat, fullWidth, onNavigate }: NavLinksProps) {
  const sectionLink = useSectionLink(onNavigate);

  return (
    <>
      <Button
        component={RouterLink}
        {...sectionLink(LANDING_SECTIONS.hero)}
        fullWidth={fullWidth}
        sx={navButtonSx}
      >
        Home
      </Button>
      <Button
        component={RouterLink}
        {...sectionLink(LANDING_SECTIONS.games)}
        fullWidth={fullWidth}
        sx={navButtonSx}
      >
        Games
      </Button>
      <Button
        component={NavLink}
        to="/contact"
        onClick={onNavigate}
        fullWidth={fullWidth}
        sx={navButtonSx}
      >
        Contact
      </Button>
      {showAdminChat && (
        <Button
          component={NavLink}
          to="/admin/chat"
          onClick={onNavigate}
          fullWidth={fullWidth}
          sx={navButtonSx}
        >
          Admin Chat
        </Button>
      )}
    </>
  );
}
