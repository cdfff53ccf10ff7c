/**
 * The support desk's assignment and presence (admins only): who holds each conversation, and
 * which admins are online.
 */

/** Which conversations the admin lists show by assignee (`?assignee=`); `all` when absent. */
export const ASSIGNEE_FILTER = { mine: 'mine', unassigned: 'unassigned', all: 'all' } as const;
export type AssigneeFilter = (typeof ASSIGNEE_FILTER)[keyof typeof ASSIGNEE_FILTER];
export const ASSIGNEE_FILTERS: readonly AssigneeFilter[] = Object.values(ASSIGNEE_FILTER);

/**
 * An admin's presence, from their sockets on every instance: `online` while one of their tabs
 * is in use, `away` while all of them are hidden or idle, `offline` with no socket.
 */
export const PRESENCE = { online: 'online', away: 'away', offline: 'offline' } as const;
export type Presence = (typeof PRESENCE)[keyof typeof PRESENCE];
export const PRESENCES: readonly Presence[] = Object.values(PRESENCE);

/** What one tab says of itself (`{type:'presence', state}`): in use, or hidden or idle. */
export const TAB_STATE = { active: 'active', idle: 'idle' } as const;
export type TabState = (typeof TAB_STATE)[keyof typeof TAB_STATE];
export const TAB_STATES: readonly TabState[] = Object.values(TAB_STATE);

/** A tab with no input for this long reports itself idle. */
export const TAB_IDLE_AFTER_MS = 5 * 60_000;

/** `PUT /api/admin/…/:id/assignee`: the admin who holds the conversation, or null for nobody. */
export interface AssignRequest {
  assigneeId: string | null;
}

/** An admin as the desk shows them: in the presence roster and as an assignee. */
export interface DeskAdminView {
  id: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  presence: Presence;
}

/** The texts of the desk's refusals (REST `message` and socket `reason`). */
export const DESK_ERROR = {
  assigneeNotAdmin: 'The assignee must be an admin',
  assigneeIdInvalid: 'assigneeId must be an admin id or null',
  tabStateInvalid: 'state must be active or idle',
  adminsOnly: 'Only admins can do this',
  assigneeFilterInvalid: 'assignee must be mine, unassigned or all',
  unreadInvalid: 'unread must be true or false',
} as const;

/** How the inbox names presences and the assignment controls (shared with the browser tests). */
export const PRESENCE_LABEL: Record<Presence, string> = {
  online: 'Online',
  away: 'Away',
  offline: 'Offline',
};

export const DESK_TEXT = {
  assigneeFilter: { mine: 'Mine', unassigned: 'Unassigned', all: 'All' },
  unreadOnly: 'Unread only',
  assignedTo: 'Assigned to',
  nobody: 'Unassigned',
  admins: 'Support team',
  assignFailed: 'Could not assign the conversation',
} as const satisfies {
  assigneeFilter: Record<AssigneeFilter, string>;
  [key: string]: unknown;
};
