import { ADMIN_LIST_DEFAULT_LIMIT, ADMIN_LIST_MAX_LIMIT } from '@club/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { DecimalInteger } from '../validation.js';

/**
 * The `limit` of an admin console list: a whole number from 1 to ADMIN_LIST_MAX_LIMIT. `message`
 * replaces the three default refusals with one text of the list's own.
 */
export function AdminPageLimitField(message?: string): PropertyDecorator {
  // Listed in the order they run (a property's stacked decorators run from the last written).
  return applyDecorators(
    IsInt({ message: message ?? 'limit must be a whole number' }),
    Min(1, { message: message ?? 'limit must be at least 1' }),
    Max(ADMIN_LIST_MAX_LIMIT, {
      message: message ?? `limit must be at most ${ADMIN_LIST_MAX_LIMIT}`,
    }),
    DecimalInteger(),
    IsOptional(),
    ApiPropertyOptional({
      minimum: 1,
      maximum: ADMIN_LIST_MAX_LIMIT,
      default: ADMIN_LIST_DEFAULT_LIMIT,
    }),
  );
}
