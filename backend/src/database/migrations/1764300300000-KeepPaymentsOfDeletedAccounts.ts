import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A deleted account's payments stay for the records, with nothing that names a person: the
 * account link becomes empty instead of taking the rows with it.
 */
export class KeepPaymentsOfDeletedAccounts1764300300000 implements MigrationInterface {
  name = 'KeepPaymentsOfDeletedAccounts1764300300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "payments"
        ALTER "userId" DROP NOT NULL,
        DROP CONSTRAINT "payments_userId_fkey",
        ADD CONSTRAINT "payments_userId_fkey"
          FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE SET NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "payments" WHERE "userId" IS NULL`);
    await queryRunner.query(`
      ALTER TABLE "payments"
        ALTER "userId" SET NOT NULL,
        DROP CONSTRAINT "payments_userId_fkey",
        ADD CONSTRAINT "payments_userId_fkey"
          FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE`);
  }
}
