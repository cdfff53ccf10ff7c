import { TERMS_CONSENT_TEXT } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import {
  toRegisterRequest,
  validateLogin,
  validateRegistration,
  type RegisterValues,
} from './auth-validation';

const validRegistration: RegisterValues = {
  username: 'starlord',
  email: 'star@example.com',
  password: 'hunter22',
  confirmPassword: 'hunter22',
  firstName: '',
  lastName: '',
  phone: '',
  nickname: '',
  acceptTerms: true,
};

describe('validateLogin', () => {
  it('requires username and password', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('accepts filled-in credentials', () => {
    expect(validateLogin({ username: 'neo', password: 'x' })).toEqual({});
  });
});

describe('validateRegistration', () => {
  it('accepts a complete registration', () => {
    expect(validateRegistration(validRegistration)).toEqual({});
  });

  it("reports 'Passwords don't match' on confirmPassword", () => {
    expect(validateRegistration({ ...validRegistration, confirmPassword: 'hunter23' })).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });

  it("reports 'Required' for every empty required field", () => {
    expect(
      validateRegistration({
        ...validRegistration,
        username: ' ',
        email: '',
        password: '',
        confirmPassword: '',
      }),
    ).toEqual({
      username: 'Required',
      email: 'Required',
      password: 'Required',
      confirmPassword: 'Required',
    });
  });

  it('refuses a registration whose 18+ and terms box is not ticked', () => {
    expect(validateRegistration({ ...validRegistration, acceptTerms: false })).toEqual({
      acceptTerms: TERMS_CONSENT_TEXT.required,
    });
  });

  it('rejects a malformed email', () => {
    expect(validateRegistration({ ...validRegistration, email: 'star@' })).toEqual({
      email: 'Invalid email',
    });
  });
});

describe('toRegisterRequest', () => {
  it('drops confirmPassword and empty optional fields', () => {
    expect(toRegisterRequest({ ...validRegistration, nickname: 'Star', phone: '  ' })).toEqual({
      username: 'starlord',
      email: 'star@example.com',
      password: 'hunter22',
      acceptTerms: true,
      nickname: 'Star',
    });
  });

  it('is never built for a form whose terms box is not ticked', () => {
    expect(() => toRegisterRequest({ ...validRegistration, acceptTerms: false })).toThrow();
  });
});
