import {
  ACCOUNT_STATUSES,
  ADMIN_LIST_SEARCH_MAX_LENGTH,
  MEMBER_SEARCH_MIN_LENGTH,
  MEMBER_TEXT,
  USER_ROLES,
  type AccountStatus,
  type MembersQuery,
  type UserRole,
} from '@club/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { TrimToUndefined } from '../../../common/validation.js';
import { AdminPageLimitField } from '../../../common/dto/admin-page-limit.field.js';

export class MembersQueryDto implements MembersQuery {
  @ApiPropertyOptional({
    description: 'Part of a username, e-mail address, first or last name or nickname, any case',
    minLength: MEMBER_SEARCH_MIN_LENGTH,
    maxLength: ADMIN_LIST_SEARCH_MAX_LENGTH,
  })
  @TrimToUndefined()
  @IsOptional()
  @MaxLength(ADMIN_LIST_SEARCH_MAX_LENGTH, { message: MEMBER_TEXT.searchTooLong })
  @MinLength(MEMBER_SEARCH_MIN_LENGTH, { message: MEMBER_TEXT.searchTooShort })
  @IsString({ message: MEMBER_TEXT.searchNotText })
  search?: string;

  @ApiPropertyOptional({ enum: USER_ROLES })
  @IsOptional()
  @IsIn(USER_ROLES, { message: MEMBER_TEXT.roleInvalid })
  role?: UserRole;

  @ApiPropertyOptional({ enum: ACCOUNT_STATUSES })
  @IsOptional()
  @IsIn(ACCOUNT_STATUSES, { message: MEMBER_TEXT.statusInvalid })
  status?: AccountStatus;

  @AdminPageLimitField()
  limit?: number;

  @ApiPropertyOptional({ description: 'The X-Next-Cursor header of the previous page' })
  @IsOptional()
  @MaxLength(200, { message: MEMBER_TEXT.cursorInvalid })
  @IsString({ message: MEMBER_TEXT.cursorInvalid })
  cursor?: string;
}
