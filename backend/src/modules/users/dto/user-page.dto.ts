import type { UserPageView } from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { UserResponseDto } from './user-response.dto.js';

export class UserPageDto implements UserPageView<Date> {
  @ApiProperty({ type: [UserResponseDto] })
  items: UserResponseDto[];

  @ApiProperty({ description: 'All users, on every page' })
  total: number;
}
