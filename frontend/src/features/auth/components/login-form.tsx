import { Button, Stack, TextField } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@/api/api-error';
import { useToast } from '@/components/toast/use-toast';
import { useForm } from '@/hooks/use-form';
import { useLoginMutation } from '../auth-api';
import { validateLogin, type LoginValues } from '../auth-validation';
import { requiredFieldProps } from './required-field';

const initialValues: LoginValues = { username: '', password: '' };

export function LoginForm() {
  const [login, { isLoading }] = useLoginMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const { fieldProps, handleSubmit } = useForm(initialValues, validateLogin);

  const submit = async (values: LoginValues) => {
    try {
      await login(values).unwrap();
      navigate('/', { replace: true });
    } catch (error) {
      toast({
        title: 'Login failed',
        description: getErrorMessage(error),
        variant: 'destructive',
      });
    }
  };

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
      <Button type="submit" variant="contained" size="large" disabled={isLoading} fullWidth>
        {isLoading ? 'Signing In...' : 'Sign In'}
      </Button>
    </Stack>
  );
}
