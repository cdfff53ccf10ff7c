import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@club/contracts';
import { EMAIL_PATTERN } from '@/features/auth/auth-validation';

type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  nickname: string;
}

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
}

export interface EmailChangeValues {
  email: string;
  currentPassword: string;
}

const PHONE = /^\+?[0-9 ().-]{5,30}$/;

/** The API's rules for the profile, checked before sending (its messages, word for word). */
export function validateProfile(values: ProfileValues): FieldErrors<keyof ProfileValues> {
  const errors: FieldErrors<keyof ProfileValues> = {};
  if (values.firstName.trim().length > 50)
    errors.firstName = 'First name must be at most 50 characters';
  if (values.lastName.trim().length > 50)
    errors.lastName = 'Last name must be at most 50 characters';
  if (values.nickname.trim().length > 50)
    errors.nickname = 'Nickname must be at most 50 characters';
  const phone = values.phone.trim();
  if (phone.length > 30) errors.phone = 'Phone must be at most 30 characters';
  else if (phone && !PHONE.test(phone))
    errors.phone = 'Phone may contain only digits, spaces, brackets, dots, dashes and a leading +';
  return errors;
}

export function validatePasswordChange(
  values: PasswordChangeValues,
): FieldErrors<keyof PasswordChangeValues> {
  const errors: FieldErrors<keyof PasswordChangeValues> = {};
  if (!values.currentPassword) errors.currentPassword = 'Current password is required';
  if (!values.newPassword) errors.newPassword = 'New password is required';
  else if (values.newPassword.length < PASSWORD_MIN_LENGTH)
    errors.newPassword = `New password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  else if (values.newPassword.length > PASSWORD_MAX_LENGTH)
    errors.newPassword = `New password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return errors;
}

export function validateEmailChange(
  values: EmailChangeValues,
): FieldErrors<keyof EmailChangeValues> {
  const errors: FieldErrors<keyof EmailChangeValues> = {};
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (email.length > EMAIL_MAX_LENGTH)
    errors.email = `Email must be at most ${EMAIL_MAX_LENGTH} characters`;
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Email must be a valid email address';
  if (!values.currentPassword) errors.currentPassword = 'Current password is required';
  return errors;
}

export function validateDeletion(values: { password: string }): FieldErrors<'password'> {
  return values.password ? {} : { password: 'Password is required' };
}

/** Which field an API refusal is about, from the words of its message. */
export const PROFILE_FIELD_WORDS = [
  ['firstName', /^First name/],
  ['lastName', /^Last name/],
  ['phone', /^Phone/],
  ['nickname', /^Nickname/],
] as const;

export const PASSWORD_FIELD_WORDS = [
  ['currentPassword', /^Current password/],
  ['newPassword', /^New password/],
] as const;

export const EMAIL_CHANGE_FIELD_WORDS = [
  ['email', /\be-?mail\b/i],
  ['currentPassword', /^Current password/],
] as const;

export const DELETION_FIELD_WORDS = [['password', /^Password/]] as const;
