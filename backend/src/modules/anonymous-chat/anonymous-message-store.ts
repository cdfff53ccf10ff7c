import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { WriteBatcher } from '../../common/write-batcher.js';
import { preparedQuery } from '../../database/prepared-query.js';
import type { ConversationStatus, MessageType } from '../chat/chat.types.js';
import type { AnonymousMessageEntity } from './anonymous-message.entity.js';

export interface NewAnonymousMessage {
  conversationId: string;
  /** Restrictions on the conversation (null: any): the visitor's key, the widget kind, the device. */
  visitorKey: string | null;
  kind: string | null;
  deviceId: string | null;
  content: string;
  messageType: MessageType;
  imageUrl: string | null;
  adminSenderId: string | null;
  status: ConversationStatus;
}

export interface StoredAnonymousMessage {
  message: AnonymousMessageEntity;
  conversation: { visitorKey: string; status: ConversationStatus; lastMessageAt: Date };
}

/** As MemberMessageStore: a batch of visitor-chat messages in one statement and one commit. */
const STORE_BATCH_SQL = `
  WITH input AS MATERIALIZED (
    SELECT t.*, c."deviceId", nextval(pg_get_serial_sequence('"anonymous_messages"', 'id')) AS "id"
      FROM unnest($1::int[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::varchar[], $8::varchar[], $9::uuid[], $10::varchar[])
        AS t("ord", "conversationId", "visitorKey", "kind", "wantedDeviceId", "content", "messageType", "imageUrl", "adminSenderId", "status")
      JOIN "anonymous_conversations" c ON c."id" = t."conversationId"
       AND (t."visitorKey" IS NULL OR c."visitorKey" = t."visitorKey")
       AND (t."kind" IS NULL OR c."kind" = t."kind")
       AND (t."wantedDeviceId" IS NULL OR c."deviceId" = t."wantedDeviceId")
     ORDER BY t."ord"
  ), inserted AS (
    INSERT INTO "anonymous_messages" ("id", "conversationId", "deviceId", "content", "messageType", "imageUrl", "isFromAdmin", "adminSenderId")
    OVERRIDING SYSTEM VALUE
    SELECT "id", "conversationId", "deviceId", "content", "messageType", "imageUrl", "adminSenderId" IS NOT NULL, "adminSenderId" FROM input
    RETURNING "id", "createdAt"
  ), latest AS (
    SELECT DISTINCT ON ("conversationId") "conversationId", "status", "adminSenderId"
      FROM input ORDER BY "conversationId", "ord" DESC
  ), touched AS (
    UPDATE "anonymous_conversations" c
       SET "lastMessageAt" = now(), "status" = latest."status", "closedAt" = NULL,
           "adminId" = COALESCE(latest."adminSenderId", c."adminId")
      FROM latest WHERE c."id" = latest."conversationId"
    RETURNING c."id", c."visitorKey", c."status", c."lastMessageAt"
  )
  SELECT i."ord", i."id", i."conversationId", i."deviceId", i."content", i."messageType", i."imageUrl",
         i."adminSenderId", inserted."createdAt", touched."visitorKey", touched."status", touched."lastMessageAt"
    FROM input i JOIN inserted ON inserted."id" = i."id" JOIN touched ON touched."id" = i."conversationId"`;

interface Row {
  ord: number;
  id: string;
  conversationId: string;
  deviceId: string;
  content: string;
  messageType: MessageType;
  imageUrl: string | null;
  adminSenderId: string | null;
  createdAt: Date;
  visitorKey: string;
  status: ConversationStatus;
  lastMessageAt: Date;
}

@Injectable()
export class AnonymousMessageStore {
  /** One conversation's messages are never in two batches at once, so they are published in id order. */
  private readonly batcher = new WriteBatcher<NewAnonymousMessage, StoredAnonymousMessage>((items) => this.flush(items), {
    keyOf: (message) => message.conversationId,
  });

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The stored message, or undefined when no such conversation is reachable with these restrictions. */
  store(message: NewAnonymousMessage): Promise<StoredAnonymousMessage | undefined> {
    return this.batcher.submit(message);
  }

  private async flush(items: NewAnonymousMessage[]): Promise<(StoredAnonymousMessage | undefined)[]> {
    const column = <K extends keyof NewAnonymousMessage>(key: K) => items.map((item) => item[key]);
    const rows = await preparedQuery<Row>(this.dataSource, 'store-visitor-messages', STORE_BATCH_SQL, [
      items.map((_, index) => index),
      column('conversationId'),
      column('visitorKey'),
      column('kind'),
      column('deviceId'),
      column('content'),
      column('messageType'),
      column('imageUrl'),
      column('adminSenderId'),
      column('status'),
    ]);
    const results: (StoredAnonymousMessage | undefined)[] = items.map(() => undefined);
    for (const row of rows) {
      results[row.ord] = {
        message: {
          id: Number(row.id),
          conversationId: row.conversationId,
          deviceId: row.deviceId,
          content: row.content,
          messageType: row.messageType,
          imageUrl: row.imageUrl,
          isFromAdmin: row.adminSenderId !== null,
          adminSenderId: row.adminSenderId,
          readAt: null,
          createdAt: row.createdAt,
        },
        conversation: { visitorKey: row.visitorKey, status: row.status, lastMessageAt: row.lastMessageAt },
      };
    }
    return results;
  }
}
