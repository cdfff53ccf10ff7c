import { PASSWORD_RESET_TEXT } from '@club/contracts';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '@/api/error-text';
import { useForm } from '@/hooks/use-form';
import { useRequestPasswordResetMutation } from '../password-reset-api';
import { validateResetRequest, type ResetRequestValues } from '../password-reset-validation';
import { AccountPanel } from './account-panel';
import { requiredFieldProps } from './required-field';

const initialValues: ResetRequestValues = { email: '' };

/** Asks for the account's address; the answer says the same whether or not an account has it. */
export function ForgotPasswordScreen() {
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { fieldProps, handleSubmit } = useForm(initialValues, validateResetRequest);

  const submit = async ({ email }: ResetRequestValues) => {
    setFailure(undefined);
    try {
      await requestReset({ email: email.trim() }).unwrap();
      setSent(true);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const backToSignIn = (
    <Link component={RouterLink} to="/auth" sx={{ alignSelf: 'flex-start' }}>
      {PASSWORD_RESET_TEXT.backToSignIn}
    </Link>
  );

  if (sent) {
    return (
      <AccountPanel title={PASSWORD_RESET_TEXT.requestTitle}>
        <Alert severity="success" role="status">
          {PASSWORD_RESET_TEXT.requestSent}
        </Alert>
        {backToSignIn}
      </AccountPanel>
    );
  }

  return (
    <AccountPanel title={PASSWORD_RESET_TEXT.requestTitle} intro={PASSWORD_RESET_TEXT.requestIntro}>
      <Stack
        component="form"
        noValidate
        aria-label={PASSWORD_RESET_TEXT.requestTitle}
        spacing={2.5}
        onSubmit={handleSubmit((values) => void submit(values))}
      >
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          {...fieldProps('email')}
          {...requiredFieldProps}
          id="forgot-email"
          label={PASSWORD_RESET_TEXT.emailLabel}
          type="email"
          autoComplete="email"
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" disabled={isLoading} fullWidth>
          {isLoading ? PASSWORD_RESET_TEXT.requestPending : PASSWORD_RESET_TEXT.requestButton}
        </Button>
        {backToSignIn}
      </Stack>
    </AccountPanel>
  );
}
