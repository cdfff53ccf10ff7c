import { TWO_FACTOR_TEXT } from '@club/contracts';
import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorText } from '@/api/error-text';
import { useFinishSignInMutation } from '../auth-api';
import { useSessionSubmit } from '../use-session-submit';
import { requiredFieldProps } from './required-field';

interface SecondFactorFormProps {
  /** Back to the password: the wait for a code has run out, or it was another account. */
  onCancel: () => void;
  /** Called instead of leaving for the return path: the form is embedded. */
  onSignedIn?: () => void;
}

/**
 * The sign-in's second step for an admin with two-factor sign-in: the authenticator app's code,
 * or one recovery code instead.
 */
export function SecondFactorForm({ onCancel, onSignedIn }: SecondFactorFormProps) {
  const [finishSignIn, { isLoading }] = useFinishSignInMutation();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const submitSession = useSessionSubmit('Login failed', {
    onFailure: (failure) => setError(errorText(failure)),
    onSignedIn,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (!typed) {
      setError(`${useRecovery ? TWO_FACTOR_TEXT.recoveryCodeLabel : 'Code'} is required`);
      return;
    }
    setError(undefined);
    void submitSession(
      finishSignIn(useRecovery ? { recoveryCode: typed } : { code: typed }).unwrap(),
    );
  };

  const switchKind = () => {
    setUseRecovery((current) => !current);
    setValue('');
    setError(undefined);
  };

  return (
    <Stack component="form" noValidate aria-label="Second step" spacing={2.5} onSubmit={submit}>
      <Typography color="text.secondary">
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.'
          : 'Enter the 6-digit code your authenticator app shows for this account.'}
      </Typography>
      <TextField
        {...requiredFieldProps}
        key={useRecovery ? 'recovery' : 'code'}
        id="second-factor-code"
        name="code"
        label={useRecovery ? TWO_FACTOR_TEXT.recoveryCodeLabel : TWO_FACTOR_TEXT.codeLabel}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error !== undefined}
        helperText={error}
        autoFocus
        autoComplete={useRecovery ? 'off' : 'one-time-code'}
        slotProps={{
          ...requiredFieldProps.slotProps,
          htmlInput: useRecovery
            ? { autoCapitalize: 'none', spellCheck: false }
            : { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 },
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={isLoading} fullWidth>
        {isLoading ? 'Verifying...' : 'Verify'}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component="button" type="button" onClick={switchKind}>
          {useRecovery ? TWO_FACTOR_TEXT.useAppCode : TWO_FACTOR_TEXT.useRecoveryCode}
        </Link>
        <Link component="button" type="button" onClick={onCancel}>
          Back to password
        </Link>
      </Stack>
    </Stack>
  );
}
