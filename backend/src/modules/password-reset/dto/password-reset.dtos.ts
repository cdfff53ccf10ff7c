import type * as Contract from '@club/contracts';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TOKEN_MAX_LENGTH,
} from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../../common/validation.js';

export class PasswordResetRequestDto implements Contract.PasswordResetRequest {
  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH, example: 'alice@example.com' })
  @Trim()
  @IsEmail({}, { message: 'Email must be a valid email address' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: `Email must be at most ${EMAIL_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email must be text' })
  @IsDefined({ message: 'Email is required' })
  email: string;
}

export class PasswordResetCheckDto implements Contract.PasswordResetCheckRequest {
  @ApiProperty({
    description: 'The token of the reset link',
    maxLength: PASSWORD_RESET_TOKEN_MAX_LENGTH,
  })
  @MaxLength(PASSWORD_RESET_TOKEN_MAX_LENGTH, {
    message: `Token must be at most ${PASSWORD_RESET_TOKEN_MAX_LENGTH} characters`,
  })
  @IsNotEmpty({ message: 'Token is required' })
  @IsString({ message: 'Token must be text' })
  @IsDefined({ message: 'Token is required' })
  token: string;
}

export class PasswordResetConfirmDto
  extends PasswordResetCheckDto
  implements Contract.PasswordResetConfirmRequest
{
  @ApiProperty({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    format: 'password',
  })
  @MaxLength(PASSWORD_MAX_LENGTH, {
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  })
  @MinLength(PASSWORD_MIN_LENGTH, {
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  @IsDefined({ message: 'Password is required' })
  password: string;
}
