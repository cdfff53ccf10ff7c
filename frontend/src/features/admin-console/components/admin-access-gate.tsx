import type { UserView } from '@club/contracts';
import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { isAdmin } from '@/features/auth/user';
import { AccessMessage } from './access-message';

/** SPEC §6: every admin page needs a signed-in admin; others see why not. */
export function AdminAccessGate({ children }: { children: (admin: UserView) => ReactNode }) {
  const { user, isLoading } = useCurrentUser();

  if (isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (!user) {
    return (
      <AccessMessage
        title="Authentication Required"
        text="Please log in to access the admin panel."
        action={{ label: 'Sign In', to: '/auth' }}
      />
    );
  }
  if (!isAdmin(user)) {
    return (
      <AccessMessage
        title="Access Denied"
        text="You don't have permission to access the admin chat panel."
        action={{ label: 'Back to Home', to: '/' }}
      />
    );
  }
  return children(user);
}
