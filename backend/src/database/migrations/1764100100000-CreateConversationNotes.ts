import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admins' private notes, kept out of the message tables so that no message path (customer
 * lists, previews, unread counts, ?after= catch-up) can ever carry one. A note belongs to
 * exactly one conversation of either list and goes with it when it is deleted.
 */
export class CreateConversationNotes1764100100000 implements MigrationInterface {
  name = 'CreateConversationNotes1764100100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "conversation_notes" (
        "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "memberConversationId" uuid REFERENCES "conversations" ("id") ON DELETE CASCADE,
        "visitorConversationId" uuid REFERENCES "anonymous_conversations" ("id") ON DELETE CASCADE,
        "authorId" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "content" text NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "conversation_notes_one_conversation"
          CHECK (num_nonnulls("memberConversationId", "visitorConversationId") = 1)
      )`);
    await queryRunner.query(
      `CREATE INDEX "conversation_notes_member_idx" ON "conversation_notes" ("memberConversationId", "id")
        WHERE "memberConversationId" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "conversation_notes_visitor_idx" ON "conversation_notes" ("visitorConversationId", "id")
        WHERE "visitorConversationId" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "conversation_notes"`);
  }
}
