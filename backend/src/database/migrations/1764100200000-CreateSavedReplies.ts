import { DEFAULT_PAYMENT_REPLY } from '@club/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved replies shared by every admin, with a shortcut unique ignoring case. The desk starts
 * with the deposit flow's payment-provider prompt, so an admin can ask for a provider by hand.
 */
export class CreateSavedReplies1764100200000 implements MigrationInterface {
  name = 'CreateSavedReplies1764100200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "saved_replies" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "title" varchar(80) NOT NULL,
        "shortcut" varchar(32) NOT NULL,
        "content" text NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "saved_replies_shortcut_key" ON "saved_replies" (lower("shortcut"))`,
    );
    const { title, shortcut, content } = DEFAULT_PAYMENT_REPLY;
    await queryRunner.query(
      `INSERT INTO "saved_replies" ("title", "shortcut", "content") VALUES ($1, $2, $3)`,
      [title, shortcut, content],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "saved_replies"`);
  }
}
