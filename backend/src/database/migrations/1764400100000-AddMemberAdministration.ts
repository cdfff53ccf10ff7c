import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Members section of the admin console: disabled accounts, each account's last request (to
 * the minute, so the list need not read sessions), the indexes of the members list (newest first;
 * admins and disabled accounts, the few rows two filters pick, each a partial index of their own)
 * and the admins' audit log. The log keeps usernames beside the ids, so an entry still reads after
 * either account is deleted.
 */
export class AddMemberAdministration1764400100000 implements MigrationInterface {
  name = 'AddMemberAdministration1764400100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "disabledAt" timestamptz`);
    await queryRunner.query(`ALTER TABLE "users" ADD "lastSeenAt" timestamptz`);
    await queryRunner.query(`CREATE INDEX "users_created_idx" ON "users" ("createdAt", "id")`);
    await queryRunner.query(
      `CREATE INDEX "users_admins_idx" ON "users" ("createdAt", "id") WHERE "role" = 'admin'`,
    );
    await queryRunner.query(
      `CREATE INDEX "users_disabled_idx" ON "users" ("createdAt", "id") WHERE "disabledAt" IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "admin_audit_log" (
        "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "actorId" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "actorUsername" varchar(32) NOT NULL,
        "action" varchar(40) NOT NULL,
        "targetUserId" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "targetUsername" varchar(32),
        "details" jsonb NOT NULL DEFAULT '{}',
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" ("targetUserId", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "admin_audit_log_actor_idx" ON "admin_audit_log" ("actorId")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "admin_audit_log"`);
    await queryRunner.query(`DROP INDEX "users_disabled_idx"`);
    await queryRunner.query(`DROP INDEX "users_admins_idx"`);
    await queryRunner.query(`DROP INDEX "users_created_idx"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "lastSeenAt"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "disabledAt"`);
  }
}
