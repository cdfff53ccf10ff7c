import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { DecimalInteger } from '../../../common/validation.js';

/**
 * ?after=<id> fetches what a client missed; ?t= is the guest widget's cache buster.
 * Message ids are bigints sent as JSON numbers, so they stay safe integers: a larger `after` is refused.
 */
export class MessagesQueryDto {
  @ApiPropertyOptional({
    minimum: 0,
    maximum: Number.MAX_SAFE_INTEGER,
    description: 'Only messages with a greater id (catch-up after a reconnect)',
  })
  @IsOptional()
  @DecimalInteger()
  @Max(Number.MAX_SAFE_INTEGER, { message: `after must be at most ${Number.MAX_SAFE_INTEGER}` })
  @Min(0, { message: 'after must be a message id' })
  @IsInt({ message: 'after must be a message id' })
  after?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: 500,
    default: 500,
    description: 'At most this many, oldest first',
  })
  @IsOptional()
  @DecimalInteger()
  @Max(500, { message: 'limit must be at most 500' })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  @ApiPropertyOptional({ description: 'Ignored (cache buster)' })
  @IsOptional()
  @IsString()
  t?: string;
}
