import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Failed sign-ins per lower-cased username, whether or not such an account exists. */
export class CreateLoginThrottle1763800510000 implements MigrationInterface {
  name = 'CreateLoginThrottle1763800510000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "login_throttle" (
        "username" text PRIMARY KEY,
        "failures" integer NOT NULL,
        "lastFailureAt" timestamptz NOT NULL,
        "lockedUntil" timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX "login_throttle_last_failure_idx" ON "login_throttle" ("lastFailureAt")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "login_throttle"`);
  }
}
