import { ACCOUNT_PAGE_PATH, ACCOUNT_TEXT } from '@club/contracts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button } from '@mui/material';
import { lazy, Suspense } from 'react';
import { loadChunk } from '@/lib/load-chunk';
import { useHeaderMenu } from './use-header-menu';

/** Where a signed-in member goes from the header: the same list in the menu and on a phone. */
export const ACCOUNT_LINKS = [
  { label: ACCOUNT_TEXT.menuDashboard, to: '/dashboard' },
  { label: ACCOUNT_TEXT.menuAccount, to: ACCOUNT_PAGE_PATH },
  { label: ACCOUNT_TEXT.menuStore, to: '/subscription' },
] as const;

/** MUI's menu and its popover weigh about 16 KB gzipped: every page's first load goes without. */
const AccountMenuList = lazy(() => loadChunk(() => import('./account-menu-list')));

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
  const menu = useHeaderMenu();

  return (
    <>
      <Button
        {...menu.buttonProps}
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        sx={{ fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap', minWidth: 0 }}
      >
        {/* A long name ends in an ellipsis on the bar; the button's name stays whole. */}
        <Box
          component="span"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: { lg: 160, xl: 280 } }}
        >
          {welcome}
        </Box>
      </Button>
      {menu.used && (
        <Suspense fallback={null}>
          <AccountMenuList
            id={menu.menuId}
            anchor={menu.anchor}
            onClose={menu.close}
            onLogout={onLogout}
            isLoggingOut={isLoggingOut}
          />
        </Suspense>
      )}
    </>
  );
}
