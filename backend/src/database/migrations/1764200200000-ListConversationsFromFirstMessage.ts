import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = [
  ['conversations', 'messages'],
  ['anonymous_conversations', 'anonymous_messages'],
] as const;

/** The list indexes, partial: only conversations with a message are ever listed or counted. */
function listIndexes(table: string, where: string) {
  return [
    `CREATE INDEX "${table}_activity_idx" ON "${table}" ("lastMessageAt" DESC, "id" DESC)${where}`,
    `CREATE INDEX "${table}_status_activity_idx" ON "${table}" ("status", "lastMessageAt" DESC, "id" DESC)${where}`,
    `CREATE INDEX "${table}_assignee_idx" ON "${table}" ("assigneeId", "lastMessageAt" DESC, "id" DESC)${where}`,
  ];
}

/**
 * A conversation reaches the admin lists, the stats and the reports with its first message
 * (decisions.md, "No empty conversations"): "firstMessageAt" is set when the first message is
 * stored, and stays NULL for a conversation opened but never written to.
 */
export class ListConversationsFromFirstMessage1764200200000 implements MigrationInterface {
  name = 'ListConversationsFromFirstMessage1764200200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, messages] of TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "firstMessageAt" timestamptz`);
      await queryRunner.query(`
        UPDATE "${table}" c SET "firstMessageAt" = m."first"
          FROM (SELECT "conversationId", min("createdAt") AS "first" FROM "${messages}" GROUP BY 1) m
         WHERE m."conversationId" = c."id"`);
      for (const index of ['activity', 'status_activity', 'assignee'])
        await queryRunner.query(`DROP INDEX "${table}_${index}_idx"`);
      for (const sql of listIndexes(table, ` WHERE "firstMessageAt" IS NOT NULL`))
        await queryRunner.query(sql);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table] of TABLES) {
      for (const index of ['activity', 'status_activity', 'assignee'])
        await queryRunner.query(`DROP INDEX "${table}_${index}_idx"`);
      for (const sql of listIndexes(table, '')) await queryRunner.query(sql);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "firstMessageAt"`);
    }
  }
}
