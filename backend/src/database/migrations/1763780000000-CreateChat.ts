import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATUS = `varchar(16) NOT NULL DEFAULT 'open' CHECK ("status" IN ('open', 'waiting', 'closed'))`;
const MESSAGE_TYPE = `varchar(10) NOT NULL DEFAULT 'text' CHECK ("messageType" IN ('text', 'image'))`;
const CONTENT = `text NOT NULL DEFAULT '' CHECK (char_length("content") <= 4000)`;

export class CreateChat1763780000000 implements MigrationInterface {
  name = 'CreateChat1763780000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await queryRunner.query(`
      CREATE TABLE "conversations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "adminId" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "status" ${STATUS},
        "subject" varchar(50) NOT NULL DEFAULT 'Support',
        "lastMessageAt" timestamptz NOT NULL DEFAULT now(),
        "closedAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "conversations_user_idx" ON "conversations" ("userId", "lastMessageAt" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "conversations_activity_idx" ON "conversations" ("lastMessageAt" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "conversations_status_activity_idx" ON "conversations" ("status", "lastMessageAt" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "conversations_closed_idx" ON "conversations" ("closedAt") WHERE "status" = 'closed'`,
    );

    await queryRunner.query(`
      CREATE TABLE "messages" (
        "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "conversationId" uuid NOT NULL REFERENCES "conversations" ("id") ON DELETE CASCADE,
        "senderId" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "content" ${CONTENT},
        "messageType" ${MESSAGE_TYPE},
        "imageUrl" varchar(255),
        "isFromAdmin" boolean NOT NULL DEFAULT false,
        "template" varchar(32),
        "readAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "messages_conversation_idx" ON "messages" ("conversationId", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "messages_unread_idx" ON "messages" ("conversationId", "isFromAdmin") WHERE "readAt" IS NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE "anonymous_conversations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "deviceId" varchar(100) NOT NULL,
        "displayName" varchar(50),
        "kind" varchar(8) NOT NULL DEFAULT 'device' CHECK ("kind" IN ('device', 'guest')),
        "visitorKey" char(64) NOT NULL,
        "adminId" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "status" ${STATUS},
        "subject" varchar(50) NOT NULL DEFAULT 'Support',
        "lastMessageAt" timestamptz NOT NULL DEFAULT now(),
        "closedAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "anonymous_conversations_visitor_idx" ON "anonymous_conversations" ("visitorKey", "kind", "deviceId")`,
    );
    await queryRunner.query(
      `CREATE INDEX "anonymous_conversations_activity_idx" ON "anonymous_conversations" ("lastMessageAt" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "anonymous_conversations_status_activity_idx" ON "anonymous_conversations" ("status", "lastMessageAt" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "anonymous_conversations_closed_idx" ON "anonymous_conversations" ("closedAt") WHERE "status" = 'closed'`,
    );
    await queryRunner.query(
      `CREATE INDEX "anonymous_conversations_search_idx" ON "anonymous_conversations" USING gin ((coalesce("displayName", '') || ' ' || "deviceId") gin_trgm_ops)`,
    );

    await queryRunner.query(`
      CREATE TABLE "anonymous_messages" (
        "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "conversationId" uuid NOT NULL REFERENCES "anonymous_conversations" ("id") ON DELETE CASCADE,
        "deviceId" varchar(100) NOT NULL,
        "content" ${CONTENT},
        "messageType" ${MESSAGE_TYPE},
        "imageUrl" varchar(255),
        "isFromAdmin" boolean NOT NULL DEFAULT false,
        "adminSenderId" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "readAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "anonymous_messages_conversation_idx" ON "anonymous_messages" ("conversationId", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "anonymous_messages_unread_idx" ON "anonymous_messages" ("conversationId", "isFromAdmin") WHERE "readAt" IS NULL`,
    );

    await queryRunner.query(
      `CREATE INDEX "users_search_idx" ON "users" USING gin ((coalesce("nickname", '') || ' ' || coalesce("firstName", '') || ' ' || coalesce("lastName", '') || ' ' || "username" || ' ' || "email") gin_trgm_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "users_search_idx"`);
    await queryRunner.query(`DROP TABLE "anonymous_messages"`);
    await queryRunner.query(`DROP TABLE "anonymous_conversations"`);
    await queryRunner.query(`DROP TABLE "messages"`);
    await queryRunner.query(`DROP TABLE "conversations"`);
  }
}
