import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsersAndSessions1763770000000 implements MigrationInterface {
  name = 'CreateUsersAndSessions1763770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "username" varchar(32) NOT NULL,
        "email" varchar(254) NOT NULL,
        "password" varchar(255) NOT NULL,
        "firstName" varchar(50),
        "lastName" varchar(50),
        "phone" varchar(30),
        "nickname" varchar(50),
        "role" varchar(16) NOT NULL DEFAULT 'user' CHECK ("role" IN ('user', 'admin')),
        "stripeCustomerId" varchar(255),
        "stripeSubscriptionId" varchar(255),
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "users_username_key" ON "users" (lower("username"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_key" ON "users" (lower("email"))`);
    await queryRunner.query(`
      CREATE TABLE "session" (
        "sid" varchar PRIMARY KEY,
        "sess" json NOT NULL,
        "expire" timestamp(6) NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "session_expire_idx" ON "session" ("expire")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "session"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
