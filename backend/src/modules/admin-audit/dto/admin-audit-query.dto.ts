import {
  ADMIN_AUDIT_TEXT,
  ADMIN_LIST_DEFAULT_LIMIT,
  ADMIN_LIST_MAX_LIMIT,
  type AdminAuditQuery,
} from '@club/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsUUID, Matches, Max, Min } from 'class-validator';
import { DecimalInteger } from '../../../common/validation.js';

export class AdminAuditQueryDto implements AdminAuditQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only the entries about this account' })
  @IsOptional()
  @IsUUID('all', { message: ADMIN_AUDIT_TEXT.memberInvalid })
  member?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: ADMIN_LIST_MAX_LIMIT,
    default: ADMIN_LIST_DEFAULT_LIMIT,
  })
  @IsOptional()
  @DecimalInteger()
  @Max(ADMIN_LIST_MAX_LIMIT, { message: `limit must be at most ${ADMIN_LIST_MAX_LIMIT}` })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  @ApiPropertyOptional({ description: 'The X-Next-Cursor header of the previous page' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,17}$/, { message: ADMIN_AUDIT_TEXT.cursorInvalid })
  cursor?: string;
}
