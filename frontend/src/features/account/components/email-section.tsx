import { EMAIL_VERIFICATION_TEXT, type AccountEmailView } from '@club/contracts';
import { Alert, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { errorText } from '@/api/error-text';
import { useGetAccountEmailQuery } from '@/features/auth/email-verification-api';
import { AccountSection } from './account-section';
import { EmailChangeForm } from './email-change-form';

/** The account's address, whether it is confirmed, a change waiting for its link, and a new one. */
export function EmailSection() {
  const { data, error, isLoading, isFetching, refetch } = useGetAccountEmailQuery();

  let body;
  if (isLoading)
    body = <CircularProgress size={28} color="secondary" aria-label="Loading your address" />;
  else if (!data)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => refetch()} disabled={isFetching}>
            Try again
          </Button>
        }
      >
        {errorText(error)}
      </Alert>
    );
  else body = <EmailDetails email={data} />;

  return (
    <AccountSection id="account-email" title={EMAIL_VERIFICATION_TEXT.sectionTitle}>
      {body}
    </AccountSection>
  );
}

function EmailDetails({ email }: { email: AccountEmailView }) {
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{email.email}</Typography>
        <Chip
          size="small"
          variant="outlined"
          color={email.verified ? 'success' : 'warning'}
          label={
            email.verified ? EMAIL_VERIFICATION_TEXT.verified : EMAIL_VERIFICATION_TEXT.notVerified
          }
        />
      </Box>
      {email.pendingEmail && (
        <Alert severity="info" sx={{ overflowWrap: 'anywhere' }}>
          {EMAIL_VERIFICATION_TEXT.pending(email.pendingEmail)}
        </Alert>
      )}
      <EmailChangeForm />
    </Stack>
  );
}
