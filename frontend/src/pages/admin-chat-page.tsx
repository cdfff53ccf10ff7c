import { Container, Typography } from '@mui/material';
import { AdminAccessGate } from '@/features/admin-inbox/components/admin-access-gate';
import { AdminInbox } from '@/features/admin-inbox/components/admin-inbox';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function AdminChatPage() {
  useDocumentTitle('Admin Chat');
  return (
    <Container maxWidth="xl" sx={{ pt: { xs: 12, md: 14 }, pb: 6 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Admin Chat
      </Typography>
      <AdminAccessGate>{(admin) => <AdminInbox admin={admin} />}</AdminAccessGate>
    </Container>
  );
}
