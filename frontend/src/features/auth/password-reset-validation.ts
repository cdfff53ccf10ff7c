import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@club/contracts';
import { EMAIL_PATTERN } from './auth-validation';

type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface ResetRequestValues {
  email: string;
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export function validateResetRequest(values: ResetRequestValues): FieldErrors<'email'> {
  const email = values.email.trim();
  if (!email) return { email: 'Email is required' };
  if (!EMAIL_PATTERN.test(email)) return { email: 'Invalid email' };
  return {};
}

/** The same rules the server keeps, so a refusal is seen before anything is sent. */
export function validateNewPassword(
  values: NewPasswordValues,
): FieldErrors<keyof NewPasswordValues> {
  const errors: FieldErrors<keyof NewPasswordValues> = {};
  if (values.password === '') errors.password = 'Password is required';
  else if (values.password.length < PASSWORD_MIN_LENGTH)
    errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  else if (values.password.length > PASSWORD_MAX_LENGTH)
    errors.password = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (values.confirmPassword !== values.password) errors.confirmPassword = "Passwords don't match";
  else if (values.confirmPassword === '') errors.confirmPassword = 'Required';
  return errors;
}
