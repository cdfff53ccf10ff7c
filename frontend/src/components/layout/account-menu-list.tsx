import { ACCOUNT_TEXT } from '@club/contracts';
import { MenuItem } from '@mui/material';
import { ACCOUNT_LINKS } from './account-menu';
import LinkMenuList from './link-menu-list';

interface AccountMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** The account menu's popup: the member's pages, then Sign out. */
export default function AccountMenuList({
  id,
  anchor,
  onClose,
  onLogout,
  isLoggingOut,
}: AccountMenuListProps) {
  return (
    <LinkMenuList
      id={id}
      label={ACCOUNT_TEXT.menuLabel}
      anchor={anchor}
      links={ACCOUNT_LINKS}
      onClose={onClose}
    >
      <MenuItem
        disabled={isLoggingOut}
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        {ACCOUNT_TEXT.menuSignOut}
      </MenuItem>
    </LinkMenuList>
  );
}
