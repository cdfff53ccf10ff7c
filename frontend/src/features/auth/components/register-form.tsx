import { Box, Button, Divider, Stack, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { ACCOUNT_RULE_TEXT } from '@club/contracts';
import { TermsConsentField } from './terms-consent-field';
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
  acceptTerms: false,
};

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;

const oneColumn = { display: 'grid', gap: 2 } as const;

interface RegisterFormProps {
  /** Called instead of leaving for the return path: the form is embedded (the chat widget's). */
  onSignedIn?: () => void;
  /** One field a row whatever the screen: a narrow place such as the chat panel. */
  singleColumn?: boolean;
}

export function RegisterForm({ onSignedIn, singleColumn = false }: RegisterFormProps) {
  const [register, { isLoading }] = useRegisterMutation();
  const { fieldProps, checkboxProps, handleSubmit, showServerErrors } = useForm(
    initialValues,
    validateRegistration,
  );
  const submitSession = useSessionSubmit('Registration failed', {
    onFailure: (error) => showServerErrors(serverFieldErrors(error, REGISTER_FIELD_WORDS)),
    onSignedIn,
  });
  /** The sign-in page and the chat widget's embedded form may be on one page. */
  const fieldId = useId();
  const columns = singleColumn ? oneColumn : twoColumns;
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
        id={`${fieldId}username`}
        label="Username"
        autoComplete="username"
      />
      <TextField
        {...fieldProps('email')}
        {...requiredFieldProps}
        id={`${fieldId}email`}
        label="Email"
        type="email"
        autoComplete="email"
      />
      <Box sx={columns}>
        <TextField
          {...withRule('password')}
          {...requiredFieldProps}
          id={`${fieldId}password`}
          label="Password"
          type="password"
          autoComplete="new-password"
        />
        <TextField
          {...fieldProps('confirmPassword')}
          {...requiredFieldProps}
          id={`${fieldId}confirm-password`}
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
      <Box sx={columns}>
        <TextField
          {...fieldProps('firstName')}
          id={`${fieldId}first-name`}
          label="First Name"
          autoComplete="given-name"
        />
        <TextField
          {...fieldProps('lastName')}
          id={`${fieldId}last-name`}
          label="Last Name"
          autoComplete="family-name"
        />
        <TextField
          {...fieldProps('phone')}
          id={`${fieldId}phone`}
          label="Phone"
          type="tel"
          autoComplete="tel"
        />
        <TextField
          {...fieldProps('nickname')}
          id={`${fieldId}nickname`}
          label="Nickname"
          autoComplete="nickname"
        />
      </Box>
      <TermsConsentField {...checkboxProps('acceptTerms')} id={`${fieldId}accept-terms`} />
      <Button type="submit" variant="contained" size="large" disabled={isLoading} fullWidth>
        {isLoading ? 'Creating Account...' : 'Create Account'}
      </Button>
    </Stack>
  );
}
