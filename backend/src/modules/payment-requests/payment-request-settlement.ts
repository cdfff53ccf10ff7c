import type { EntityManager } from 'typeorm';
import type { PaymentRequestEntity } from './payment-request.entity.js';

/**
 * What Stripe's webhook does to the request a PaymentIntent was made for, found by the intent's id
 * (never by metadata a client could have shaped). Each runs in the webhook's transaction and
 * answers the changed request, or undefined when no request changed.
 */

/** Paid, once: a repeated delivery finds it paid already. Money taken counts even after a cancel. */
export async function settlePaidRequest(
  manager: EntityManager,
  paymentIntentId: string,
  userId: string,
): Promise<PaymentRequestEntity | undefined> {
  const [rows]: [PaymentRequestEntity[], number] = await manager.query(
    `UPDATE "payment_requests"
        SET "status" = 'paid', "closedAt" = now(), "failureMessage" = NULL, "paidByUserId" = $2
      WHERE "stripePaymentIntentId" = $1 AND "status" <> 'paid'
      RETURNING *`,
    [paymentIntentId, userId],
  );
  return rows[0];
}

/** The last attempt failed: still payable (Stripe lets the intent be confirmed again). */
export async function settleFailedRequest(
  manager: EntityManager,
  paymentIntentId: string,
  failureMessage: string,
): Promise<PaymentRequestEntity | undefined> {
  const [rows]: [PaymentRequestEntity[], number] = await manager.query(
    `UPDATE "payment_requests" SET "status" = 'failed', "failureMessage" = $2
      WHERE "stripePaymentIntentId" = $1 AND "status" IN ('open', 'failed')
      RETURNING *`,
    [paymentIntentId, failureMessage.slice(0, 500)],
  );
  return rows[0];
}
