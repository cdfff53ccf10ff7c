import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { AdminAccessGate } from '@/features/admin-inbox/components/admin-access-gate';
import { AdminInbox } from '@/features/admin-inbox/components/admin-inbox';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * The admins' working screen: exactly one viewport tall below the fixed site header, so the
 * inbox inside scrolls its list and messages itself and the reply box never leaves the screen.
 */
export function AdminChatPage() {
  useDocumentTitle('Admin Chat');
  return (
    <Container
      maxWidth="xl"
      sx={{
        pt: { xs: 10, md: 11 },
        pb: 2,
        height: '100dvh',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          Admin Chat
        </Typography>
        <Button component={RouterLink} to="/admin/reports" variant="outlined" size="small">
          Reports
        </Button>
      </Box>
      <AdminAccessGate>{(admin) => <AdminInbox admin={admin} />}</AdminAccessGate>
    </Container>
  );
}
