import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { DecimalInteger } from '../../../common/validation.js';

export class ListUsersQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 50 })
  @IsOptional()
  @DecimalInteger()
  @Max(200, { message: 'limit must be at most 200' })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  limit = 50;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @DecimalInteger()
  @Min(0, { message: 'offset must be at least 0' })
  @IsInt({ message: 'offset must be a whole number' })
  offset = 0;
}
