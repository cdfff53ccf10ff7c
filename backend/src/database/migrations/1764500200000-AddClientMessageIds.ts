import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A message keeps the id its writer's browser gave it, so that a send tried again (its answer was
 * lost with the connection) finds the message already stored instead of storing it twice. The id
 * is unique per conversation and side: a customer and support never collide, nor two
 * conversations. Messages sent before have none.
 */
export class AddClientMessageIds1764500200000 implements MigrationInterface {
  name = 'AddClientMessageIds1764500200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['messages', 'anonymous_messages']) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "clientMessageId" uuid`);
      await queryRunner.query(
        `CREATE UNIQUE INDEX "${table}_client_message_id_key"
           ON "${table}" ("conversationId", "isFromAdmin", "clientMessageId")
        WHERE "clientMessageId" IS NOT NULL`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['messages', 'anonymous_messages'])
      await queryRunner.query(`ALTER TABLE "${table}" DROP "clientMessageId"`);
  }
}
