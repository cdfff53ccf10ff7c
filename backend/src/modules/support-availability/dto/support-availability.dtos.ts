import * as Contract from '@club/contracts';
import {
  FOLLOW_UP_EMAIL_MAX_LENGTH,
  FOLLOW_UP_ERROR,
  PASSWORD_RESET_TOKEN_MAX_LENGTH,
} from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class SupportStatusView implements Contract.SupportStatusView {
  @ApiProperty({ description: 'Whether anyone from support has the desk open right now' })
  online: boolean;
  @ApiProperty({ example: Contract.SUPPORT_STATUS_TEXT.defaultExpectedReply })
  expectedReply: string;
}

export class FollowUpEmailView implements Contract.FollowUpEmailView {
  @ApiProperty({ type: String, nullable: true, format: 'email' })
  email: string | null;
  @ApiProperty({
    description: 'Whether its confirmation link was opened: only then are replies mailed',
  })
  confirmed: boolean;
}

export class FollowUpEmailConfirmDto implements Contract.FollowUpEmailConfirmBody {
  @ApiProperty({
    description: 'The token of the link mailed to the address',
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

export class FollowUpEmailConfirmedView implements Contract.FollowUpEmailConfirmedView {
  @ApiProperty({ format: 'email' })
  email: string;
}

export class FollowUpEmailDto implements Contract.FollowUpEmailBody {
  @ApiProperty({ format: 'email', maxLength: FOLLOW_UP_EMAIL_MAX_LENGTH })
  @IsString({ message: FOLLOW_UP_ERROR.emailInvalid })
  @MaxLength(FOLLOW_UP_EMAIL_MAX_LENGTH, { message: FOLLOW_UP_ERROR.emailInvalid })
  @IsEmail({}, { message: FOLLOW_UP_ERROR.emailInvalid })
  email: string;
}
