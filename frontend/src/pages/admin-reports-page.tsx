import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { AdminAccessGate } from '@/features/admin-inbox/components/admin-access-gate';
import { DeskReports } from '@/features/admin-reports/components/desk-reports';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The support desk's reports; lazily loaded, so the chart library stays off the public pages. */
export function AdminReportsPage() {
  useDocumentTitle('Desk Reports');
  return (
    <Container maxWidth="xl" sx={{ pt: { xs: 10, md: 11 }, pb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          Desk Reports
        </Typography>
        <Button component={RouterLink} to="/admin/chat" variant="outlined" size="small">
          Inbox
        </Button>
      </Box>
      <AdminAccessGate>{() => <DeskReports />}</AdminAccessGate>
    </Container>
  );
}
