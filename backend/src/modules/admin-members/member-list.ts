import { ADMIN_LIST_DEFAULT_LIMIT } from '@club/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { USER_SEARCH } from '../chat/admin-conversation-list.js';
import { decodeCursor, encodeCursor } from '../chat/conversation-page.js';
import type { MembersQueryDto } from './dto/members-query.dto.js';
import type { MemberViewDto } from './dto/member-views.js';
import { memberViewOf } from './member-view.js';

const COLUMNS = `u."id", u."username", u."email", u."firstName", u."lastName", u."role", u."disabledAt",
  u."vipUntil", u."isPremium", u."tournamentEntries", u."createdAt", u."lastSeenAt",
  u."createdAt"::text AS "cursorTime"`;

/**
 * The SQL of one page of the members list, newest first, keyset-paged on (createdAt, id) with
 * the admin lists' cursor (its time is createdAt here). users_created_idx serves the list,
 * users_admins_idx and users_disabled_idx the two filters that pick few rows, users_search_idx
 * (trigrams) the search. One row more than the page tells whether more remain. Exported for the
 * benchmark's EXPLAIN checks.
 */
export function memberPageQuery(query: MembersQueryDto): { sql: string; parameters: unknown[] } {
  const conditions: string[] = [];
  const parameters: unknown[] = [];
  const parameter = (value: unknown) => `$${parameters.push(value)}`;
  if (query.role) conditions.push(`u."role" = ${parameter(query.role)}`);
  if (query.status === 'active') conditions.push(`u."disabledAt" IS NULL`);
  if (query.status === 'disabled') conditions.push(`u."disabledAt" IS NOT NULL`);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(`${USER_SEARCH} ILIKE ${parameter(pattern)}`);
  }
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    conditions.push(
      `(u."createdAt", u."id") < (${parameter(cursor.lastMessageAt)}::timestamptz, ${parameter(cursor.id)}::uuid)`,
    );
  }
  const limit = parameter((query.limit ?? ADMIN_LIST_DEFAULT_LIMIT) + 1);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return {
    sql: `SELECT ${COLUMNS} FROM "users" u ${where} ORDER BY u."createdAt" DESC, u."id" DESC LIMIT ${limit}`,
    parameters,
  };
}

type Row = Parameters<typeof memberViewOf>[0] & { cursorTime: string };

/** Every account, a page at a time, for the admin console's Members section. */
@Injectable()
export class MemberList {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(query: MembersQueryDto): Promise<{ items: MemberViewDto[]; nextCursor?: string }> {
    const pageSize = query.limit ?? ADMIN_LIST_DEFAULT_LIMIT;
    const { sql, parameters } = memberPageQuery(query);
    const rows: Row[] = await this.dataSource.query(sql, parameters);
    const shown = rows.slice(0, pageSize);
    const last = shown.at(-1);
    const nextCursor =
      rows.length > pageSize && last
        ? encodeCursor({ lastMessageAt: last.cursorTime, id: last.id })
        : undefined;
    return { items: shown.map(memberViewOf), nextCursor };
  }
}
