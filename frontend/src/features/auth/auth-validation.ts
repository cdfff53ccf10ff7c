import { TERMS_CONSENT_TEXT, type RegisterRequest } from '@club/contracts';

type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface LoginValues {
  username: string;
  password: string;
}

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  phone: string;
  nickname: string;
  /** The 18+ and Terms of Service checkbox. */
  acceptTerms: boolean;
}

/** The words by which the API's messages name each join field (see serverFieldErrors). */
export const REGISTER_FIELD_WORDS = [
  ['username', /\busername\b/i],
  ['email', /\be-?mail\b/i],
  ['password', /\bpassword\b/i],
  ['firstName', /\bfirst name\b/i],
  ['lastName', /\blast name\b/i],
  ['phone', /\bphone\b/i],
  ['nickname', /\bnickname\b/i],
  ['acceptTerms', /\b18 or older\b/i],
] as const satisfies readonly (readonly [keyof RegisterValues, RegExp])[];

const REQUIRED = 'Required';
/** The shape of an e-mail address every form checks before sending. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const OPTIONAL_PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'nickname'] as const;

const isBlank = (value: string) => value.trim() === '';

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  if (isBlank(values.username)) errors.username = 'Username is required';
  if (values.password === '') errors.password = 'Password is required';
  return errors;
}

export function validateRegistration(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  const errors: FieldErrors<keyof RegisterValues> = {};
  if (isBlank(values.username)) errors.username = REQUIRED;
  if (isBlank(values.email)) errors.email = REQUIRED;
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'Invalid email';
  if (values.password === '') errors.password = REQUIRED;
  if (values.confirmPassword !== values.password) {
    errors.confirmPassword = "Passwords don't match";
  } else if (values.confirmPassword === '') {
    errors.confirmPassword = REQUIRED;
  }
  if (!values.acceptTerms) errors.acceptTerms = TERMS_CONSENT_TEXT.required;
  return errors;
}

/** The register payload of a valid form: no confirmPassword, and no empty optional fields. */
export function toRegisterRequest(values: RegisterValues): RegisterRequest {
  if (!values.acceptTerms) throw new Error('A registration is sent only with the terms accepted');
  const request: RegisterRequest = {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    acceptTerms: true,
  };
  for (const field of OPTIONAL_PROFILE_FIELDS) {
    const value = values[field].trim();
    if (value) request[field] = value;
  }
  return request;
}
