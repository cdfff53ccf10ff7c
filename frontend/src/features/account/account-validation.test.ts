import { describe, expect, it } from 'vitest';
import {
  validateDeletion,
  validateEmailChange,
  validatePasswordChange,
  validateProfile,
} from './account-validation';

const profile = { firstName: '', lastName: '', phone: '', nickname: '' };

describe('account form rules', () => {
  it('takes an empty profile (every field is optional) and a well-formed one', () => {
    expect(validateProfile(profile)).toEqual({});
    expect(validateProfile({ ...profile, phone: '+1 (555) 010-0200', nickname: 'Ace' })).toEqual(
      {},
    );
  });

  it('says what is wrong with a field, in the API’s words', () => {
    expect(validateProfile({ ...profile, phone: 'call me', nickname: 'n'.repeat(51) })).toEqual({
      phone: 'Phone may contain only digits, spaces, brackets, dots, dashes and a leading +',
      nickname: 'Nickname must be at most 50 characters',
    });
  });

  it('needs the current password and a new one of 8 to 128 characters', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'short' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password must be at least 8 characters',
    });
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'long-enough' })).toEqual(
      {},
    );
  });

  it('needs a new address of the shape the API takes, and the current password', () => {
    expect(validateEmailChange({ email: ' ', currentPassword: '' })).toEqual({
      email: 'Email is required',
      currentPassword: 'Current password is required',
    });
    expect(validateEmailChange({ email: 'peter@example', currentPassword: 'x' })).toEqual({
      email: 'Email must be a valid email address',
    });
    expect(validateEmailChange({ email: ' new@example.com ', currentPassword: 'x' })).toEqual({});
  });

  it('needs the password to delete the account', () => {
    expect(validateDeletion({ password: '' })).toEqual({ password: 'Password is required' });
  });
});
