import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@club/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../../common/validation.js';

/*
 * The checks are listed in the order they run (a property's decorators run from the last
 * written to the first), so each field is refused for its first problem, as everywhere else.
 */

/** A required e-mail address: trimmed, valid, at most EMAIL_MAX_LENGTH characters. */
export function EmailField(): PropertyDecorator {
  return applyDecorators(
    IsDefined({ message: 'Email is required' }),
    IsString({ message: 'Email must be text' }),
    IsNotEmpty({ message: 'Email is required' }),
    MaxLength(EMAIL_MAX_LENGTH, {
      message: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
    }),
    IsEmail({}, { message: 'Email must be a valid email address' }),
    Trim(),
    ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH, example: 'alice@example.com' }),
  );
}

/** A required new password within the site's length rule (never trimmed). */
export function NewPasswordField(): PropertyDecorator {
  return applyDecorators(
    IsDefined({ message: 'Password is required' }),
    IsString({ message: 'Password must be text' }),
    IsNotEmpty({ message: 'Password is required' }),
    MinLength(PASSWORD_MIN_LENGTH, {
      message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    }),
    MaxLength(PASSWORD_MAX_LENGTH, {
      message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    }),
    ApiProperty({
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      format: 'password',
    }),
  );
}

/** The account's current password, which confirms a change (never trimmed). */
export function CurrentPasswordField(): PropertyDecorator {
  return applyDecorators(
    IsDefined({ message: 'Current password is required' }),
    IsString({ message: 'Current password must be text' }),
    IsNotEmpty({ message: 'Current password is required' }),
    MaxLength(PASSWORD_MAX_LENGTH, {
      message: `Current password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    }),
    ApiProperty({ format: 'password', maxLength: PASSWORD_MAX_LENGTH }),
  );
}
