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
  const { user } = useCurrentUser();
  return (
    <Container
      maxWidth="xl"
      sx={{
        pt: { xs: 10, md: 11 },
        pb: fill ? 2 : 4,
        ...(fill && { height: '100dvh', display: 'flex', flexDirection: 'column' }),
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 1,
          mb: 1.5,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {title}
        </Typography>
        {user && isAdmin(user) && <AdminConsoleNav />}
      </Box>
      <AdminAccessGate>{children}</AdminAccessGate>
    </Container>
  );
}
