import type { UserRole } from './account.js';
import type { CustomerConversationView } from './customer-context.js';
import type { PaymentView } from './store.js';
import type { WireTime } from './time.js';

/**
 * The admin console's Members section (admins only): every account, searchable, and one
 * member's page with the admin role and disabling. Lists page by `HEADER.nextCursor`.
 */

/** Whether an account may sign in: a disabled one cannot, and its sessions and sockets end. */
export const ACCOUNT_STATUS = { active: 'active', disabled: 'disabled' } as const;
export type AccountStatus = (typeof ACCOUNT_STATUS)[keyof typeof ACCOUNT_STATUS];
export const ACCOUNT_STATUSES: readonly AccountStatus[] = Object.values(ACCOUNT_STATUS);
export const USER_ROLES: readonly UserRole[] = ['user', 'admin'];

/**
 * `GET /api/admin/users`: all optional. `search` is part of a username, e-mail address, first or
 * last name (or nickname), any case, trimmed, at least `MEMBER_SEARCH_MIN_LENGTH` characters;
 * newest member first.
 */
export interface MembersQuery {
  search?: string;
  role?: UserRole;
  status?: AccountStatus;
  limit?: number;
  /** The previous page's `X-Next-Cursor`. */
  cursor?: string;
}

/** One account in the members list. */
export interface MemberView<Time = WireTime> {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: UserRole;
  status: AccountStatus;
  /** End of VIP access, or null when never bought. */
  vipUntil: Time | null;
  isPremium: boolean;
  tournamentEntries: number;
  memberSince: Time;
  /** The account's last request, to the minute; null when never seen since this was kept. */
  lastSeenAt: Time | null;
}

/** `GET /api/admin/users/{id}`: a member's page. */
export interface MemberDetailView<Time = WireTime> extends MemberView<Time> {
  phone: string | null;
  /** The member's own nickname. */
  nickname: string | null;
  /** Support's label for the member; never shown to the member. */
  supportLabel: string | null;
  emailVerified: boolean;
  /** Whether two-factor sign-in is on (an authenticator confirmed); another admin can reset it. */
  twoFactorEnabled: boolean;
  /** When the account was disabled; null while it is active. */
  disabledAt: Time | null;
  /** Purchases, newest first (at most `MEMBER_PAYMENTS_LIMIT`). */
  payments: PaymentView<Time>[];
  /** All of the member's purchases, when more than the list shows. */
  paymentCount: number;
  /** Support conversations with a message, newest activity first (at most `MEMBER_CONVERSATIONS_LIMIT`). */
  conversations: CustomerConversationView<Time>[];
}

/**
 * The shortest search: a trigram index serves three characters or more; fewer would read every
 * account (272 ms at 100,000 members, against 8 ms).
 */
export const MEMBER_SEARCH_MIN_LENGTH = 3;

export const MEMBER_PAYMENTS_LIMIT = 20;
export const MEMBER_CONVERSATIONS_LIMIT = 20;

/** `PUT /api/admin/users/{id}/role`. */
export interface MemberRoleRequest {
  role: UserRole;
}

/** `PUT /api/admin/users/{id}/status`. */
export interface MemberStatusRequest {
  status: AccountStatus;
}

export const MEMBER_TEXT = {
  /** Sign-in's answer to the right password of a disabled account (403). */
  accountDisabled: 'This account has been disabled. Contact support.',
  notFound: 'Member not found',
  roleInvalid: 'role must be user or admin',
  statusInvalid: 'status must be active or disabled',
  searchTooShort: `search must be at least ${MEMBER_SEARCH_MIN_LENGTH} characters`,
  searchTooLong: 'search must be at most 100 characters',
  searchNotText: 'search must be text',
  cursorInvalid: 'cursor is not valid',
  ownRole: 'You cannot remove your own admin role: another admin has to do it.',
  ownAccount: 'You cannot disable your own account: another admin has to do it.',
  ownTwoFactor: 'Turn your own two-factor sign-in off on the Security page.',
} as const;

/** What the Members pages say; the browser tests find them by these words. */
export const MEMBERS_PAGE_TEXT = {
  searchLabel: 'Search members',
  searchHint: 'Username, e-mail or name',
  roleLabel: 'Role',
  statusLabel: 'Status',
  apply: 'Search',
  roleName: { user: 'Member', admin: 'Admin' } satisfies Record<UserRole, string>,
  statusName: { active: 'Active', disabled: 'Disabled' } satisfies Record<AccountStatus, string>,
  neverSeen: 'Never',
  noMatches: 'No members match these filters.',
  noMore: 'No more members.',
  makeAdmin: 'Make admin',
  removeAdmin: 'Remove admin',
  disable: 'Disable account',
  enable: 'Enable account',
  makeAdminConfirm: (name: string) =>
    `Make ${name} an admin? They are signed out everywhere and get the admin console when they sign in again.`,
  removeAdminConfirm: (name: string) =>
    `Remove ${name}'s admin role? They lose the admin console at once and are signed out everywhere.`,
  disableConfirm: (name: string) =>
    `Disable ${name}'s account? They are signed out everywhere at once and cannot sign in until an admin enables it again.`,
  enableConfirm: (name: string) => `Enable ${name}'s account? They can sign in again.`,
  twoFactorLabel: 'Two-factor sign-in',
  resetTwoFactor: 'Reset two-factor',
  resetTwoFactorConfirm: (name: string) =>
    `Remove ${name}'s authenticator and recovery codes? They are signed out everywhere and set up two-factor again when they next sign in. Do this only once you are sure who asked for it.`,
  cancel: 'Cancel',
  done: {
    member_made_admin: 'Made admin',
    member_admin_removed: 'Admin role removed',
    member_disabled: 'Account disabled',
    member_enabled: 'Account enabled',
    member_two_factor_reset: 'Two-factor reset',
  },
  openInInbox: 'Open in inbox',
  allPayments: 'All payments',
  auditTitle: 'Audit log',
  auditOfMember: 'Changes to this account',
  auditEmpty: 'No changes recorded.',
  auditAll: 'Whole audit log',
} as const;
