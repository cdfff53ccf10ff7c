import type * as Contract from '@club/contracts';
import { PASSWORD_RESET_TOKEN_MAX_LENGTH } from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EmailField, NewPasswordField } from '../../auth/dto/account-fields.js';

export class PasswordResetRequestDto implements Contract.PasswordResetRequest {
  @EmailField()
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
  @NewPasswordField()
  password: string;
}
