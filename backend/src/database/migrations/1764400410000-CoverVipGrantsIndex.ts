import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The active-VIP chart reads every kept VIP and premium purchase in each member's order (user,
 * time, id). An index of exactly those rows, in that order, answers it from the index alone,
 * with no sort and no table reads (docs/performance.md, "Store reports").
 */
export class CoverVipGrantsIndex1764400410000 implements MigrationInterface {
  name = 'CoverVipGrantsIndex1764400410000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "payments_vip_grants_idx"`);
    await queryRunner.query(
      `CREATE INDEX "payments_vip_grants_idx" ON "payments" ("userId", "createdAt", "id")
        WHERE "packageId" IN ('vip', 'premium') AND "userId" IS NOT NULL
          AND "status" IN ('succeeded', 'refund_pending')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "payments_vip_grants_idx"`);
    await queryRunner.query(
      `CREATE INDEX "payments_vip_grants_idx" ON "payments" ("userId", "createdAt")
        WHERE "packageId" IN ('vip', 'premium') AND "userId" IS NOT NULL`,
    );
  }
}
