import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payment requests (decisions.md, "Payment requests in chat"): a store package an admin asks a
 * customer to pay inside a conversation of either list. Each message table gains the request its
 * `payment_request` message shows (a type name longer than the column allowed until now); a
 * visitor's requests move with their history when they sign in.
 * A PaymentIntent serves one request at most, and the expiry sweep reads the payable ones by time.
 */
export class AddPaymentRequests1764400500000 implements MigrationInterface {
  name = 'AddPaymentRequests1764400500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "payment_requests" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "list" varchar(16) NOT NULL,
        "conversationId" uuid NOT NULL,
        "packageId" varchar(32) NOT NULL,
        "amount" integer NOT NULL,
        "currency" varchar(3) NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'open',
        "demo" boolean NOT NULL,
        "createdById" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "expiresAt" timestamptz NOT NULL,
        "closedAt" timestamptz,
        "failureMessage" varchar(500),
        "stripePaymentIntentId" varchar(255) CONSTRAINT "payment_requests_payment_intent_key" UNIQUE,
        "paidByUserId" uuid REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "payment_requests_conversation_idx" ON "payment_requests" ("list", "conversationId", "createdAt")`,
    );
    await queryRunner.query(
      `CREATE INDEX "payment_requests_payable_idx" ON "payment_requests" ("expiresAt")
        WHERE "status" IN ('open', 'failed')`,
    );
    await queryRunner.query(
      `CREATE INDEX "payment_requests_created_idx" ON "payment_requests" ("createdAt")`,
    );
    for (const table of ['messages', 'anonymous_messages']) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD "paymentRequestId" uuid REFERENCES "payment_requests" ("id") ON DELETE SET NULL`,
      );
      await queryRunner.query(
        `ALTER TABLE "${table}" DROP CONSTRAINT "${table}_messageType_check",
           ALTER COLUMN "messageType" TYPE varchar(16),
           ADD CONSTRAINT "${table}_messageType_check"
             CHECK ("messageType" IN ('text', 'image', 'payment_request'))`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['messages', 'anonymous_messages']) {
      await queryRunner.query(`DELETE FROM "${table}" WHERE "messageType" = 'payment_request'`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "paymentRequestId"`);
      await queryRunner.query(
        `ALTER TABLE "${table}" DROP CONSTRAINT "${table}_messageType_check",
           ALTER COLUMN "messageType" TYPE varchar(10),
           ADD CONSTRAINT "${table}_messageType_check" CHECK ("messageType" IN ('text', 'image'))`,
      );
    }
    await queryRunner.query(`DROP TABLE "payment_requests"`);
  }
}
