import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Ending every session of an account also finds its sign-ins waiting for a second factor. */
export class IndexPendingSignInsByAccount1764500170000 implements MigrationInterface {
  name = 'IndexPendingSignInsByAccount1764500170000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "session_pending_user_idx" ON "session" (("sess" -> 'secondFactor' ->> 'userId'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "session_pending_user_idx"`);
  }
}
