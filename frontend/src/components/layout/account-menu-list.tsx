import { ACCOUNT_TEXT } from '@club/contracts';
import { Menu, MenuItem } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_LINKS } from './account-menu';

interface AccountMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** The account menu's popup (MUI's menu: arrow keys, Escape, focus back to its button). */
export default function AccountMenuList({
  id,
  anchor,
  onClose,
  onLogout,
  isLoggingOut,
}: AccountMenuListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': ACCOUNT_TEXT.menuLabel } }}
    >
      {ACCOUNT_LINKS.map(({ label, to }) => (
        <MenuItem key={to} component={RouterLink} to={to} onClick={onClose}>
          {label}
        </MenuItem>
      ))}
      <MenuItem
        disabled={isLoggingOut}
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        {ACCOUNT_TEXT.menuSignOut}
      </MenuItem>
    </Menu>
  );
}
