import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Images uploaded for the local catalogue belong to the product that shows them, as chat images
 * belong to their conversation: removed from the product, or the product deleted, the row is left
 * used but unlinked, and such rows (and their files) are deleted.
 */
export class LinkUploadedImagesToProducts1764400300000 implements MigrationInterface {
  name = 'LinkUploadedImagesToProducts1764400300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "uploaded_images"
         ADD "productId" uuid REFERENCES "merchandise_products" ("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "uploaded_images_product_idx" ON "uploaded_images" ("productId") WHERE "productId" IS NOT NULL`,
    );
    await queryRunner.query(`DROP INDEX "uploaded_images_unlinked_idx"`);
    await queryRunner.query(
      `CREATE INDEX "uploaded_images_unlinked_idx" ON "uploaded_images" ("name")
        WHERE "usedAt" IS NOT NULL AND "conversationId" IS NULL AND "anonymousConversationId" IS NULL
          AND "productId" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uploaded_images_unlinked_idx"`);
    await queryRunner.query(`ALTER TABLE "uploaded_images" DROP COLUMN "productId"`);
    await queryRunner.query(
      `CREATE INDEX "uploaded_images_unlinked_idx" ON "uploaded_images" ("name")
        WHERE "usedAt" IS NOT NULL AND "conversationId" IS NULL AND "anonymousConversationId" IS NULL`,
    );
  }
}
