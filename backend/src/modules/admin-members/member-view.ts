import { ACCOUNT_STATUS } from '@club/contracts';
import type { UserEntity } from '../users/user.entity.js';
import type { MemberViewDto } from './dto/member-views.js';

type MemberColumns = Pick<
  UserEntity,
  | 'id'
  | 'username'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'role'
  | 'disabledAt'
  | 'vipUntil'
  | 'isPremium'
  | 'tournamentEntries'
  | 'createdAt'
  | 'lastSeenAt'
>;

/** An account as the members list shows it. */
export function memberViewOf(user: MemberColumns): MemberViewDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    status: user.disabledAt ? ACCOUNT_STATUS.disabled : ACCOUNT_STATUS.active,
    vipUntil: user.vipUntil,
    isPremium: user.isPremium,
    tournamentEntries: user.tournamentEntries,
    memberSince: user.createdAt,
    lastSeenAt: user.lastSeenAt,
  };
}
