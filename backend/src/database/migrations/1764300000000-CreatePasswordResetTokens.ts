import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Password-reset links: only a SHA-256 hash of each token is kept, so a copy of the database
 * opens no account. A row is deleted when its link is used.
 */
export class CreatePasswordResetTokens1764300000000 implements MigrationInterface {
  name = 'CreatePasswordResetTokens1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "password_reset_tokens" (
        "tokenHash" bytea PRIMARY KEY,
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "expiresAt" timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" ("userId")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "password_reset_tokens"`);
  }
}
