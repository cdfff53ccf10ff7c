import { PASSWORD_RESET_TEXT, SECOND_FACTOR_STEP } from '@club/contracts';
import { Button, Link, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useForm } from '@/hooks/use-form';
import { isSecondFactorChallenge, useLoginMutation } from '../auth-api';
import { validateLogin, type LoginValues } from '../auth-validation';
import { useSessionSubmit } from '../use-session-submit';
import { requiredFieldProps } from './required-field';
import { SecondFactorForm } from './second-factor-form';

/** Where an admin who must set up two-factor sign-in first goes after the password. */
export const TWO_FACTOR_SETUP_PATH = '/admin/security';

const initialValues: LoginValues = { username: '', password: '' };

interface LoginFormProps {
  /** Called instead of leaving for the return path: the form is embedded (the chat widget's). */
  onSignedIn?: () => void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [login, { isLoading }] = useLoginMutation();
  const submitSession = useSessionSubmit('Login failed', { onSignedIn });
  /** The sign-in page and the chat widget's embedded form may be on one page. */
  const fieldId = useId();
  const { fieldProps, handleSubmit } = useForm(initialValues, validateLogin);

  const navigate = useNavigate();
  const [askingCode, setAskingCode] = useState(false);

  const submit = (values: LoginValues) =>
    submitSession(login(values).unwrap(), (answer) => {
      if (!isSecondFactorChallenge(answer)) return true;
      if (answer.secondFactor === SECOND_FACTOR_STEP.setup) navigate(TWO_FACTOR_SETUP_PATH);
      else setAskingCode(true);
      return false;
    });

  if (askingCode) {
    return <SecondFactorForm onCancel={() => setAskingCode(false)} onSignedIn={onSignedIn} />;
  }

  return (
    <Stack
      component="form"
      noValidate
      aria-label="Sign in"
      spacing={2.5}
      onSubmit={handleSubmit(submit)}
    >
      <TextField
        {...fieldProps('username')}
        {...requiredFieldProps}
        id={`${fieldId}username`}
        label="Username"
        autoComplete="username"
      />
      <TextField
        {...fieldProps('password')}
        {...requiredFieldProps}
        id={`${fieldId}password`}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <Link component={RouterLink} to="/forgot-password" sx={{ alignSelf: 'flex-end' }}>
        {PASSWORD_RESET_TEXT.forgotLink}
      </Link>
      <Button type="submit" variant="contained" size="large" disabled={isLoading} fullWidth>
        {isLoading ? 'Signing In...' : 'Sign In'}
      </Button>
    </Stack>
  );
}
