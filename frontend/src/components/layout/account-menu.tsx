import { ACCOUNT_PAGE_PATH, ACCOUNT_TEXT } from '@club/contracts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Button } from '@mui/material';
import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';

/** Where a signed-in member goes from the header: the same list in the menu and on a phone. */
export const ACCOUNT_LINKS = [
  { label: ACCOUNT_TEXT.menuDashboard, to: '/dashboard' },
  { label: ACCOUNT_TEXT.menuAccount, to: ACCOUNT_PAGE_PATH },
  { label: ACCOUNT_TEXT.menuStore, to: '/subscription' },
] as const;

/** MUI's menu and its popover weigh about 16 KB gzipped: every page's first load goes without. */
const AccountMenuList = lazy(() => import('./account-menu-list'));

interface AccountMenuProps {
  /** The header's greeting (SPEC: "Welcome, …"), which is the menu's button. */
  welcome: string;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/**
 * The header's greeting as the button of the account menu: one control instead of a greeting and
 * a second button, so the desktop header row keeps its width. The menu loads on first use.
 */
export function AccountMenu({ welcome, onLogout, isLoggingOut }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const buttonId = useId();
  const menuId = useId();

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<ExpandMoreIcon />}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' }}
      >
        {welcome}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <AccountMenuList
            id={menuId}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            onLogout={onLogout}
            isLoggingOut={isLoggingOut}
          />
        </Suspense>
      )}
    </>
  );
}
