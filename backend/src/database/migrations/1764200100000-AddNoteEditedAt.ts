import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When a private note's author last edited it: null while it is as first written. */
export class AddNoteEditedAt1764200100000 implements MigrationInterface {
  name = 'AddNoteEditedAt1764200100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "conversation_notes" ADD "updatedAt" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "conversation_notes" DROP COLUMN "updatedAt"`);
  }
}
