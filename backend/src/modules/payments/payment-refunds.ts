import type { RefundMethod } from '@club/contracts';
import type { EntityManager } from 'typeorm';
import { revokePackage } from './package-grants.js';

/** A payment by its own id (a refund asked for here) or by Stripe's PaymentIntent id (a webhook). */
export type RefundTarget = { id: string } | { paymentIntentId: string };

/** refunded: done now; unchanged: already refunded (or never succeeded); unknown: no such payment. */
export type RefundCompletion = 'refunded' | 'unchanged' | 'unknown';

function columnOf(target: RefundTarget): { column: string; value: string } {
  return 'id' in target
    ? { column: 'id', value: target.id }
    : { column: 'stripePaymentIntentId', value: target.paymentIntentId };
}

/**
 * Marks a payment refunded and takes its package back, in the caller's transaction: a succeeded
 * or refund-pending one when Stripe says so, only a succeeded one when an admin refunds it here
 * (`requestedById`). The conditional UPDATE of the status is the guard: a replayed event, or two
 * arriving together, find the payment refunded and change nothing. The member's row is locked
 * first, as fulfilment locks it, so one member's grants and refunds take turns and the premium
 * check sees the outcome of the others.
 */
export async function completeRefund(
  manager: EntityManager,
  target: RefundTarget,
  method: RefundMethod,
  requestedById?: string,
): Promise<RefundCompletion> {
  const { column, value } = columnOf(target);
  const found: { userId: string | null }[] = await manager.query(
    `SELECT "userId" FROM "payments" WHERE "${column}" = $1`,
    [value],
  );
  if (found.length === 0) return 'unknown';
  if (found[0].userId) {
    await manager.query(`SELECT 1 FROM "users" WHERE "id" = $1 FOR UPDATE`, [found[0].userId]);
  }
  const [refunded]: [{ userId: string | null; packageId: string }[], number] = await manager.query(
    `UPDATE "payments"
       SET "status" = 'refunded', "refundedAt" = now(),
           "refundMethod" = COALESCE("refundMethod", $2),
           "refundRequestedAt" = CASE WHEN $3::uuid IS NULL THEN "refundRequestedAt" ELSE now() END,
           "refundRequestedById" = COALESCE($3::uuid, "refundRequestedById")
       WHERE "${column}" = $1 AND "status" = ANY($4::text[])
       RETURNING "userId", "packageId"`,
    [
      value,
      method,
      requestedById ?? null,
      requestedById ? ['succeeded'] : ['succeeded', 'refund_pending'],
    ],
  );
  if (refunded.length === 0) return 'unchanged';
  if (refunded[0].userId) await revokePackage(manager, refunded[0].userId, refunded[0].packageId);
  return 'refunded';
}
