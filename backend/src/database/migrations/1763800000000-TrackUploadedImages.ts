import type { MigrationInterface, QueryRunner } from 'typeorm';

const UPLOADS_URL_PREFIX = '/api/uploads/';
const STORED_IMAGE_URL = '^/api/uploads/[0-9a-f]{32}\\.(jpg|png|gif|webp)$';

/**
 * Every stored chat image, so unused ones and those of deleted conversations can be deleted.
 * An image belongs to the conversation it is first sent in; deleting that conversation leaves
 * the row used but unlinked, and such rows (and their files) are deleted.
 * Images already sent are recorded as used in their first conversation.
 */
export class TrackUploadedImages1763800000000 implements MigrationInterface {
  name = 'TrackUploadedImages1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "uploaded_images" (
        "name" varchar(64) PRIMARY KEY,
        "ownerKey" varchar(100) NOT NULL,
        "storedAt" timestamptz NOT NULL DEFAULT now(),
        "usedAt" timestamptz,
        "conversationId" uuid REFERENCES "conversations" ("id") ON DELETE SET NULL,
        "anonymousConversationId" uuid REFERENCES "anonymous_conversations" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "uploaded_images_unused_idx" ON "uploaded_images" ("storedAt") WHERE "usedAt" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "uploaded_images_unlinked_idx" ON "uploaded_images" ("name")
        WHERE "usedAt" IS NOT NULL AND "conversationId" IS NULL AND "anonymousConversationId" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "uploaded_images_conversation_idx" ON "uploaded_images" ("conversationId") WHERE "conversationId" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "uploaded_images_anonymous_conversation_idx" ON "uploaded_images" ("anonymousConversationId")
        WHERE "anonymousConversationId" IS NOT NULL`,
    );
    const name = `substr("imageUrl", ${UPLOADS_URL_PREFIX.length + 1})`;
    for (const [table, column] of [
      ['messages', 'conversationId'],
      ['anonymous_messages', 'anonymousConversationId'],
    ]) {
      await queryRunner.query(
        `INSERT INTO "uploaded_images" ("name", "ownerKey", "storedAt", "usedAt", "${column}")
         SELECT DISTINCT ON (${name}) ${name}, 'sent before tracking', "createdAt", "createdAt", "conversationId"
           FROM "${table}" WHERE "imageUrl" ~ $1 ORDER BY ${name}, "id"
         ON CONFLICT ("name") DO NOTHING`,
        [STORED_IMAGE_URL],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "uploaded_images"`);
  }
}
