import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The store reports (decisions.md, "Store reports"): a checkout row for every package a member
 * chooses (a PaymentIntent made for it; it names no one, the payment says whose it was), so
 * conversion can compare packages chosen with those paid; and each member's VIP purchases in
 * order, which the active-VIP chart replays. The other charts read ranges of payments and users
 * by createdAt, which the Members and Payments sections' indexes already serve.
 */
export class RecordStoreCheckouts1764400400000 implements MigrationInterface {
  name = 'RecordStoreCheckouts1764400400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "store_checkouts" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "packageId" varchar(32) NOT NULL,
        "stripePaymentIntentId" varchar(255) NOT NULL CONSTRAINT "store_checkouts_payment_intent_key" UNIQUE,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "store_checkouts_created_idx" ON "store_checkouts" ("createdAt")`,
    );
    await queryRunner.query(
      `CREATE INDEX "payments_vip_grants_idx" ON "payments" ("userId", "createdAt")
        WHERE "packageId" IN ('vip', 'premium') AND "userId" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "payments_vip_grants_idx"`);
    await queryRunner.query(`DROP TABLE "store_checkouts"`);
  }
}
