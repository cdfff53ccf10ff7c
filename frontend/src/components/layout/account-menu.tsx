import { ACCOUNT_PAGE_PATH, ACCOUNT_TEXT } from '@club/contracts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** Where a signed-in member goes from the header: the same list in the menu and on a phone. */
export const ACCOUNT_LINKS = [
  { label: ACCOUNT_TEXT.menuDashboard, to: '/dashboard' },
  { label: ACCOUNT_TEXT.menuAccount, to: ACCOUNT_PAGE_PATH },
  { label: ACCOUNT_TEXT.menuStore, to: '/subscription' },
] as const;

interface AccountMenuProps {
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** The header's account menu (MUI's menu: arrow keys, Escape, focus back to its button). */
export function AccountMenu({ onLogout, isLoggingOut }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<ExpandMoreIcon />}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {ACCOUNT_TEXT.menuButton}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {ACCOUNT_LINKS.map(({ label, to }) => (
          <MenuItem key={to} component={RouterLink} to={to} onClick={close}>
            {label}
          </MenuItem>
        ))}
        <MenuItem
          disabled={isLoggingOut}
          onClick={() => {
            close();
            onLogout();
          }}
        >
          {ACCOUNT_TEXT.menuSignOut}
        </MenuItem>
      </Menu>
    </>
  );
}
