import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { WriteBatcher } from '../../common/write-batcher.js';
import { preparedQuery } from '../../database/prepared-query.js';
import type { PaymentRequestEntity } from '../payment-requests/payment-request.entity.js';
import { markImagesUsed } from '../uploads/uploaded-images.js';
import { CHAT_LISTS, type ChatListDescription } from './chat-lists.js';
import type {
  AutomaticMessage,
  ConversationStatus,
  InboxList,
  MessageType,
  VisitorChatKind,
} from '@club/contracts';

export interface NewMessage {
  conversationId: string;
  /** Only this owner's conversation may receive it (null: any conversation, for admins and bots). */
  ownerKey: string | null;
  /** Visitors' further restrictions: the widget and the handle the conversation must have (null: any). */
  kind: VisitorChatKind | null;
  visitorHandle: string | null;
  /** The account that writes it: a member or an admin (null for visitors). */
  senderId: string | null;
  fromSupport: boolean;
  content: string;
  messageType: MessageType;
  imageUrl: string | null;
  status: ConversationStatus;
  /** The payment request a `payment_request` message shows. */
  paymentRequest?: PaymentRequestEntity;
  /** The writer's browser's id for it: a message of the same side already holding it is not stored again. */
  clientMessageId?: string | null;
}

/** A message as stored, in the terms both lists share. */
export interface StoredMessage {
  id: number;
  conversationId: string;
  senderId: string | null;
  /** The visitor handle the message was stored under (null for members' conversations). */
  visitorHandle: string | null;
  fromSupport: boolean;
  content: string;
  messageType: MessageType;
  imageUrl: string | null;
  createdAt: Date;
  /** Set on messages the server wrote on its own. */
  automatic?: AutomaticMessage;
  /** Set on `payment_request` messages. */
  paymentRequest?: PaymentRequestEntity;
  clientMessageId: string | null;
  /** Set when the other side has read it (a message stored before, answered again). */
  readAt?: Date | null;
}

/** The conversation as a message left it. */
export interface ConversationAfterMessage {
  ownerKey: string;
  status: ConversationStatus;
  lastMessageAt: Date;
  assigneeId: string | null;
}

export interface StoreResult {
  message: StoredMessage;
  conversation: ConversationAfterMessage;
}

/**
 * Inserts a batch of messages, marks their images used, and moves their conversations (time, status, answering admin,
 * and the first support replier as assignee of an unassigned one) in one statement: one round trip and one commit for every message that arrived meanwhile.
 * Ids come from the sequence first, so each answer row maps back to its request; they are drawn
 * in request order ("ord"), since PostgreSQL evaluates nextval in the select list after the ORDER BY.
 */
function storeBatchSql(d: ChatListDescription<InboxList>): string {
  return `
  WITH input AS MATERIALIZED (
    SELECT t.*, ${d.handleColumn} AS "handle", nextval(pg_get_serial_sequence('${d.messageTable}', 'id')) AS "id"
      FROM unnest($1::int[], $2::uuid[], $3::${d.ownerKeyType}[], $4::varchar[], $5::varchar[], $6::uuid[], $7::boolean[],
                  $8::text[], $9::varchar[], $10::varchar[], $11::varchar[], $12::uuid[], $13::uuid[])
        AS t("ord", "conversationId", "ownerKey", "kind", "visitorHandle", "senderId", "fromSupport",
             "content", "messageType", "imageUrl", "status", "paymentRequestId", "clientMessageId")
      JOIN ${d.conversationTable} c ON c."id" = t."conversationId"
       AND (t."ownerKey" IS NULL OR c.${d.ownerColumn} = t."ownerKey") ${d.ownerMatch}
     ORDER BY t."ord"
  ), inserted AS (
    INSERT INTO ${d.messageTable} (${d.insertColumns})
    OVERRIDING SYSTEM VALUE
    SELECT ${d.insertValues} FROM input
    ON CONFLICT ("conversationId", "isFromAdmin", "clientMessageId") WHERE "clientMessageId" IS NOT NULL
    DO NOTHING
    RETURNING "id", "createdAt"
  ), used AS (
    ${markImagesUsed(d.list)}
  ), stored AS (
    SELECT input.* FROM input JOIN inserted USING ("id")
  ), latest AS (
    SELECT DISTINCT ON ("conversationId") "conversationId", "status", "fromSupport", "senderId"
      FROM stored ORDER BY "conversationId", "ord" DESC
  ), replier AS (
    SELECT DISTINCT ON ("conversationId") "conversationId", "senderId"
      FROM stored WHERE "fromSupport" ORDER BY "conversationId", "ord"
  ), touched AS (
    UPDATE ${d.conversationTable} c
       SET "lastMessageAt" = now(), "firstMessageAt" = COALESCE(c."firstMessageAt", now()),
           "status" = latest."status", "closedAt" = NULL,
           "adminId" = CASE WHEN latest."fromSupport" THEN latest."senderId" ELSE c."adminId" END,
           "assigneeId" = COALESCE(c."assigneeId", replier."senderId")
      FROM latest LEFT JOIN replier ON replier."conversationId" = latest."conversationId"
     WHERE c."id" = latest."conversationId"
    RETURNING c."id", c.${d.ownerColumn} AS "ownerKey", c."status", c."lastMessageAt", c."assigneeId"
  )
  SELECT i."ord", i."id", i."conversationId", i."senderId", i."handle", i."fromSupport", i."content", i."messageType",
         i."imageUrl", i."clientMessageId", inserted."createdAt", touched."ownerKey", touched."status", touched."lastMessageAt",
         touched."assigneeId"
    FROM input i JOIN inserted ON inserted."id" = i."id" JOIN touched ON touched."id" = i."conversationId"`;
}

