import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { WriteBatcher } from '../../common/write-batcher.js';
import { preparedQuery } from '../../database/prepared-query.js';
import type { ConversationStatus, MessageType } from './chat.types.js';
import type { MessageView } from './dto/chat-views.js';

export interface NewMemberMessage {
  conversationId: string;
  /** Only this owner's conversation may receive it (null: any conversation, for admins). */
  ownerId: string | null;
  senderId: string;
  content: string;
  messageType: MessageType;
  imageUrl: string | null;
  isFromAdmin: boolean;
  status: ConversationStatus;
}

export interface StoredMemberMessage {
  message: MessageView;
  conversation: { userId: string; status: ConversationStatus; lastMessageAt: Date };
}

/**
 * Inserts a batch of messages and moves their conversations (time, status, answering admin)
 * in one statement: one round trip and one commit for every message that arrived meanwhile.
 * Ids come from the sequence first, so each answer row maps back to its request; they are drawn
 * in request order ("ord"), since PostgreSQL evaluates nextval in the select list after the ORDER BY.
 */
const STORE_BATCH_SQL = `
  WITH input AS MATERIALIZED (
    SELECT t.*, nextval(pg_get_serial_sequence('"messages"', 'id')) AS "id"
      FROM unnest($1::int[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::varchar[], $7::varchar[], $8::boolean[], $9::varchar[])
        AS t("ord", "conversationId", "ownerId", "senderId", "content", "messageType", "imageUrl", "isFromAdmin", "status")
      JOIN "conversations" c ON c."id" = t."conversationId" AND (t."ownerId" IS NULL OR c."userId" = t."ownerId")
     ORDER BY t."ord"
  ), inserted AS (
    INSERT INTO "messages" ("id", "conversationId", "senderId", "content", "messageType", "imageUrl", "isFromAdmin")
    OVERRIDING SYSTEM VALUE
    SELECT "id", "conversationId", "senderId", "content", "messageType", "imageUrl", "isFromAdmin" FROM input
    RETURNING "id", "createdAt"
  ), latest AS (
    SELECT DISTINCT ON ("conversationId") "conversationId", "status", "isFromAdmin", "senderId"
      FROM input ORDER BY "conversationId", "ord" DESC
  ), touched AS (
    UPDATE "conversations" c
       SET "lastMessageAt" = now(), "status" = latest."status", "closedAt" = NULL,
           "adminId" = CASE WHEN latest."isFromAdmin" THEN latest."senderId" ELSE c."adminId" END
      FROM latest WHERE c."id" = latest."conversationId"
    RETURNING c."id", c."userId", c."status", c."lastMessageAt"
  )
  SELECT i."ord", i."id", i."conversationId", i."senderId", i."content", i."messageType", i."imageUrl", i."isFromAdmin",
         inserted."createdAt", touched."userId", touched."status", touched."lastMessageAt"
    FROM input i JOIN inserted ON inserted."id" = i."id" JOIN touched ON touched."id" = i."conversationId"`;

interface Row {
  ord: number;
  id: string;
  conversationId: string;
  senderId: string;
  content: string;
  messageType: MessageType;
  imageUrl: string | null;
  isFromAdmin: boolean;
  createdAt: Date;
  userId: string;
  status: ConversationStatus;
  lastMessageAt: Date;
}

@Injectable()
export class MemberMessageStore {
  /** One conversation's messages are never in two batches at once, so they are published in id order. */
  private readonly batcher = new WriteBatcher<NewMemberMessage, StoredMemberMessage>((items) => this.flush(items), {
    keyOf: (message) => message.conversationId,
  });

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The stored message, or undefined when the conversation does not exist for this writer. */
  store(message: NewMemberMessage): Promise<StoredMemberMessage | undefined> {
    return this.batcher.submit(message);
  }

  private async flush(items: NewMemberMessage[]): Promise<(StoredMemberMessage | undefined)[]> {
    const column = <K extends keyof NewMemberMessage>(key: K) => items.map((item) => item[key]);
    const rows = await preparedQuery<Row>(this.dataSource, 'store-member-messages', STORE_BATCH_SQL, [
      items.map((_, index) => index),
      column('conversationId'),
      column('ownerId'),
      column('senderId'),
      column('content'),
      column('messageType'),
      column('imageUrl'),
      column('isFromAdmin'),
      column('status'),
    ]);
    const results: (StoredMemberMessage | undefined)[] = items.map(() => undefined);
    for (const row of rows) {
      results[row.ord] = {
        message: {
          id: Number(row.id),
          conversationId: row.conversationId,
          senderId: row.senderId,
          content: row.content,
          messageType: row.messageType,
          imageUrl: row.imageUrl,
          isFromAdmin: row.isFromAdmin,
          readAt: null,
          createdAt: row.createdAt,
        },
        conversation: { userId: row.userId, status: row.status, lastMessageAt: row.lastMessageAt },
      };
    }
    return results;
  }
}
