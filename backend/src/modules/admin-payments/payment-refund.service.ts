import { ADMIN_PAYMENTS_TEXT, type RefundMethod } from '@club/contracts';
import {
  BadGatewayException,
  ConflictException,
  HttpException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import { AdminAuditLog, type AuditAccount } from '../admin-audit/admin-audit-log.js';
import { completeRefund } from '../payments/payment-refunds.js';
import { STRIPE_CLIENT } from '../payments/stripe-client.js';
import { AdminPaymentList } from './admin-payment-list.js';
import type { AdminPaymentDto } from './dto/admin-payment.view.js';

/**
 * Refunds a succeeded payment, once. With Stripe keys, one conditional UPDATE claims it
 * (succeeded → refund_pending) before Stripe is asked, so a second click or a second admin is
 * refused; the package is taken back when Stripe's `charge.refunded` arrives. Without keys (demo),
 * the refund is recorded and the package taken back at once, in one transaction. The admins'
 * audit log gets the refund once Stripe has made it (or with the local refund's transaction).
 */
@Injectable()
export class PaymentRefundService {
  private readonly logger = new Logger(PaymentRefundService.name);

  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly list: AdminPaymentList,
    private readonly audit: AdminAuditLog,
  ) {}

  async refund(id: string, admin: AuditAccount): Promise<AdminPaymentDto> {
    if (this.stripe) await this.throughStripe(this.stripe, id, admin);
    else await this.locally(id, admin);
    return (await this.list.one(id))!;
  }

  private async locally(id: string, admin: AuditAccount): Promise<void> {
    const refunded = await this.dataSource.transaction(async (transaction) => {
      if ((await completeRefund(transaction, { id }, 'local', admin.id)) !== 'refunded')
        return false;
      await this.recordRefund(transaction, id, admin);
      return true;
    });
    if (!refunded) throw await this.refusal(id);
  }

  private async throughStripe(stripe: Stripe, id: string, admin: AuditAccount): Promise<void> {
    const adminId = admin.id;
    const [claimed]: [{ stripePaymentIntentId: string; refundRequestedAt: Date }[], number] =
      await this.dataSource.query(
        `UPDATE "payments"
         SET "status" = 'refund_pending', "refundRequestedAt" = now(),
             "refundRequestedById" = $2, "refundMethod" = 'stripe'
         WHERE "id" = $1 AND "status" = 'succeeded'
         RETURNING "stripePaymentIntentId", "refundRequestedAt"`,
        [id, adminId],
      );
    if (claimed.length === 0) throw await this.refusal(id);
    const { stripePaymentIntentId, refundRequestedAt } = claimed[0];
    let refund: Stripe.Refund;
    try {
      // A key per attempt: Stripe replays a key's first answer, failures included, for a day.
      refund = await stripe.refunds.create(
        { payment_intent: stripePaymentIntentId, metadata: { paymentId: id, adminId } },
        { idempotencyKey: `refund-${id}-${refundRequestedAt.getTime()}` },
      );
    } catch (error) {
      this.logger.error(
        `Refunding payment ${id} (${stripePaymentIntentId}) failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      // Unless Stripe's webhook already completed it, the payment can be refunded again.
      await this.dataSource.query(
        `UPDATE "payments"
         SET "status" = 'succeeded', "refundRequestedAt" = NULL, "refundRequestedById" = NULL,
             "refundMethod" = NULL
         WHERE "id" = $1 AND "status" = 'refund_pending'`,
        [id],
      );
      throw new BadGatewayException(ADMIN_PAYMENTS_TEXT.stripeFailed);
    }
    await this.dataSource.transaction(async (transaction) => {
      await transaction.query(`UPDATE "payments" SET "stripeRefundId" = $2 WHERE "id" = $1`, [
        id,
        refund.id,
      ]);
      await this.recordRefund(transaction, id, admin);
    });
  }

  private async recordRefund(transaction: EntityManager, id: string, actor: AuditAccount) {
    const [payment]: {
      packageId: string;
      amount: number;
      currency: string;
      refundMethod: RefundMethod;
      memberId: string | null;
      memberUsername: string | null;
    }[] = await transaction.query(
      `SELECT p."packageId", p."amount", p."currency", p."refundMethod",
              u."id" AS "memberId", u."username" AS "memberUsername"
       FROM "payments" p LEFT JOIN "users" u ON u."id" = p."userId"
       WHERE p."id" = $1`,
      [id],
    );
    await this.audit.record(transaction, {
      actor,
      action: 'payment_refunded',
      ...(payment.memberId && {
        target: { id: payment.memberId, username: payment.memberUsername! },
      }),
      details: {
        paymentId: id,
        packageId: payment.packageId,
        amount: payment.amount,
        currency: payment.currency,
        method: payment.refundMethod,
      },
    });
  }

  private async refusal(id: string): Promise<HttpException> {
    const rows: { status: string }[] = await this.dataSource.query(
      `SELECT "status" FROM "payments" WHERE "id" = $1`,
      [id],
    );
    if (rows.length === 0) return new NotFoundException(ADMIN_PAYMENTS_TEXT.notFound);
    if (rows[0].status === 'refund_pending')
      return new ConflictException(ADMIN_PAYMENTS_TEXT.refundUnderWay);
    if (rows[0].status === 'refunded')
      return new ConflictException(ADMIN_PAYMENTS_TEXT.alreadyRefunded);
    if (rows[0].status === 'demo')
      return new ConflictException(ADMIN_PAYMENTS_TEXT.demoNotRefundable);
    return new ConflictException(ADMIN_PAYMENTS_TEXT.notRefundable);
  }
}
