import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A visitor's follow-up address gets support's replies only once the link mailed to it has been
 * opened: the time it was, and the pending link's token hash and expiry. Addresses left before
 * this were never confirmed, so they get no more replies until they are left again.
 */
export class ConfirmFollowUpEmails1764500180000 implements MigrationInterface {
  name = 'ConfirmFollowUpEmails1764500180000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "anonymous_conversations"
         ADD COLUMN "followUpEmailConfirmedAt" timestamptz,
         ADD COLUMN "followUpTokenHash" bytea,
         ADD COLUMN "followUpTokenExpiresAt" timestamptz`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "anonymous_conversations_follow_up_token_idx"
         ON "anonymous_conversations" ("followUpTokenHash") WHERE "followUpTokenHash" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "anonymous_conversations_follow_up_token_idx"`);
    await queryRunner.query(
      `ALTER TABLE "anonymous_conversations"
         DROP COLUMN "followUpEmailConfirmedAt",
         DROP COLUMN "followUpTokenHash",
         DROP COLUMN "followUpTokenExpiresAt"`,
    );
  }
}
