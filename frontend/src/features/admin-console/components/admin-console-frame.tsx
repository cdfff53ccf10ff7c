import type { UserView } from '@club/contracts';
import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { isAdmin } from '@/features/auth/user';
import { AdminAccessGate } from './admin-access-gate';
import { AdminConsoleNav } from './admin-console-nav';

interface AdminConsoleFrameProps {
  title: string;
  /**
   * Exactly one viewport tall below the fixed site header, for pages that scroll their own
   * panes (the inbox); otherwise the page grows with its content.
   */
  fill?: boolean;
  children: (admin: UserView) => ReactNode;
}

/** Every admin page: its title, the console's navigation (admins only) and the access gate. */
export function AdminConsoleFrame({ title, fill = false, children }: AdminConsoleFrameProps) {
  return (
    <AdminConsoleLayout title={title} fill={fill}>
      <AdminAccessGate>{children}</AdminAccessGate>
    </AdminConsoleLayout>
  );
}

interface AdminConsoleLayoutProps {
  title: string;
  fill?: boolean;
  children: ReactNode;
}

/**
 * The console's page layout without the access gate, for a page that decides access itself (the
 * security page also serves a session that must set up two-factor sign-in first).
 */
export function AdminConsoleLayout({ title, fill = false, children }: AdminConsoleLayoutProps) {
  const { user } = useCurrentUser();
  return (
    <Container
      maxWidth="xl"
      sx={{
        pt: { xs: 9, md: 11 },
        pb: fill ? { xs: 1, md: 2 } : 4,
        ...(fill && { height: '100dvh', display: 'flex', flexDirection: 'column' }),
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          columnGap: 2,
          rowGap: { xs: 0.5, md: 1 },
          mb: { xs: 1, md: 1.5 },
          flexWrap: 'wrap',
        }}
      >
        <Typography
          variant="h5"
          component="h1"
          sx={{ fontWeight: 700, flexGrow: 1, fontSize: { xs: '1.25rem', md: undefined } }}
        >
          {title}
        </Typography>
        {user && isAdmin(user) && <AdminConsoleNav />}
      </Box>
      {children}
    </Container>
  );
}
