import { PASSWORD_RESET_TEXT } from '@club/contracts';
import { Alert, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { errorText, serverAnswerOf } from '@/api/error-text';
import { useAppDispatch } from '@/app/hooks';
import { useForm } from '@/hooks/use-form';
import { linkTokenOf } from '@/lib/link-token';
import {
  useCheckPasswordResetLinkMutation,
  useConfirmPasswordResetMutation,
} from '../password-reset-api';
import { validateNewPassword, type NewPasswordValues } from '../password-reset-validation';
import { refreshSession } from '../session-slice';
import { AccountPanel } from './account-panel';
import { requiredFieldProps } from './required-field';

type LinkState = 'checking' | 'usable' | 'invalid' | 'done';

const initialValues: NewPasswordValues = { password: '', confirmPassword: '' };

const isLinkRefusal = (error: unknown) =>
  serverAnswerOf(error)?.message === PASSWORD_RESET_TEXT.linkInvalid;

/** The page a reset mail links to: checks the link, then takes the new password. */
export function ResetPasswordScreen() {
  const token = linkTokenOf(useLocation().hash);
  if (!token) {
    return (
      <AccountPanel title={PASSWORD_RESET_TEXT.resetTitle}>
        <Alert severity="warning">{PASSWORD_RESET_TEXT.linkMissing}</Alert>
        <AskAgain />
      </AccountPanel>
    );
  }
  return <ResetPasswordForm key={token} token={token} />;
}

function AskAgain() {
  return (
    <Button component={RouterLink} to="/forgot-password" variant="outlined" size="large">
      {PASSWORD_RESET_TEXT.askAgain}
    </Button>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const [checkLink] = useCheckPasswordResetLinkMutation();
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const [state, setState] = useState<LinkState>('checking');
  const [failure, setFailure] = useState<string>();
  const { fieldProps, handleSubmit } = useForm(initialValues, validateNewPassword);

  useEffect(() => {
    checkLink({ token })
      .unwrap()
      .then(
        () => setState('usable'),
        // Only the server's refusal says the link is dead; otherwise let the person try.
        (error: unknown) => setState(isLinkRefusal(error) ? 'invalid' : 'usable'),
      );
  }, [checkLink, token]);

  const submit = async ({ password }: NewPasswordValues) => {
    setFailure(undefined);
    try {
      await confirmReset({ token, password }).unwrap();
      setState('done');
      // This browser may have been signed in to the account: that session has ended too.
      void dispatch(refreshSession());
    } catch (error) {
      if (isLinkRefusal(error)) setState('invalid');
      else setFailure(errorText(error));
    }
  };

  if (state === 'checking') {
    return (
      <AccountPanel title={PASSWORD_RESET_TEXT.resetTitle}>
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{PASSWORD_RESET_TEXT.checking}</Typography>
        </Stack>
      </AccountPanel>
    );
  }

  if (state === 'invalid') {
    return (
      <AccountPanel title={PASSWORD_RESET_TEXT.resetTitle}>
        <Alert severity="error">{PASSWORD_RESET_TEXT.linkInvalid}</Alert>
        <AskAgain />
      </AccountPanel>
    );
  }

  if (state === 'done') {
    return (
      <AccountPanel title={PASSWORD_RESET_TEXT.resetTitle}>
        <Alert severity="success" role="status">
          {PASSWORD_RESET_TEXT.resetDone}
        </Alert>
        <Button component={RouterLink} to="/auth" variant="contained" size="large">
          Sign In
        </Button>
      </AccountPanel>
    );
  }

  const password = fieldProps('password');
  return (
    <AccountPanel title={PASSWORD_RESET_TEXT.resetTitle}>
      <Stack
        component="form"
        noValidate
        aria-label={PASSWORD_RESET_TEXT.resetTitle}
        spacing={2.5}
        onSubmit={handleSubmit((values) => void submit(values))}
      >
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          {...password}
          {...requiredFieldProps}
          helperText={password.helperText ?? PASSWORD_RESET_TEXT.passwordRule}
          id="reset-password"
          label={PASSWORD_RESET_TEXT.newPasswordLabel}
          type="password"
          autoComplete="new-password"
          autoFocus
        />
        <TextField
          {...fieldProps('confirmPassword')}
          {...requiredFieldProps}
          id="reset-confirm-password"
          label={PASSWORD_RESET_TEXT.confirmPasswordLabel}
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" disabled={isLoading} fullWidth>
          {isLoading ? PASSWORD_RESET_TEXT.resetPending : PASSWORD_RESET_TEXT.resetButton}
        </Button>
        <Link component={RouterLink} to="/auth" sx={{ alignSelf: 'flex-start' }}>
          {PASSWORD_RESET_TEXT.backToSignIn}
        </Link>
      </Stack>
    </AccountPanel>
  );
}
