import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each conversation of either inbox list may be held by an admin. An account that goes away
 * leaves its conversations unassigned; the Mine and Unassigned filters read the index.
 */
export class AddConversationAssignee1764100000000 implements MigrationInterface {
  name = 'AddConversationAssignee1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['conversations', 'anonymous_conversations']) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD "assigneeId" uuid REFERENCES "users"("id") ON DELETE SET NULL`,
      );
      await queryRunner.query(
        `CREATE INDEX "${table}_assignee_idx" ON "${table}" ("assigneeId", "lastMessageAt" DESC, "id" DESC)`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['conversations', 'anonymous_conversations']) {
      await queryRunner.query(`DROP INDEX "${table}_assignee_idx"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "assigneeId"`);
    }
  }
}
