import { TERMS_CONSENT_TEXT, TERMS_VERSION } from '@club/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  Equals,
  IsDefined,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import { Trim, TrimToUndefined } from '../../../common/validation.js';
import { EmailField, NewPasswordField } from './account-fields.js';

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** Only these fields can be set by registration: never id, role or payment fields. */
export class RegisterDto {
  @ApiProperty({ minLength: 3, maxLength: 32, pattern: USERNAME_PATTERN.source, example: 'alice' })
  @Trim()
  @Matches(USERNAME_PATTERN, {
    message: 'Username may contain only letters, digits, dots, dashes and underscores',
  })
  @MaxLength(32, { message: 'Username must be at most 32 characters' })
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username must be text' })
  @IsDefined({ message: 'Username is required' })
  username: string;

  @EmailField()
  email: string;

  @NewPasswordField()
  password: string;

  @ApiProperty({
    enum: [true],
    description: `Required: the visitor confirms being 18 or older and accepting the Terms of Service (of ${TERMS_VERSION}). Without it: 400 "${TERMS_CONSENT_TEXT.required}"`,
  })
  @Equals(true, { message: TERMS_CONSENT_TEXT.required })
  acceptTerms: true;

  @ApiPropertyOptional({ maxLength: 50 })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(50, { message: 'First name must be at most 50 characters' })
  @IsString({ message: 'First name must be text' })
  firstName?: string;

  @ApiPropertyOptional({ maxLength: 50 })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(50, { message: 'Last name must be at most 50 characters' })
  @IsString({ message: 'Last name must be text' })
  lastName?: string;

  @ApiPropertyOptional({ maxLength: 30, example: '+1 555 010 0200' })
  @TrimToUndefined()
  @IsOptional()
  @Matches(/^\+?[0-9 ().-]{5,30}$/, {
    message: 'Phone may contain only digits, spaces, brackets, dots, dashes and a leading +',
  })
  @MaxLength(30, { message: 'Phone must be at most 30 characters' })
  @IsString({ message: 'Phone must be text' })
  phone?: string;

  @ApiPropertyOptional({ maxLength: 50 })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(50, { message: 'Nickname must be at most 50 characters' })
  @IsString({ message: 'Nickname must be text' })
  nickname?: string;
}
