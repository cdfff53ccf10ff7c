import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Ending every session of an account (its password or role changed) finds them by this index. */
export class IndexSessionsByAccount1763800500000 implements MigrationInterface {
  name = 'IndexSessionsByAccount1763800500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "session_user_idx" ON "session" (("sess" -> 'passport' ->> 'user'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "session_user_idx"`);
  }
}
