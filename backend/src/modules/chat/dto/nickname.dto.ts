import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { StripBidiControlsAndTrim } from './bidi-controls.js';

export class NicknameDto {
  @ApiProperty({ maxLength: 50, description: 'Empty clears the nickname' })
  @StripBidiControlsAndTrim()
  @MaxLength(50, { message: 'nickname must be at most 50 characters' })
  @IsString({ message: 'nickname must be text' })
  nickname: string;
}
