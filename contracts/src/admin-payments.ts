import { ADMIN_LIST_MAX_LIMIT } from './limits.js';
import type { PaymentStatus, StorePackageId } from './store.js';
import type { WireTime } from './time.js';

/**
 * The admin console's Payments section: every recorded payment, newest first, a page at a time
 * (`GET /api/admin/payments`, the next page's cursor in the `X-Next-Cursor` header), one payment
 * (`GET /api/admin/payments/{id}`), the same rows as CSV (`GET /api/admin/payments.csv`), and
 * refunds (`POST /api/admin/payments/{id}/refund`).
 */

/**
 * A day of the filter: `YYYY-MM-DD`, a calendar day of the club's time zone (CLUB_TIME_ZONE,
 * `SiteConfigView.clubTimeZone`), both ends inclusive.
 */
export const ADMIN_PAYMENTS_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** `GET /api/admin/payments` and `.csv`: every filter is optional. */
export interface AdminPaymentsQuery {
  status?: PaymentStatus;
  package?: StorePackageId;
  /** First day (the club's), inclusive. */
  from?: string;
  /** Last day (the club's), inclusive. */
  to?: string;
  /** A member's user id: only their payments. */
  member?: string;
  /** The `X-Next-Cursor` of the previous page (not for the CSV, which has every row). */
  cursor?: string;
  /** Rows a page holds: `ADMIN_LIST_DEFAULT_LIMIT` unless given, at most `ADMIN_LIST_MAX_LIMIT`. */
  limit?: number;
}

/** Who a payment or a refund request names; null once that account is deleted. */
export interface AdminPaymentPersonView {
  id: string;
  username: string;
}

/**
 * - stripe: Stripe returns the money (asked from here, or made in Stripe's dashboard);
 * - local: the server has no Stripe keys (demo), so the refund is recorded here only.
 */
export const REFUND_METHOD = { stripe: 'stripe', local: 'local' } as const;
export type RefundMethod = (typeof REFUND_METHOD)[keyof typeof REFUND_METHOD];

/** A refund asked for or made; present when the payment is `refund_pending` or `refunded`. */
export interface AdminPaymentRefundView<Time = WireTime> {
  /** When an admin asked for it here; null for a refund made in Stripe's dashboard. */
  requestedAt: Time | null;
  /** The admin who asked; null when made in Stripe's dashboard or that account is gone. */
  requestedBy: AdminPaymentPersonView | null;
  /** When the package was taken back (Stripe's `charge.refunded`, or at once when local); null while pending. */
  refundedAt: Time | null;
  /** Stripe's refund id (`re_…`), once Stripe made one. */
  stripeRefundId: string | null;
  method: RefundMethod;
}

/** One row of the Payments section. */
export interface AdminPaymentView<Time = WireTime> {
  id: string;
  /** The member who paid; null when the account was deleted (the payment stays). */
  member: AdminPaymentPersonView | null;
  packageId: string;
  packageName: string;
  /** In cents of `currency`. */
  amount: number;
  currency: string;
  status: PaymentStatus;
  createdAt: Time;
  /** Null for a demo payment, which made no PaymentIntent. */
  stripePaymentIntentId: string | null;
  refund: AdminPaymentRefundView<Time> | null;
}

/** What the Payments section calls each status. */
export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  succeeded: 'Succeeded',
  rejected: 'Rejected',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
  demo: 'Demo',
};

export const ADMIN_PAYMENTS_TEXT = {
  statusInvalid: 'status must be succeeded, rejected, refund_pending, refunded or demo',
  packageInvalid: 'package must be tournament, vip or premium',
  fromInvalid: 'from must be a date as YYYY-MM-DD',
  toInvalid: 'to must be a date as YYYY-MM-DD',
  order: 'from must not be after to',
  memberInvalid: 'member must be a user id',
  limitInvalid: `limit must be a whole number from 1 to ${ADMIN_LIST_MAX_LIMIT}`,
  idInvalid: 'id must be a payment id',
  notFound: 'Payment not found',
  notRefundable: 'Only a succeeded payment can be refunded',
  demoNotRefundable: 'A demo payment took no money: there is nothing to refund',
  refundUnderWay: 'This payment is already being refunded',
  alreadyRefunded: 'This payment is already refunded',
  stripeFailed:
    'Stripe did not make the refund; nothing changed here. Please try again in a moment.',
} as const;
