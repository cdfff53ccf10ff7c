import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Replaces the plain trigram indexes of both lists' message text by trigram indexes of the
 * text with each space turned into a letter (`ǂ`), so the trigrams also span word boundaries.
 * pg_trgm splits text into words, so a search such as "message 0" (two words that are each in
 * every message but never side by side) used to leave tens of thousands of candidates to
 * recheck; across the boundary ("eǂ0") it has almost none. Search keeps its exact
 * `ILIKE '%…%'` meaning: the indexed condition is only a necessary one (see MessageSearchService).
 */
export class IndexMessageWordRuns1764200000000 implements MigrationInterface {
  name = 'IndexMessageWordRuns1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['messages', 'anonymous_messages']) {
      await queryRunner.query(`DROP INDEX "${table}_content_trgm_idx"`);
      await queryRunner.query(
        `CREATE INDEX "${table}_word_runs_trgm_idx" ON "${table}" USING gin ((replace("content", ' ', 'ǂ')) gin_trgm_ops)`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['messages', 'anonymous_messages']) {
      await queryRunner.query(`DROP INDEX "${table}_word_runs_trgm_idx"`);
      await queryRunner.query(
        `CREATE INDEX "${table}_content_trgm_idx" ON "${table}" USING gin ("content" gin_trgm_ops)`,
      );
    }
  }
}
