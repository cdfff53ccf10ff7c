import { PASSWORD_RESET_TEXT } from '@club/contracts';
import { Button, Link, Stack, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useForm } from '@/hooks/use-form';
import { useLoginMutation } from '../auth-api';
import { validateLogin, type LoginValues } from '../auth-validation';
import { useSessionSubmit } from '../use-session-submit';
import { requiredFieldProps } from './required-field';

const initialValues: LoginValues = { username: '', password: '' };

export function LoginForm() {
  const [login, { isLoading }] = useLoginMutation();
  const submitSession = useSessionSubmit('Login failed');
  const { fieldProps, handleSubmit } = useForm(initialValues, validateLogin);

  const submit = (values: LoginValues) => submitSession(login(values).unwrap());

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
        id="login-username"
        label="Username"
        autoComplete="username"
      />
      <TextField
        {...fieldProps('password')}
        {...requiredFieldProps}
        id="login-password"
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
