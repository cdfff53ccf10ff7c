import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../common/validation.js';

export class NicknameDto {
  @ApiProperty({ maxLength: 50, description: 'Empty clears the nickname' })
  @Trim()
  @MaxLength(50, { message: 'nickname must be at most 50 characters' })
  @IsString({ message: 'nickname must be text' })
  nickname: string;
}
