import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { lastMessageOf, listFilters, pageOf, pageSizeOf } from './conversation-page.js';
import type { AdminConversationsQueryDto } from './dto/admin-conversations-query.dto.js';
import type { AdminConversationView } from './dto/chat-views.js';

/** Same expression as the users_search_idx trigram index, so searches use it (of users aliased u). */
export const USER_SEARCH = `(coalesce(u."supportLabel", '') || ' ' || coalesce(u."nickname", '') || ' ' || coalesce(u."firstName", '') || ' ' || coalesce(u."lastName", '') || ' ' || u."username" || ' ' || u."email")`;

const SELECT = `
  SELECT c."id", c."userId", c."adminId", c."assigneeId", c."status", c."subject", c."lastMessageAt", c."closedAt", c."createdAt",
         c."lastMessageAt"::text AS "cursorTime",
         u."id" AS "u_id", u."username" AS "u_username", u."firstName" AS "u_firstName", u."lastName" AS "u_lastName",
         u."nickname" AS "u_nickname", u."supportLabel" AS "u_supportLabel", u."email" AS "u_email",
         (SELECT count(*)::int FROM "messages" m
           WHERE m."conversationId" = c."id" AND m."isFromAdmin" = false AND m."readAt" IS NULL) AS "unreadCount",
         last."content" AS "last_content", last."messageType" AS "last_messageType",
         last."isFromAdmin" AS "last_isFromAdmin", last."createdAt" AS "last_createdAt"
    FROM "conversations" c
    JOIN "users" u ON u."id" = c."userId"
    LEFT JOIN LATERAL (
      SELECT m."content", m."messageType", m."isFromAdmin", m."createdAt" FROM "messages" m
       WHERE m."conversationId" = c."id" ORDER BY m."id" DESC LIMIT 1
    ) last ON true`;

/** The SQL of one page of the list (exported for the benchmark's EXPLAIN checks). */
export function memberConversationPageQuery(
  query: AdminConversationsQueryDto,
  viewerId?: string,
): {
  sql: string;
  parameters: unknown[];
} {
  const { where, limitParameter, parameters } = listFilters(query, 'c', USER_SEARCH, {
    messageTable: '"messages"',
    viewerId,
  });
  return {
    sql: `${SELECT} ${where} ORDER BY c."lastMessageAt" DESC, c."id" DESC LIMIT ${limitParameter}`,
    parameters,
  };
}

type Row = Record<string, unknown> & { id: string; cursorTime: string };

function toView(row: Row): AdminConversationView {
  return {
    id: row.id,
    kind: 'user',
    userId: row.userId as string,
    adminId: row.adminId as string | null,
    assigneeId: row.assigneeId as string | null,
    status: row.status as AdminConversationView['status'],
    subject: row.subject as string,
    lastMessageAt: row.lastMessageAt as Date,
    closedAt: row.closedAt as Date | null,
    createdAt: row.createdAt as Date,
    user: {
      id: row.u_id as string,
      username: row.u_username as string,
      firstName: row.u_firstName as string | null,
      lastName: row.u_lastName as string | null,
      nickname: row.u_nickname as string | null,
      supportLabel: row.u_supportLabel as string | null,
      email: row.u_email as string,
    },
    unreadCount: row.unreadCount as number,
    lastMessage: lastMessageOf(row),
  };
}

/** The admin's list of members' conversations, with their user, unread count and last message. */
@Injectable()
export class AdminConversationList {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(
    query: AdminConversationsQueryDto,
    viewerId?: string,
  ): Promise<{ items: AdminConversationView[]; nextCursor?: string }> {
    const { sql, parameters } = memberConversationPageQuery(query, viewerId);
    const rows: Row[] = await this.dataSource.query(sql, parameters);
    return pageOf(rows, pageSizeOf(query), toView);
  }

  async one(id: string): Promise<AdminConversationView | undefined> {
    return (await this.byIds([id])).get(id);
  }

  /** The listed conversations among `ids`, by id, in one query (an unlisted id is left out). */
  async byIds(ids: string[]): Promise<Map<string, AdminConversationView>> {
    const rows: Row[] = await this.dataSource.query(
      `${SELECT} WHERE c."id" = ANY($1::uuid[]) AND c."firstMessageAt" IS NOT NULL`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, toView(row)]));
  }
}
