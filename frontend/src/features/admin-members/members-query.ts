import {
  ACCOUNT_STATUSES,
  ADMIN_LIST_SEARCH_MAX_LENGTH,
  MEMBER_SEARCH_MIN_LENGTH,
  MEMBER_TEXT,
  USER_ROLES,
  type AccountStatus,
  type AdminAuditQuery,
  type MembersQuery,
  type UserRole,
} from '@club/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isRole = (value: string): value is UserRole => (USER_ROLES as string[]).includes(value);
const isStatus = (value: string): value is AccountStatus =>
  (ACCOUNT_STATUSES as string[]).includes(value);

/**
 * The members list the address asks for (`?q=&role=&status=&cursor=`): a role or status that is
 * not one is ignored; the search is kept as written, for `searchProblem` to judge.
 */
export function membersQueryOf(search: URLSearchParams): MembersQuery {
  const q = search.get('q')?.trim() ?? '';
  const role = search.get('role') ?? '';
  const status = search.get('status') ?? '';
  const cursor = search.get('cursor') ?? '';
  return {
    ...(q && { search: q }),
    ...(isRole(role) && { role }),
    ...(isStatus(status) && { status }),
    ...(cursor && { cursor }),
  };
}

/** The address of a members list: every filter that is set, and the cursor when given. */
export function membersSearchOf({ search, role, status, cursor }: MembersQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (role) params.set('role', role);
  if (status) params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  return params;
}

/** Why a search cannot be asked for, in the server's words, or undefined when it can. */
export function searchProblem(search: string | undefined): string | undefined {
  if (!search) return undefined;
  if (search.length < MEMBER_SEARCH_MIN_LENGTH) return MEMBER_TEXT.searchTooShort;
  if (search.length > ADMIN_LIST_SEARCH_MAX_LENGTH) return MEMBER_TEXT.searchTooLong;
  return undefined;
}

/** The audit log the address asks for (`?member=&cursor=`); a member that is not an id is ignored. */
export function auditQueryOf(search: URLSearchParams): AdminAuditQuery {
  const member = search.get('member') ?? '';
  const cursor = search.get('cursor') ?? '';
  return { ...(UUID.test(member) && { member }), ...(cursor && { cursor }) };
}

/**
 * The inbox filtered to the member (its `?q=` search, as the inbox's own filters write it): the
 * inbox keeps the open conversation out of its address, so the link shows the member's
 * conversations for the admin to open.
 */
export function inboxHrefOf(username: string): string {
  return `/admin/chat?${new URLSearchParams({ q: username }).toString()}`;
}
