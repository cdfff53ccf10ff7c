import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds of payments (the admin console's Payments section) and the indexes of its list: newest
 * first, alone or by status or package; the member filter uses payments_user_idx. The status is
 * also the refund's lock: one conditional UPDATE moves a payment from succeeded, once.
 */
export class AddPaymentRefunds1764400200000 implements MigrationInterface {
  name = 'AddPaymentRefunds1764400200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "payments"
        ADD "refundRequestedAt" timestamptz,
        ADD "refundRequestedById" uuid
          CONSTRAINT "payments_refund_requester_fkey" REFERENCES "users" ("id") ON DELETE SET NULL,
        ADD "refundedAt" timestamptz,
        ADD "stripeRefundId" varchar(255),
        ADD "refundMethod" varchar(16) CONSTRAINT "payments_refund_method_check"
          CHECK ("refundMethod" IN ('stripe', 'local')),
        ADD CONSTRAINT "payments_status_check"
          CHECK ("status" IN ('succeeded', 'rejected', 'refund_pending', 'refunded'))`);
    await queryRunner.query(
      `CREATE INDEX "payments_created_idx" ON "payments" ("createdAt" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "payments_status_created_idx" ON "payments" ("status", "createdAt" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "payments_package_created_idx" ON "payments" ("packageId", "createdAt" DESC, "id" DESC)`,
    );
    // Deleting an account sets its refund requests' link to null without reading the whole table.
    await queryRunner.query(
      `CREATE INDEX "payments_refund_requester_idx" ON "payments" ("refundRequestedById")
       WHERE "refundRequestedById" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "payments_refund_requester_idx"`);
    await queryRunner.query(`DROP INDEX "payments_package_created_idx"`);
    await queryRunner.query(`DROP INDEX "payments_status_created_idx"`);
    await queryRunner.query(`DROP INDEX "payments_created_idx"`);
    await queryRunner.query(
      `UPDATE "payments" SET "status" = 'succeeded' WHERE "status" = 'refund_pending'`,
    );
    await queryRunner.query(`
      ALTER TABLE "payments"
        DROP CONSTRAINT "payments_status_check",
        DROP "refundMethod",
        DROP "stripeRefundId",
        DROP "refundedAt",
        DROP "refundRequestedById",
        DROP "refundRequestedAt"`);
  }
}
