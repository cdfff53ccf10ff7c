import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When support's reply to a visitor was last mailed to the visitor's follow-up address: one mail
 * per burst of replies, i.e. none again until the visitor has written since.
 */
export class CreateFollowUpMails1764300100000 implements MigrationInterface {
  name = 'CreateFollowUpMails1764300100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "follow_up_mails" (
        "conversationId" uuid PRIMARY KEY
          REFERENCES "anonymous_conversations" ("id") ON DELETE CASCADE,
        "mailedAt" timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "follow_up_mails"`);
  }
}
