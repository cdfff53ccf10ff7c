import { EMAIL_VERIFICATION_TEXT, type EmailVerificationResultView } from '@club/contracts';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { errorText, serverAnswerOf } from '@/api/error-text';
import { linkTokenOf } from '@/lib/link-token';
import { useConfirmEmailVerificationMutation } from '../email-verification-api';
import { useCurrentUser } from '../use-current-user';
import { AccountPanel } from './account-panel';

type Confirmation =
  | { state: 'checking' }
  | { state: 'done'; result: EmailVerificationResultView }
  | { state: 'invalid' }
  | { state: 'failed'; text: string };

const isLinkRefusal = (error: unknown) =>
  serverAnswerOf(error)?.message === EMAIL_VERIFICATION_TEXT.linkInvalid;

const resultText = ({ email, changed }: EmailVerificationResultView) =>
  changed ? EMAIL_VERIFICATION_TEXT.changed(email) : EMAIL_VERIFICATION_TEXT.confirmed(email);

/** The page a confirmation mail links to: confirms the address by a POST, once. */
export function VerifyEmailScreen() {
  const token = linkTokenOf(useLocation().hash);
  return (
    <AccountPanel title={EMAIL_VERIFICATION_TEXT.pageTitle}>
      {token ? (
        <EmailConfirmation key={token} token={token} />
      ) : (
        <>
          <Alert severity="warning">{EMAIL_VERIFICATION_TEXT.linkMissing}</Alert>
          <NextStep />
        </>
      )}
    </AccountPanel>
  );
}

/** Where to go from here: the dashboard when signed in in this browser, else sign in. */
function NextStep() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return null;
  return user ? (
    <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
      {EMAIL_VERIFICATION_TEXT.toDashboard}
    </Button>
  ) : (
    <Button component={RouterLink} to="/auth" variant="contained" size="large">
      {EMAIL_VERIFICATION_TEXT.toSignIn}
    </Button>
  );
}

function EmailConfirmation({ token }: { token: string }) {
  const [confirmEmail] = useConfirmEmailVerificationMutation();
  const [confirmation, setConfirmation] = useState<Confirmation>({ state: 'checking' });
  // StrictMode runs a mount's effects twice: a link is sent once.
  const sent = useRef(false);

  const confirm = useCallback(() => {
    confirmEmail({ token })
      .unwrap()
      .then(
        (result) => setConfirmation({ state: 'done', result }),
        (error: unknown) =>
          setConfirmation(
            isLinkRefusal(error)
              ? { state: 'invalid' }
              : { state: 'failed', text: errorText(error) },
          ),
      );
  }, [confirmEmail, token]);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm();
  }, [confirm]);

  const retry = () => {
    setConfirmation({ state: 'checking' });
    confirm();
  };

  switch (confirmation.state) {
    case 'checking':
      return (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{EMAIL_VERIFICATION_TEXT.checking}</Typography>
        </Stack>
      );
    case 'done':
      return (
        <>
          <Alert severity="success" role="status" sx={{ overflowWrap: 'anywhere' }}>
            {resultText(confirmation.result)}
          </Alert>
          <NextStep />
        </>
      );
    case 'invalid':
      return (
        <>
          <Alert severity="error">{EMAIL_VERIFICATION_TEXT.linkInvalid}</Alert>
          <NextStep />
        </>
      );
    case 'failed':
      return (
        <>
          <Alert severity="error">{confirmation.text}</Alert>
          <Button variant="outlined" size="large" onClick={retry}>
            Try again
          </Button>
        </>
      );
  }
}
