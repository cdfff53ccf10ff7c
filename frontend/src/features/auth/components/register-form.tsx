import { Box, Button, Divider, Stack, TextField, Typography } from '@mui/material';
import { ACCOUNT_RULE_TEXT } from '@club/contracts';
import { serverFieldErrors } from '@/api/server-field-errors';
import { useForm } from '@/hooks/use-form';
import { useRegisterMutation } from '../auth-api';
import {
  REGISTER_FIELD_WORDS,
  toRegisterRequest,
  validateRegistration,
  type RegisterValues,
} from '../auth-validation';
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
  const { fieldProps, handleSubmit, showServerErrors } = useForm(
    initialValues,
    validateRegistration,
  );
  const submitSession = useSessionSubmit('Registration failed', (error) =>
    showServerErrors(serverFieldErrors(error, REGISTER_FIELD_WORDS)),
  );
  const withRule = (field: keyof typeof ACCOUNT_RULE_TEXT) => {
    const props = fieldProps(field);
    return { ...props, helperText: props.helperText ?? ACCOUNT_RULE_TEXT[field] };
  };

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
        {...withRule('username')}
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
          {...withRule('password')}
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
