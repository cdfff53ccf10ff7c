import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../common/validation.js';

export class LoginDto {
  @ApiProperty({ example: 'alice' })
  @Trim()
  @MaxLength(254, { message: 'Username must be at most 254 characters' })
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username must be text' })
  @IsDefined({ message: 'Username is required' })
  username: string;

  @ApiProperty({ example: 'correct horse battery staple', format: 'password' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  @IsDefined({ message: 'Password is required' })
  password: string;
}
