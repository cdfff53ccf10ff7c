import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { lastMessageOf, listFilters, pageOf, pageSizeOf } from '../chat/conversation-page.js';
import type { AdminConversationsQueryDto } from '../chat/dto/admin-conversations-query.dto.js';
import type { AdminAnonymousConversationView } from './dto/anonymous-views.js';

/** Same expression as the anonymous_conversations_search_idx trigram index. */
const VISITOR_SEARCH = `(coalesce(c."displayName", '') || ' ' || c."deviceId")`;

const SELECT = `
  SELECT c."id", c."deviceId", c."displayName", c."kind", c."adminId", c."assigneeId", c."status", c."subject",
         c."lastMessageAt", c."closedAt", c."createdAt", c."lastMessageAt"::text AS "cursorTime",
         (SELECT count(*)::int FROM "anonymous_messages" m
           WHERE m."conversationId" = c."id" AND m."isFromAdmin" = false AND m."readAt" IS NULL) AS "unreadCount",
         last."content" AS "last_content", last."messageType" AS "last_messageType",
         last."isFromAdmin" AS "last_isFromAdmin", last."createdAt" AS "last_createdAt"
    FROM "anonymous_conversations" c
    LEFT JOIN LATERAL (
      SELECT m."content", m."messageType", m."isFromAdmin", m."createdAt" FROM "anonymous_messages" m
       WHERE m."conversationId" = c."id" ORDER BY m."id" DESC LIMIT 1
    ) last ON true`;

/** The SQL of one page of the list (exported for the benchmark's EXPLAIN checks). */
export function visitorConversationPageQuery(
  query: AdminConversationsQueryDto,
  viewerId?: string,
): {
  sql: string;
  parameters: unknown[];
} {
  const { where, limitParameter, parameters } = listFilters(query, 'c', VISITOR_SEARCH, {
    messageTable: '"anonymous_messages"',
    viewerId,
  });
  return {
    sql: `${SELECT} ${where} ORDER BY c."lastMessageAt" DESC, c."id" DESC LIMIT ${limitParameter}`,
    parameters,
  };
}

type Row = Record<string, unknown> & { id: string; cursorTime: string };

function toView(row: Row): AdminAnonymousConversationView {
  const kind = row.kind as AdminAnonymousConversationView['kind'];
  const displayName = row.displayName as string | null;
  return {
    id: row.id,
    deviceId: row.deviceId as string,
    displayName,
    username: kind === 'guest' ? displayName : null,
    kind,
    isAnonymous: true,
    adminId: row.adminId as string | null,
    assigneeId: row.assigneeId as string | null,
    status: row.status as AdminAnonymousConversationView['status'],
    subject: row.subject as string,
    lastMessageAt: row.lastMessageAt as Date,
    closedAt: row.closedAt as Date | null,
    createdAt: row.createdAt as Date,
    unreadCount: row.unreadCount as number,
    lastMessage: lastMessageOf(row),
  };
}

/** The admin's list of visitors' conversations (both widget kinds). */
@Injectable()
export class AdminAnonymousConversationList {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(
    query: AdminConversationsQueryDto,
    viewerId?: string,
  ): Promise<{ items: AdminAnonymousConversationView[]; nextCursor?: string }> {
    const { sql, parameters } = visitorConversationPageQuery(query, viewerId);
    const rows: Row[] = await this.dataSource.query(sql, parameters);
    return pageOf(rows, pageSizeOf(query), toView);
  }

  async one(id: string): Promise<AdminAnonymousConversationView | undefined> {
    return (await this.byIds([id])).get(id);
  }

  /** The listed conversations among `ids`, by id, in one query (an unlisted id is left out). */
  async byIds(ids: string[]): Promise<Map<string, AdminAnonymousConversationView>> {
    const rows: Row[] = await this.dataSource.query(
      `${SELECT} WHERE c."id" = ANY($1::uuid[]) AND c."firstMessageAt" IS NOT NULL`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, toView(row)]));
  }
}
