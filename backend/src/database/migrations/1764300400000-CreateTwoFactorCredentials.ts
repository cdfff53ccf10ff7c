import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admins' two-factor sign-in. The TOTP secret is kept encrypted (AES-256-GCM); `enabledAt` is
 * null while a set-up waits for its first code; `lastTimeStep` is the time step of the last code
 * accepted, so a code is never accepted twice. Recovery codes are kept as SHA-256 hashes.
 */
export class CreateTwoFactorCredentials1764300400000 implements MigrationInterface {
  name = 'CreateTwoFactorCredentials1764300400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "totp_credentials" (
        "userId" uuid PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
        "secret" bytea NOT NULL,
        "enabledAt" timestamptz,
        "lastTimeStep" bigint,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "totp_recovery_codes" (
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "codeHash" bytea NOT NULL,
        "usedAt" timestamptz,
        PRIMARY KEY ("userId", "codeHash")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "totp_recovery_codes"`);
    await queryRunner.query(`DROP TABLE "totp_credentials"`);
  }
}
