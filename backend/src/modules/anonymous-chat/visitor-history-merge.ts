import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ChatCore } from '../chat/chat-core.service.js';
import { ConversationEntity } from '../chat/conversation.entity.js';
import { RealtimeBus } from '../realtime/bus/realtime-bus.js';
import { AUTOMATIC_MESSAGE, MEMBER_SIGN_IN_TEXT, type ConversationStatus } from '@club/contracts';

interface VisitorConversationRow {
  id: string;
  status: ConversationStatus;
  closedAt: Date | null;
  assigneeId: string | null;
  adminId: string | null;
  firstMessageAt: Date;
  lastMessageAt: Date;
}

export interface MergeResult {
  conversation: ConversationEntity | null;
  merged: number;
}

/**
 * A visitor who signs in keeps one history: every conversation of their browser's chat_state
 * (either widget) that has a message joins their member conversation, in one transaction. The
 * messages are copied in the order they were written, with their read marks; a mark in the thread
 * says where the visitor signed in; notes, images and payment requests follow; the visitor
 * conversations go.
 * Concurrent sign-ins (two tabs) wait for each other on the member's lock: the second finds
 * nothing left to join, so a repeat is harmless.
 */
@Injectable()
export class VisitorHistoryMerge {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly core: ChatCore,
    private readonly bus: RealtimeBus,
  ) {}

  async merge(userId: string, visitorKey: string | undefined): Promise<MergeResult> {
    const result = visitorKey
      ? await this.dataSource.transaction((manager) => this.join(manager, userId, visitorKey))
      : undefined;
    if (!result) return { conversation: await this.memberConversation(userId), merged: 0 };
    for (const conversationId of result.mergedIds) {
      await this.bus.publish({
        type: 'conversation_deleted',
        list: 'anonymous',
        conversationId,
        audience: { visitorKey: visitorKey! },
        mergedInto: result.conversation.id,
      });
    }
    await this.core.announceUpdate('user', result.conversation.id);
    return { conversation: result.conversation, merged: result.mergedIds.length };
  }

  private async join(manager: EntityManager, userId: string, visitorKey: string) {
    // The member's lock is the one their conversation is created under, so it comes first.
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`conversation:${userId}`]);
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`visitor:${visitorKey}`]);
    const visitorConversations: VisitorConversationRow[] = await manager.query(
      `SELECT "id", "status", "closedAt", "assigneeId", "adminId", "firstMessageAt", "lastMessageAt"
         FROM "anonymous_conversations"
        WHERE "visitorKey" = $1 AND "firstMessageAt" IS NOT NULL
        ORDER BY "lastMessageAt"
          FOR UPDATE`,
      [visitorKey],
    );
    if (!visitorConversations.length) return undefined;
    const ids = visitorConversations.map((conversation) => conversation.id);
    const latest = visitorConversations.at(-1)!;
    const firstMessageAt = new Date(
      Math.min(
        ...visitorConversations.map((conversation) => conversation.firstMessageAt.getTime()),
      ),
    );
    const member =
      (await this.memberConversation(userId, manager)) ??
      (await manager.save(manager.create(ConversationEntity, { userId, subject: 'Support' })));
    await manager.query(
      `INSERT INTO "messages" ("conversationId", "senderId", "content", "messageType", "imageUrl", "isFromAdmin", "readAt", "createdAt", "paymentRequestId")
       SELECT $1, CASE WHEN m."isFromAdmin" THEN m."adminSenderId" ELSE $2::uuid END, m."content",
              m."messageType", m."imageUrl", m."isFromAdmin", m."readAt", m."createdAt", m."paymentRequestId"
         FROM "anonymous_messages" m
        WHERE m."conversationId" = ANY($3::uuid[])
        ORDER BY m."createdAt", m."id"`,
      [member.id, userId, ids],
    );
    await manager.query(
      `INSERT INTO "messages" ("conversationId", "senderId", "content", "isFromAdmin", "template", "readAt")
       VALUES ($1, $2, $3, false, $4, now())`,
      [member.id, userId, MEMBER_SIGN_IN_TEXT, AUTOMATIC_MESSAGE.memberSignIn],
    );
    await manager.query(
      `UPDATE "uploaded_images" SET "conversationId" = $1, "anonymousConversationId" = NULL
        WHERE "anonymousConversationId" = ANY($2::uuid[])`,
      [member.id, ids],
    );
    // Payment requests follow, so the member can pay the one they signed in for.
    await manager.query(
      `UPDATE "payment_requests" SET "list" = 'user', "conversationId" = $1
        WHERE "list" = 'anonymous' AND "conversationId" = ANY($2::uuid[])`,
      [member.id, ids],
    );
    await manager.query(
      `UPDATE "conversation_notes" SET "memberConversationId" = $1, "visitorConversationId" = NULL
        WHERE "visitorConversationId" = ANY($2::uuid[])`,
      [member.id, ids],
    );
    // The status of whichever side was written to last; the assignee and answering admin only
    // where the member's conversation has none.
    await manager.query(
      `UPDATE "conversations" c
          SET "firstMessageAt" = LEAST(c."firstMessageAt", $2::timestamptz),
              "lastMessageAt" = now(),
              "status" = CASE WHEN c."firstMessageAt" IS NULL OR c."lastMessageAt" < $3 THEN $4 ELSE c."status" END,
              "closedAt" = CASE WHEN c."firstMessageAt" IS NULL OR c."lastMessageAt" < $3 THEN $5::timestamptz ELSE c."closedAt" END,
              "assigneeId" = COALESCE(c."assigneeId", $6),
              "adminId" = COALESCE(c."adminId", $7)
        WHERE c."id" = $1`,
      [
        member.id,
        firstMessageAt,
        latest.lastMessageAt,
        latest.status,
        latest.closedAt,
        latest.assigneeId,
        latest.adminId,
      ],
    );
    await manager.query(`DELETE FROM "anonymous_conversations" WHERE "id" = ANY($1::uuid[])`, [
      ids,
    ]);
    return {
      conversation: await manager.findOneByOrFail(ConversationEntity, { id: member.id }),
      mergedIds: ids,
    };
  }

  private memberConversation(
    userId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ConversationEntity | null> {
    return manager.findOne(ConversationEntity, {
      where: { userId },
      order: { lastMessageAt: 'DESC' },
    });
  }
}
