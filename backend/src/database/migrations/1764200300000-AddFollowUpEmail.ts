import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The e-mail address a visitor leaves for a reply while no one from support is online. */
export class AddFollowUpEmail1764200300000 implements MigrationInterface {
  name = 'AddFollowUpEmail1764200300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "anonymous_conversations" ADD "followUpEmail" character varying(254)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "anonymous_conversations" DROP COLUMN "followUpEmail"`);
  }
}
