import { ADMIN_PAYMENTS_TEXT, type AdminPaymentsQuery } from '@club/contracts';
import { BadRequestException } from '@nestjs/common';
import type { PageCursor } from '../chat/conversation-page.js';

/** A payment with its member and the admin who asked for its refund (both null once deleted). */
export const SELECT_PAYMENTS = `
  SELECT p."id", p."packageId", p."amount", p."currency", p."status", p."createdAt",
         p."createdAt"::text AS "cursorTime", p."stripePaymentIntentId",
         p."refundRequestedAt", p."refundedAt", p."stripeRefundId", p."refundMethod",
         m."id" AS "memberId", m."username" AS "memberUsername",
         r."id" AS "requesterId", r."username" AS "requesterUsername"
  FROM "payments" p
  LEFT JOIN "users" m ON m."id" = p."userId"
  LEFT JOIN "users" r ON r."id" = p."refundRequestedById"`;

/**
 * The list's filters as checked: days are real `YYYY-MM-DD` days (of the club's calendar, which
 * the query bounds by midnight in its zone), `from` not after `to`.
 */
export type PaymentFilters = Pick<
  AdminPaymentsQuery,
  'status' | 'package' | 'from' | 'to' | 'member'
>;

function checkDay(text: string | undefined, invalid: string): void {
  if (text === undefined) return;
  // Date.parse rolls 2026-02-30 over; only a day that prints back the same is real.
  const time = Date.parse(`${text}T00:00:00Z`);
  // PostgreSQL has no year 0.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text || text < '0001') {
    throw new BadRequestException(invalid);
  }
}

export function paymentFilters(query: AdminPaymentsQuery): PaymentFilters {
  const { status, package: packageId, from, to, member } = query;
  checkDay(from, ADMIN_PAYMENTS_TEXT.fromInvalid);
  checkDay(to, ADMIN_PAYMENTS_TEXT.toInvalid);
  if (from && to && from > to) throw new BadRequestException(ADMIN_PAYMENTS_TEXT.order);
  return { status, package: packageId, from, to, member };
}

/**
 * One page of payments, newest first, after `cursor`: each filter is a condition one of the
 * list's indexes serves (status, package, member, or the time range on the creation index). The
 * days start at midnight in the club's `timeZone`, bound as a parameter like every other value.
 */
export function paymentRowsQuery(
  filters: PaymentFilters,
  cursor: PageCursor | undefined,
  limit: number,
  timeZone: string,
): { sql: string; parameters: unknown[] } {
  const conditions: string[] = [];
  const parameters: unknown[] = [];
  const add = (value: unknown) => {
    parameters.push(value);
    return `$${parameters.length}`;
  };
  if (filters.status) conditions.push(`p."status" = ${add(filters.status)}`);
  if (filters.package) conditions.push(`p."packageId" = ${add(filters.package)}`);
  if (filters.member) conditions.push(`p."userId" = ${add(filters.member)}::uuid`);
  const zone = filters.from || filters.to ? add(timeZone) : undefined;
  if (filters.from)
    conditions.push(
      `p."createdAt" >= (${add(filters.from)}::date)::timestamp AT TIME ZONE ${zone}`,
    );
  if (filters.to)
    conditions.push(
      `p."createdAt" < (${add(filters.to)}::date + 1)::timestamp AT TIME ZONE ${zone}`,
    );
  if (cursor) {
    conditions.push(
      `(p."createdAt", p."id") < (${add(cursor.lastMessageAt)}::timestamptz, ${add(cursor.id)}::uuid)`,
    );
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return {
    sql: `${SELECT_PAYMENTS} ${where} ORDER BY p."createdAt" DESC, p."id" DESC LIMIT ${add(limit)}`,
    parameters,
  };
}
