import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A deposit bot message remembers the deposit request it answers, so one request gets one
 * message however often the widget asks (decisions.md, "The deposit bot behaves").
 */
export class RememberDepositRequests1764200250000 implements MigrationInterface {
  name = 'RememberDepositRequests1764200250000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "messages" ADD "botRequestId" varchar(64)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "messages_bot_request_idx" ON "messages" ("conversationId", "botRequestId")
        WHERE "botRequestId" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "messages_bot_request_idx"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP COLUMN "botRequestId"`);
  }
}