interface Row {
  ord: number;
  id: string;
  conversationId: string;
  senderId: string | null;
  handle: string | null;
  fromSupport: boolean;
  content: string;
  messageType: MessageType;
  imageUrl: string | null;
  clientMessageId: string | null;
  createdAt: Date;
  ownerKey: string;
  status: ConversationStatus;
  lastMessageAt: Date;
  assigneeId: string | null;
}

/** The messages of both inbox lists, each list batched on its own. */
@Injectable()
export class MessageStore {
  private readonly batchers: { [L in InboxList]: WriteBatcher<NewMessage, StoreResult> };

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.batchers = {
      user: this.batcherOf(CHAT_LISTS.user),
      anonymous: this.batcherOf(CHAT_LISTS.anonymous),
    };
  }

  /** The stored message, or undefined when no such conversation is reachable with these restrictions. */
  store(list: InboxList, message: NewMessage): Promise<StoreResult | undefined> {
    return this.batchers[list].submit(message);
  }

  /** One conversation's messages are never in two batches at once, so they are published in id order. */
  private batcherOf(d: ChatListDescription<InboxList>): WriteBatcher<NewMessage, StoreResult> {
    const sql = storeBatchSql(d);
    return new WriteBatcher<NewMessage, StoreResult>((items) => this.flush(d.list, sql, items), {
      keyOf: (message) => message.conversationId,
    });
  }

  private async flush(
    list: InboxList,
    sql: string,
    items: NewMessage[],
  ): Promise<(StoreResult | undefined)[]> {
    const column = <K extends keyof NewMessage>(key: K) => items.map((item) => item[key]);
    const rows = await preparedQuery<Row>(this.dataSource, `store-${list}-messages`, sql, [
      items.map((_, index) => index),
      column('conversationId'),
      column('ownerKey'),
      column('kind'),
      column('visitorHandle'),
      column('senderId'),
      column('fromSupport'),
      column('content'),
      column('messageType'),
      column('imageUrl'),
      column('status'),
      items.map((item) => item.paymentRequest?.id ?? null),
      items.map((item) => item.clientMessageId ?? null),
    ]);
    const results: (StoreResult | undefined)[] = items.map(() => undefined);
    for (const row of rows) {
      results[row.ord] = {
        message: {
          id: Number(row.id),
          conversationId: row.conversationId,
          senderId: row.senderId,
          visitorHandle: row.handle,
          fromSupport: row.fromSupport,
          content: row.content,
          messageType: row.messageType,
          imageUrl: row.imageUrl,
          createdAt: row.createdAt,
          paymentRequest: items[row.ord].paymentRequest,
          clientMessageId: row.clientMessageId,
        },
        conversation: {
          ownerKey: row.ownerKey,
          status: row.status,
          lastMessageAt: row.lastMessageAt,
          assigneeId: row.assigneeId,
        },
      };
    }
    return results;
  }
}
