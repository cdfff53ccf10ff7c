import type { RefundMethod } from './admin-payments.js';
import type { WireTime } from './time.js';

/**
 * The admins' audit log: who changed what of whom, and when (admins only, newest first). Each
 * change writes its entry in the same transaction as the change.
 */

/**
 * What each audited action records besides who, whom and when. A new kind of change (a refund …)
 * is one more entry here, with its details.
 */
export interface AdminAuditDetailsByAction {
  member_made_admin: Record<string, never>;
  member_admin_removed: Record<string, never>;
  member_disabled: Record<string, never>;
  member_enabled: Record<string, never>;
  /** Another admin removed the account's authenticator (it sets one up again at its next sign-in). */
  member_two_factor_reset: Record<string, never>;
  /** A member deleted their own account from the account page (actor and target are that account). */
  account_deleted: Record<string, never>;
  /** Refunded from the Payments section: through Stripe, or recorded here only (no Stripe keys). */
  payment_refunded: {
    paymentId: string;
    packageId: string;
    amount: number;
    currency: string;
    method: RefundMethod;
  };
}

export type AdminAuditAction = keyof AdminAuditDetailsByAction;

/** What the log says each action did. */
export const ADMIN_AUDIT_ACTION_LABEL: Record<AdminAuditAction, string> = {
  member_made_admin: 'Made admin',
  member_admin_removed: 'Removed admin',
  member_disabled: 'Disabled account',
  member_enabled: 'Enabled account',
  member_two_factor_reset: 'Reset two-factor sign-in',
  account_deleted: 'Deleted their own account',
  payment_refunded: 'Refunded payment',
};

export const ADMIN_AUDIT_ACTIONS = Object.keys(ADMIN_AUDIT_ACTION_LABEL) as AdminAuditAction[];

/** An account as the log names it: the username is kept after the account is deleted (id null). */
export interface AuditAccountView {
  id: string | null;
  username: string;
}

export interface AdminAuditEntryView<Time = WireTime> {
  id: number;
  action: AdminAuditAction;
  actor: AuditAccountView;
  /** The member the change was about, when it was about one. */
  target: AuditAccountView | null;
  details: Record<string, unknown>;
  createdAt: Time;
}

/** `GET /api/admin/audit-log`: newest first; `member` keeps the entries about one account. */
export interface AdminAuditQuery {
  member?: string;
  limit?: number;
  /** The previous page's `X-Next-Cursor`. */
  cursor?: string;
}

export const ADMIN_AUDIT_TEXT = {
  memberInvalid: 'member must be an account id',
  cursorInvalid: 'cursor is not valid',
} as const;
