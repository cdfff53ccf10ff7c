import type { TwoFactorSetupView, TwoFactorStatusView } from '@club/contracts';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText } from '@/api/error-text';
import { useBeginTwoFactorSetupMutation } from '../two-factor-api';
import { DisableTwoFactorForm } from './disable-two-factor-form';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorSetup } from './two-factor-setup';

/** Where an admin goes once a required set-up has signed them in. */
const AFTER_REQUIRED_SETUP = '/admin/chat';

/** Two-factor sign-in of the admin (or of the session waiting to set it up). */
export function TwoFactorSettings({ status }: { status: TwoFactorStatusView }) {
  const navigate = useNavigate();
  const [begin, { isLoading, error: beginError }] = useBeginTwoFactorSetupMutation();
  const [setup, setSetup] = useState<TwoFactorSetupView>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  // The session was signed in by the set-up: the next page is the admin area.
  const [signedInBySetup] = useState(status.signInPending);

  const start = async () => {
    const started = await begin()
      .unwrap()
      .catch(() => undefined);
    if (started) setSetup(started);
  };

  const finish = () => {
    setRecoveryCodes(undefined);
    setSetup(undefined);
    if (signedInBySetup) navigate(AFTER_REQUIRED_SETUP);
  };

  let content;
  if (recoveryCodes) content = <RecoveryCodesPanel codes={recoveryCodes} onDone={finish} />;
  else if (setup)
    content = (
      <TwoFactorSetup
        setup={setup}
        onConfirmed={setRecoveryCodes}
        onCancel={() => setSetup(undefined)}
      />
    );
  else if (status.enabled)
    content = (
      <Stack spacing={3}>
        <Alert severity="success">
          Two-factor sign-in is on. Recovery codes left: {status.recoveryCodesLeft}.
        </Alert>
        {status.required ? (
          <Typography color="text.secondary">
            It is required for admins here, so it cannot be turned off.
          </Typography>
        ) : (
          <DisableTwoFactorForm />
        )}
      </Stack>
    );
  else
    content = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {status.signInPending && (
          <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
            Two-factor sign-in is required for admins. Set it up to finish signing in.
          </Alert>
        )}
        <Typography>
          Two-factor sign-in is off. With it on, signing in also asks for a code from an
          authenticator app on your phone, so a stolen password alone is not enough.
        </Typography>
        {beginError && <Alert severity="error">{errorText(beginError)}</Alert>}
        <Button variant="contained" onClick={() => void start()} disabled={isLoading}>
          Set up two-factor sign-in
        </Button>
      </Stack>
    );

  return (
    <Paper sx={{ p: { xs: 2.5, md: 4 }, maxWidth: 640 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Two-factor sign-in
      </Typography>
      {content}
    </Paper>
  );
}
