import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddMemberPackagesAndPayments1763790000000 implements MigrationInterface {
  name = 'AddMemberPackagesAndPayments1763790000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "users"
        ADD "vipUntil" timestamptz,
        ADD "isPremium" boolean NOT NULL DEFAULT false,
        ADD "tournamentEntries" integer NOT NULL DEFAULT 0 CHECK ("tournamentEntries" >= 0)`);
    await queryRunner.query(`
      CREATE TABLE "payments" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "packageId" varchar(32) NOT NULL,
        "amount" integer NOT NULL CHECK ("amount" >= 0),
        "currency" varchar(3) NOT NULL,
        "stripePaymentIntentId" varchar(255) NOT NULL CONSTRAINT "payments_payment_intent_key" UNIQUE,
        "stripeEventId" varchar(255) NOT NULL CONSTRAINT "payments_event_key" UNIQUE,
        "status" varchar(32) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "payments_user_idx" ON "payments" ("userId", "createdAt" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(
      `ALTER TABLE "users" DROP "tournamentEntries", DROP "isPremium", DROP "vipUntil"`,
    );
  }
}
