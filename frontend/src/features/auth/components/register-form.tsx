import { Box, Button, Divider, Stack, TextField, Typography } from '@mui/material';
import { useForm } from '@/hooks/use-form';
import { useRegisterMutation } from '../auth-api';
import { toRegisterRequest, validateRegistration, type RegisterValues } from '../auth-validation';
import { useSessionSubmit } from '../use-session-submit';
import { requiredFieldProps } from './required-field';

const initialValues: RegisterValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  phone: '',
  nickname: '',
};

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;

export function RegisterForm() {
  const [register, { isLoading }] = useRegisterMutation();
  const submitSession = useSessionSubmit('Registration failed');
  const { fieldProps, handleSubmit } = useForm(initialValues, validateRegistration);

  const submit = (values: RegisterValues) =>
    submitSession(register(toRegisterRequest(values)).unwrap());

  return (
    <Stack
      component="form"
      noValidate
      aria-label="Create account"
      spacing={2.5}
      onSubmit={handleSubmit(submit)}
    >
      <TextField
        {...fieldProps('username')}
        {...requiredFieldProps}
        id="register-username"
        label="Username"
        autoComplete="username"
      />
      <TextField
        {...fieldProps('email')}
        {...requiredFieldProps}
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
      />
      <Box sx={twoColumns}>
        <TextField
          {...fieldProps('password')}
          {...requiredFieldProps}
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
        />
        <TextField
          {...fieldProps('confirmPassword')}
          {...requiredFieldProps}
          id="register-confirm-password"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
        />
      </Box>
      <Divider>
        <Typography variant="caption" color="text.secondary">
          Optional profile details
        </Typography>
      </Divider>
      <Box sx={twoColumns}>
        <TextField
          {...fieldProps('firstName')}
          id="register-first-name"
          label="First Name"
          autoComplete="given-name"
        />
        <TextField
          {...fieldProps('lastName')}
          id="register-last-name"
          label="Last Name"
          autoComplete="family-name"
        />
        <TextField
          {...fieldProps('phone')}
          id="register-phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
        />
        <TextField
          {...fieldProps('nickname')}
          id="register-nickname"
          label="Nickname"
          autoComplete="nickname"
        />
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={isLoading} fullWidth>
        {isLoading ? 'Creating Account...' : 'Create Account'}
      </Button>
    </Stack>
  );
}
