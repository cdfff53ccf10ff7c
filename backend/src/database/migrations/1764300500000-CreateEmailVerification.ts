import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail confirmation: when an account confirmed its address, and the links that confirm one.
 * A link names the address it confirms: the account's own, or a new one that replaces it once
 * confirmed. Only a SHA-256 hash of each token is kept. Accounts made before this have not
 * confirmed theirs.
 */
export class CreateEmailVerification1764300500000 implements MigrationInterface {
  name = 'CreateEmailVerification1764300500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "emailVerifiedAt" timestamptz`);
    await queryRunner.query(`
      CREATE TABLE "email_verification_tokens" (
        "tokenHash" bytea PRIMARY KEY,
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "email" varchar(254) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "expiresAt" timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "email_verification_tokens_user_idx" ON "email_verification_tokens" ("userId")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "email_verification_tokens"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "emailVerifiedAt"`);
  }
}
