import {
  ACCOUNT_STATUSES,
  MEMBER_TEXT,
  USER_ROLES,
  type AccountStatus,
  type MemberRoleRequest,
  type MemberStatusRequest,
  type UserRole,
} from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class MemberRoleBody implements MemberRoleRequest {
  @ApiProperty({ enum: USER_ROLES })
  @IsIn(USER_ROLES, { message: MEMBER_TEXT.roleInvalid })
  role: UserRole;
}

export class MemberStatusBody implements MemberStatusRequest {
  @ApiProperty({ enum: ACCOUNT_STATUSES })
  @IsIn(ACCOUNT_STATUSES, { message: MEMBER_TEXT.statusInvalid })
  status: AccountStatus;
}
