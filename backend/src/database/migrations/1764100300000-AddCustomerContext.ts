import type { MigrationInterface, QueryRunner } from 'typeorm';

const SEARCH_WITHOUT_LABEL = `(coalesce("nickname", '') || ' ' || coalesce("firstName", '') || ' ' || coalesce("lastName", '') || ' ' || "username" || ' ' || "email")`;
const SEARCH_WITH_LABEL = `(coalesce("supportLabel", '') || ' ' || coalesce("nickname", '') || ' ' || coalesce("firstName", '') || ' ' || coalesce("lastName", '') || ' ' || "username" || ' ' || "email")`;

/**
 * Support's label for a member gets a column of its own, apart from the member's profile
 * nickname (decisions.md, "Support's label is not the member's nickname"): labels set so far
 * lived in "nickname", so they are copied to keep what support sees. A visitor's conversation
 * records the page and the deposit game it was started from.
 */
export class AddCustomerContext1764100300000 implements MigrationInterface {
  name = 'AddCustomerContext1764100300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "supportLabel" varchar(50)`);
    await queryRunner.query(`UPDATE "users" SET "supportLabel" = "nickname"`);
    await queryRunner.query(`DROP INDEX "users_search_idx"`);
    await queryRunner.query(
      `CREATE INDEX "users_search_idx" ON "users" USING gin (${SEARCH_WITH_LABEL} gin_trgm_ops)`,
    );
    await queryRunner.query(
      `ALTER TABLE "anonymous_conversations" ADD "startedOnPage" varchar(200), ADD "startedForGame" varchar(16)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "anonymous_conversations" DROP COLUMN "startedOnPage", DROP COLUMN "startedForGame"`,
    );
    await queryRunner.query(`DROP INDEX "users_search_idx"`);
    await queryRunner.query(
      `CREATE INDEX "users_search_idx" ON "users" USING gin (${SEARCH_WITHOUT_LABEL} gin_trgm_ops)`,
    );
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "supportLabel"`);
  }
}
