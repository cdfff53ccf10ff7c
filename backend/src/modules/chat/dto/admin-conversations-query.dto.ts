import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DecimalInteger } from '../../../common/validation.js';
import {
  ASSIGNEE_FILTERS,
  CONVERSATION_STATUSES,
  DESK_ERROR,
  type AssigneeFilter,
  type ConversationStatus,
} from '@club/contracts';

export class AdminConversationsQueryDto {
  @ApiPropertyOptional({
    description: 'Part of a name, username, nickname, email or device id',
    maxLength: 100,
  })
  @IsOptional()
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  @IsString({ message: 'search must be text' })
  search?: string;

  @ApiPropertyOptional({ enum: CONVERSATION_STATUSES })
  @IsOptional()
  @IsIn(CONVERSATION_STATUSES, { message: 'status must be open, waiting or closed' })
  status?: ConversationStatus;

  @ApiPropertyOptional({
    enum: ASSIGNEE_FILTERS,
    default: 'all',
    description: 'mine: held by the caller; unassigned: held by nobody',
  })
  @IsOptional()
  @IsIn(ASSIGNEE_FILTERS, { message: DESK_ERROR.assigneeFilterInvalid })
  assignee?: AssigneeFilter;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'true: only conversations with customer messages support has not read',
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: DESK_ERROR.unreadInvalid })
  unread?: 'true' | 'false';

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @DecimalInteger()
  @Max(100, { message: 'limit must be at most 100' })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  @ApiPropertyOptional({ description: 'The X-Next-Cursor header of the previous page' })
  @IsOptional()
  @MaxLength(200, { message: 'cursor is not valid' })
  @IsString({ message: 'cursor is not valid' })
  cursor?: string;
}
