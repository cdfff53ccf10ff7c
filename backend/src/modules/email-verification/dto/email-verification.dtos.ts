import type * as Contract from '@club/contracts';
import { EMAIL_VERIFICATION_TOKEN_MAX_LENGTH } from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { CurrentPasswordField, EmailField } from '../../auth/dto/account-fields.js';

export class EmailVerificationConfirmDto implements Contract.EmailVerificationConfirmRequest {
  @ApiProperty({
    description: 'The token of the confirmation link',
    maxLength: EMAIL_VERIFICATION_TOKEN_MAX_LENGTH,
  })
  @MaxLength(EMAIL_VERIFICATION_TOKEN_MAX_LENGTH, {
    message: `Token must be at most ${EMAIL_VERIFICATION_TOKEN_MAX_LENGTH} characters`,
  })
  @IsNotEmpty({ message: 'Token is required' })
  @IsString({ message: 'Token must be text' })
  @IsDefined({ message: 'Token is required' })
  token: string;
}

export class EmailChangeDto implements Contract.EmailChangeRequest {
  @EmailField()
  email: string;

  @CurrentPasswordField()
  currentPassword: string;
}

export class EmailVerificationResultDto implements Contract.EmailVerificationResultView {
  @ApiProperty({ description: "The account's address now" })
  email: string;

  @ApiProperty({ description: 'The link confirmed a new address, which replaced the old one' })
  changed: boolean;
}

export class AccountEmailDto implements Contract.AccountEmailView {
  @ApiProperty()
  email: string;

  @ApiProperty({ description: 'The account opened the link mailed to this address' })
  verified: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A new address waiting for its link to be opened; the account still uses email',
  })
  pendingEmail: string | null;
}
