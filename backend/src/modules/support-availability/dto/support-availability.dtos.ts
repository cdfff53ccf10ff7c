import * as Contract from '@club/contracts';
import { FOLLOW_UP_EMAIL_MAX_LENGTH, FOLLOW_UP_ERROR } from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength } from 'class-validator';

export class SupportStatusView implements Contract.SupportStatusView {
  @ApiProperty({ description: 'Whether anyone from support has the desk open right now' })
  online: boolean;
  @ApiProperty({ example: Contract.SUPPORT_STATUS_TEXT.defaultExpectedReply })
  expectedReply: string;
}

export class FollowUpEmailView implements Contract.FollowUpEmailView {
  @ApiProperty({ type: String, nullable: true, format: 'email' })
  email: string | null;
}

export class FollowUpEmailDto implements Contract.FollowUpEmailBody {
  @ApiProperty({ format: 'email', maxLength: FOLLOW_UP_EMAIL_MAX_LENGTH })
  @IsString({ message: FOLLOW_UP_ERROR.emailInvalid })
  @MaxLength(FOLLOW_UP_EMAIL_MAX_LENGTH, { message: FOLLOW_UP_ERROR.emailInvalid })
  @IsEmail({}, { message: FOLLOW_UP_ERROR.emailInvalid })
  email: string;
}
