import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The club's public settings edited in the admin console: one row (id 1). Start-up fills it with
 * the site's former values when it is missing, so the table starts empty here.
 */
export class CreateSiteSettings1764300200000 implements MigrationInterface {
  name = 'CreateSiteSettings1764300200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "site_settings" (
        "id" smallint PRIMARY KEY CHECK ("id" = 1),
        "contactEmail" varchar(254) NOT NULL,
        "contactPhone" varchar(30) NOT NULL,
        "supportHours" varchar(60) NOT NULL,
        "expectedReply" varchar(120) NOT NULL,
        "pokerClubCode" char(6) NOT NULL,
        "discordUrl" varchar(200) NOT NULL,
        "telegramUrl" varchar(200) NOT NULL,
        "instagramUrl" varchar(200) NOT NULL,
        "tiktokUrl" varchar(200) NOT NULL,
        "youtubeUrl" varchar(200) NOT NULL,
        "facebookUrl" varchar(200) NOT NULL,
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        "updatedById" uuid REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "site_settings"`);
  }
}
