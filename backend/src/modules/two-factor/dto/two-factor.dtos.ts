import {
  RECOVERY_CODE_COUNT,
  type SecondFactorChallenge,
  type SecondFactorRequest,
  SECOND_FACTOR_STEP,
  type SecondFactorStep,
  type TwoFactorCodeRequest,
  type TwoFactorDisableRequest,
  type TwoFactorRecoveryCodesView,
  type TwoFactorSetupView,
  type TwoFactorStatusView,
} from '@club/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

const CODE_MAX_LENGTH = 32;

export class SecondFactorDto implements SecondFactorRequest {
  @ApiPropertyOptional({ example: '123456', description: 'The authenticator app code' })
  @IsOptional()
  @MaxLength(CODE_MAX_LENGTH, { message: `Code must be at most ${CODE_MAX_LENGTH} characters` })
  @IsString({ message: 'Code must be text' })
  code?: string;

  @ApiPropertyOptional({ example: 'abcd-efgh-jkmn-pqrs', description: 'Instead of code' })
  @IsOptional()
  @MaxLength(CODE_MAX_LENGTH, {
    message: `Recovery code must be at most ${CODE_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'Recovery code must be text' })
  recoveryCode?: string;
}

export class TwoFactorCodeDto implements TwoFactorCodeRequest {
  @ApiProperty({ example: '123456' })
  @MaxLength(CODE_MAX_LENGTH, { message: `Code must be at most ${CODE_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Code is required' })
  @IsString({ message: 'Code must be text' })
  @IsDefined({ message: 'Code is required' })
  code: string;
}

export class TwoFactorDisableDto implements TwoFactorDisableRequest {
  @ApiProperty({ format: 'password' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  @IsDefined({ message: 'Password is required' })
  password: string;

  @ApiProperty({ example: '123456', description: 'The app code, or a recovery code' })
  @MaxLength(CODE_MAX_LENGTH, { message: `Code must be at most ${CODE_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Code is required' })
  @IsString({ message: 'Code must be text' })
  @IsDefined({ message: 'Code is required' })
  code: string;
}

export class SecondFactorChallengeDto implements SecondFactorChallenge {
  @ApiProperty({ enum: Object.values(SECOND_FACTOR_STEP) })
  secondFactor: SecondFactorStep;
}

export class TwoFactorStatusDto implements TwoFactorStatusView {
  @ApiProperty()
  enabled: boolean;

  @ApiProperty({ description: 'ADMIN_2FA=required' })
  required: boolean;

  @ApiProperty()
  recoveryCodesLeft: number;

  @ApiProperty({ description: 'The session is signed in once set-up is confirmed' })
  signInPending: boolean;
}

export class TwoFactorSetupDto implements TwoFactorSetupView {
  @ApiProperty({ description: 'Base32; shown once' })
  secret: string;

  @ApiProperty()
  otpauthUrl: string;

  @ApiProperty({ description: 'PNG data URL of the QR code' })
  qrCodeDataUrl: string;
}

export class TwoFactorRecoveryCodesDto implements TwoFactorRecoveryCodesView {
  @ApiProperty({ type: [String], minItems: RECOVERY_CODE_COUNT, maxItems: RECOVERY_CODE_COUNT })
  recoveryCodes: string[];
}
