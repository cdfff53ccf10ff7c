import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_LINKS, AccountMenu } from './account-menu';
import type { HeaderSessionProps } from './header-session';

interface AccountControlsProps extends HeaderSessionProps {
  stacked?: boolean;
  onNavigate?: () => void;
}

/**
 * Login / Join Club when signed out; when signed in, the greeting as the account menu's button (on
 * a phone the greeting and the menu's links, in the mobile menu) and the spec's Logout button.
 */
export function AccountControls({
  session,
  onLogout,
  isLoggingOut,
  stacked = false,
  onNavigate,
}: AccountControlsProps) {
  if (session.status === 'loading') return null;

  const direction = stacked ? 'column' : 'row';

  if (session.status === 'signed-in') {
    const welcome = `Welcome, ${session.welcomeName}`;
    return (
      <Stack
        direction={direction}
        spacing={stacked ? 1.5 : 2}
        sx={{ alignItems: stacked ? 'stretch' : 'center' }}
      >
        {stacked ? (
          <>
            <Typography
              component="span"
              sx={{ fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' }}
            >
              {welcome}
            </Typography>
            {ACCOUNT_LINKS.map(({ label, to }) => (
              <Button
                key={to}
                component={RouterLink}
                to={to}
                onClick={onNavigate}
                color="inherit"
                sx={{ justifyContent: 'flex-start' }}
              >
                {label}
              </Button>
            ))}
          </>
        ) : (
          <AccountMenu welcome={welcome} onLogout={onLogout} isLoggingOut={isLoggingOut} />
        )}
        <Button
          variant="outlined"
          color="secondary"
          onClick={onLogout}
          disabled={isLoggingOut}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Logout
        </Button>
      </Stack>
    );
  }

  return (
    <Stack direction={direction} spacing={1.5}>
      <Button
        component={RouterLink}
        to="/auth"
        onClick={onNavigate}
        variant="outlined"
        color="secondary"
        sx={{ whiteSpace: 'nowrap' }}
      >
        Login
      </Button>
      <Button
        component={RouterLink}
        to="/auth?tab=register"
        onClick={onNavigate}
        variant="contained"
        sx={{ whiteSpace: 'nowrap' }}
      >
        Join Club
      </Button>
    </Stack>
  );
}
