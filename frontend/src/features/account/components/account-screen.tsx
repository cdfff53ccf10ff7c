import { ACCOUNT_TEXT, type UserView } from '@club/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DataExport } from './data-export';
import { DeleteAccount } from './delete-account';
import { EmailSection } from './email-section';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SessionList } from './session-list';

/** The member's own account: profile, e-mail, password, signed-in devices, data, deletion. */
export function AccountScreen({ user }: { user: UserView }) {
  return (
    <Container maxWidth="md" sx={{ pt: { xs: 12, md: 14 }, pb: 8 }}>
      <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {ACCOUNT_TEXT.menuDashboard}
      </Button>
      <Typography variant="h4" component="h1" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        {ACCOUNT_TEXT.title}
      </Typography>
      <Stack spacing={3}>
        <ProfileForm user={user} />
        <EmailSection />
        <PasswordForm />
        <SessionList />
        <DataExport />
        <DeleteAccount isAdmin={user.role === 'admin'} />
      </Stack>
    </Container>
  );
}
