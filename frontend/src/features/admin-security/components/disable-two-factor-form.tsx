import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorText } from '@/api/error-text';
import { useToast } from '@/components/toast/use-toast';
import { useDisableTwoFactorMutation } from '../two-factor-api';
import { CodeField } from './code-field';

/** Turning it off takes the password and a code from the app (or a recovery code). */
export function DisableTwoFactorForm() {
  const [disable, { isLoading }] = useDisableTwoFactorMutation();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || !code.trim()) {
      setError('Enter your password and a code');
      return;
    }
    try {
      await disable({ password, code: code.trim() }).unwrap();
      toast({ title: 'Two-factor sign-in is off' });
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      aria-label="Turn off two-factor sign-in"
      spacing={2}
      onSubmit={submit}
    >
      <Typography variant="h6" component="h3">
        Turn off
      </Typography>
      <TextField
        id="totp-disable-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        slotProps={{ inputLabel: { required: false } }}
      />
      <CodeField
        id="totp-disable-code"
        label="Code from your app, or a recovery code"
        numeric={false}
        value={code}
        onChange={setCode}
        error={error}
      />
      <Button type="submit" color="error" variant="outlined" disabled={isLoading}>
        Turn off two-factor sign-in
      </Button>
    </Stack>
  );
}
