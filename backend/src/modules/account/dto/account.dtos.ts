import type * as Contract from '@club/contracts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@club/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsDefined,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import { Trim } from '../../../common/validation.js';
import { CurrentPasswordField } from '../../auth/dto/account-fields.js';

const PHONE_PATTERN = /^$|^\+?[0-9 ().-]{5,30}$/;

/** A field left out stays as it is; an empty one is cleared. */
export class ProfileUpdateDto implements Contract.ProfileUpdateRequest {
  @ApiPropertyOptional({ maxLength: 50, description: 'Empty clears it' })
  @Trim()
  @IsOptional()
  @MaxLength(50, { message: 'First name must be at most 50 characters' })
  @IsString({ message: 'First name must be text' })
  firstName?: string;

  @ApiPropertyOptional({ maxLength: 50, description: 'Empty clears it' })
  @Trim()
  @IsOptional()
  @MaxLength(50, { message: 'Last name must be at most 50 characters' })
  @IsString({ message: 'Last name must be text' })
  lastName?: string;

  @ApiPropertyOptional({
    maxLength: 30,
    example: '+1 555 010 0200',
    description: 'Empty clears it',
  })
  @Trim()
  @IsOptional()
  @Matches(PHONE_PATTERN, {
    message: 'Phone may contain only digits, spaces, brackets, dots, dashes and a leading +',
  })
  @MaxLength(30, { message: 'Phone must be at most 30 characters' })
  @IsString({ message: 'Phone must be text' })
  phone?: string;

  @ApiPropertyOptional({ maxLength: 50, description: 'Your own nickname; empty clears it' })
  @Trim()
  @IsOptional()
  @MaxLength(50, { message: 'Nickname must be at most 50 characters' })
  @IsString({ message: 'Nickname must be text' })
  nickname?: string;
}

export class PasswordChangeDto implements Contract.PasswordChangeRequest {
  @CurrentPasswordField()
  currentPassword: string;

  @ApiProperty({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    format: 'password',
  })
  @MaxLength(PASSWORD_MAX_LENGTH, {
    message: `New password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  })
  @MinLength(PASSWORD_MIN_LENGTH, {
    message: `New password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  })
  @IsNotEmpty({ message: 'New password is required' })
  @IsString({ message: 'New password must be text' })
  @IsDefined({ message: 'New password is required' })
  newPassword: string;
}

export class AccountDeleteDto implements Contract.AccountDeleteRequest {
  @ApiProperty({ format: 'password', maxLength: PASSWORD_MAX_LENGTH })
  @MaxLength(PASSWORD_MAX_LENGTH, {
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  @IsDefined({ message: 'Password is required' })
  password: string;
}

export class AccountSessionDto implements Contract.AccountSessionView<Date> {
  @ApiProperty({ description: 'Opaque: a hash of the session id, never the id itself' })
  id: string;

  @ApiProperty({ example: 'Chrome on Windows' })
  device: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastSeenAt: Date | null;

  @ApiProperty({ description: 'The session of this request' })
  current: boolean;
}
