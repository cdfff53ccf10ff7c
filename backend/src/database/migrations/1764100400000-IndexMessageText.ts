import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trigram indexes on the text of both lists' messages, for the inbox's search inside messages
 * (`content ILIKE '%…%'`). pg_trgm is already created by CreateChat; trigrams rather than
 * full-text search because admins search for fragments (codes, usernames, amounts) that a
 * text-search dictionary would stem or drop.
 */
export class IndexMessageText1764100400000 implements MigrationInterface {
  name = 'IndexMessageText1764100400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "messages_content_trgm_idx" ON "messages" USING gin ("content" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "anonymous_messages_content_trgm_idx" ON "anonymous_messages" USING gin ("content" gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "anonymous_messages_content_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "messages_content_trgm_idx"`);
  }
}
