import { ADMIN_AUDIT_TEXT, type AdminAuditQuery } from '@club/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID, Matches } from 'class-validator';
import { AdminPageLimitField } from '../../../common/dto/admin-page-limit.field.js';

export class AdminAuditQueryDto implements AdminAuditQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only the entries about this account' })
  @IsOptional()
  @IsUUID('all', { message: ADMIN_AUDIT_TEXT.memberInvalid })
  member?: string;

  @AdminPageLimitField()
  limit?: number;

  @ApiPropertyOptional({ description: 'The X-Next-Cursor header of the previous page' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,17}$/, { message: ADMIN_AUDIT_TEXT.cursorInvalid })
  cursor?: string;
}
