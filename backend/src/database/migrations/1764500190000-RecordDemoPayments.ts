import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A chat payment request confirmed in demo mode is recorded as a payment of its own status,
 * `demo`: the admin lists show it, and everything that counts money or grants (revenue, VIP,
 * refunds) already reads only the other statuses. It made no PaymentIntent and no Stripe event,
 * so those two are null for it alone, and it names its request, which it closes once.
 */
export class RecordDemoPayments1764500190000 implements MigrationInterface {
  name = 'RecordDemoPayments1764500190000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "payments"
        DROP CONSTRAINT "payments_status_check",
        ADD CONSTRAINT "payments_status_check"
          CHECK ("status" IN ('succeeded', 'rejected', 'refund_pending', 'refunded', 'demo')),
        ALTER "stripePaymentIntentId" DROP NOT NULL,
        ALTER "stripeEventId" DROP NOT NULL,
        ADD "paymentRequestId" uuid CONSTRAINT "payments_payment_request_key" UNIQUE
          CONSTRAINT "payments_payment_request_fkey" REFERENCES "payment_requests" ("id")
          ON DELETE SET NULL,
        ADD CONSTRAINT "payments_stripe_ids_check" CHECK (
          "status" = 'demo'
          OR ("stripePaymentIntentId" IS NOT NULL AND "stripeEventId" IS NOT NULL)
        )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "payments" WHERE "status" = 'demo'`);
    await queryRunner.query(`
      ALTER TABLE "payments"
        DROP CONSTRAINT "payments_stripe_ids_check",
        DROP "paymentRequestId",
        ALTER "stripeEventId" SET NOT NULL,
        ALTER "stripePaymentIntentId" SET NOT NULL,
        DROP CONSTRAINT "payments_status_check",
        ADD CONSTRAINT "payments_status_check"
          CHECK ("status" IN ('succeeded', 'rejected', 'refund_pending', 'refunded'))`);
  }
}
