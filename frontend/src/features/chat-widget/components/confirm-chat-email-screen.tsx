import { FOLLOW_UP_CONFIRM_TEXT, FOLLOW_UP_ERROR } from '@club/contracts';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { errorText, serverAnswerOf } from '@/api/error-text';
import { AccountPanel } from '@/features/auth/components/account-panel';
import { linkTokenOf } from '@/lib/link-token';
import { useConfirmFollowUpEmailMutation } from '../support-status-api';

type Confirmation =
  | { state: 'checking' }
  | { state: 'done'; email: string }
  | { state: 'invalid' }
  | { state: 'failed'; text: string };

const isLinkRefusal = (error: unknown) =>
  serverAnswerOf(error)?.message === FOLLOW_UP_ERROR.linkInvalid;

/** The page a chat follow-up address's confirmation mail links to: confirms it by a POST, once. */
export function ConfirmChatEmailScreen() {
  const token = linkTokenOf(useLocation().hash);
  return (
    <AccountPanel title={FOLLOW_UP_CONFIRM_TEXT.pageTitle}>
      {token ? (
        <AddressConfirmation key={token} token={token} />
      ) : (
        <>
          <Alert severity="warning">{FOLLOW_UP_CONFIRM_TEXT.linkMissing}</Alert>
          <BackToSite />
        </>
      )}
    </AccountPanel>
  );
}

function BackToSite() {
  return (
    <Button component={RouterLink} to="/" variant="contained" size="large">
      {FOLLOW_UP_CONFIRM_TEXT.backToSite}
    </Button>
  );
}

function AddressConfirmation({ token }: { token: string }) {
  const [confirmAddress] = useConfirmFollowUpEmailMutation();
  const [confirmation, setConfirmation] = useState<Confirmation>({ state: 'checking' });
  // StrictMode runs a mount's effects twice: a link is sent once.
  const sent = useRef(false);

  const confirm = useCallback(() => {
    confirmAddress({ token })
      .unwrap()
      .then(
        ({ email }) => setConfirmation({ state: 'done', email }),
        (error: unknown) =>
          setConfirmation(
            isLinkRefusal(error)
              ? { state: 'invalid' }
              : { state: 'failed', text: errorText(error) },
          ),
      );
  }, [confirmAddress, token]);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm();
  }, [confirm]);

  switch (confirmation.state) {
    case 'checking':
      return (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{FOLLOW_UP_CONFIRM_TEXT.checking}</Typography>
        </Stack>
      );
    case 'done':
      return (
        <>
          <Alert severity="success" role="status" sx={{ overflowWrap: 'anywhere' }}>
            {FOLLOW_UP_CONFIRM_TEXT.confirmed(confirmation.email)}
          </Alert>
          <BackToSite />
        </>
      );
    case 'invalid':
      return (
        <>
          <Alert severity="error">{FOLLOW_UP_CONFIRM_TEXT.linkInvalid}</Alert>
          <BackToSite />
        </>
      );
    case 'failed':
      return (
        <>
          <Alert severity="error">{confirmation.text}</Alert>
          <Button
            variant="outlined"
            size="large"
            onClick={() => {
              setConfirmation({ state: 'checking' });
              confirm();
            }}
          >
            Try again
          </Button>
        </>
      );
  }
}
