import { BadRequestException } from '@nestjs/common';
import type { Response } from 'express';
import type { MessageType } from '@club/contracts';
import type { AdminConversationsQueryDto } from './dto/admin-conversations-query.dto.js';

export const DEFAULT_PAGE_SIZE = 50;
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

export interface PageCursor {
  lastMessageAt: string;
  id: string;
}

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(`${cursor.lastMessageAt}|${cursor.id}`).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A timestamptz as PostgreSQL writes `::text` (ISO DateStyle): `2026-11-22 01:02:03.456789+00`,
 * the fraction optional and the offset `+HH`, `+HH:MM` or `+HH:MM:SS`.
 */
const TIMESTAMPTZ_TEXT =
  /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-](0\d|1[0-5])(:[0-5]\d){0,2}$/;

/** Only the exact text the server writes, with a day that exists, so PostgreSQL never refuses it. */
function isTimestampText(text: string): boolean {
  const match = TIMESTAMPTZ_TEXT.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1, 4).map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function decodeCursor(raw: string): PageCursor {
  const parts = Buffer.from(raw, 'base64url').toString().split('|');
  const [lastMessageAt, id] = parts;
  if (parts.length !== 2 || !UUID.test(id) || !isTimestampText(lastMessageAt)) {
    throw new BadRequestException('cursor is not valid');
  }
  return { lastMessageAt, id };
}

/** The number of items a page holds. */
export function pageSizeOf(query: AdminConversationsQueryDto): number {
  return query.limit ?? DEFAULT_PAGE_SIZE;
}

/** The list a page is of: its message table (for the unread filter) and who asks (for "mine"). */
export interface ListScope {
  messageTable: string;
  viewerId?: string;
}

/**
 * The WHERE clause and parameters shared by both admin lists, newest activity first: only
 * conversations with a message (the list indexes are partial on that), an optional status, assignee (mine, unassigned) and unread filter, a search over
 * `searchExpression` (backed by a trigram index), and the keyset cursor. `alias` is the
 * conversation table's alias. The row limit is one more than the page size: the extra row,
 * never shown, tells whether more remain.
 */
export function listFilters(
  query: AdminConversationsQueryDto,
  alias: string,
  searchExpression: string,
  scope: ListScope,
) {
  const conditions: string[] = [`${alias}."firstMessageAt" IS NOT NULL`];
  const parameters: unknown[] = [];
  if (query.status) {
    parameters.push(query.status);
    conditions.push(`${alias}."status" = $${parameters.length}`);
  }
  if (query.assignee === 'unassigned') conditions.push(`${alias}."assigneeId" IS NULL`);
  if (query.assignee === 'mine') {
    parameters.push(scope.viewerId ?? null);
    conditions.push(`${alias}."assigneeId" = $${parameters.length}::uuid`);
  }
  if (query.unread === 'true')
    conditions.push(
      `EXISTS (SELECT 1 FROM ${scope.messageTable} um WHERE um."conversationId" = ${alias}."id" AND um."isFromAdmin" = false AND um."readAt" IS NULL)`,
    );
  const search = query.search?.trim();
  if (search) {
    parameters.push(`%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    conditions.push(`${searchExpression} ILIKE $${parameters.length}`);
  }
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    parameters.push(cursor.lastMessageAt, cursor.id);
    conditions.push(
      `(${alias}."lastMessageAt", ${alias}."id") < ($${parameters.length - 1}::timestamptz, $${parameters.length}::uuid)`,
    );
  }
  parameters.push(pageSizeOf(query) + 1);
  return {
    where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '',
    limitParameter: `$${parameters.length}`,
    parameters,
  };
}

/** A page from rows fetched with listFilters' limit: its items, and the next page's cursor when more remain. */
export function pageOf<R extends { id: string; cursorTime: string }, T>(
  rows: R[],
  pageSize: number,
  toView: (row: R) => T,
): { items: T[]; nextCursor?: string } {
  const shown = rows.slice(0, pageSize);
  const last = shown.at(-1);
  const nextCursor =
    rows.length > pageSize && last
      ? encodeCursor({ lastMessageAt: last.cursorTime, id: last.id })
      : undefined;
  return { items: shown.map(toView), nextCursor };
}

/** The last-message columns every admin list selects (prefixed last_), as a view. */
export function lastMessageOf(row: Record<string, unknown>) {
  return row.last_createdAt
    ? {
        content: row.last_content as string,
        messageType: row.last_messageType as MessageType,
        isFromAdmin: row.last_isFromAdmin as boolean,
        createdAt: row.last_createdAt as Date,
      }
    : null;
}

/** Answers a page's items, with the next page's cursor in a header when there is one. */
export function sendPage<T>(response: Response, page: { items: T[]; nextCursor?: string }): T[] {
  if (page.nextCursor) response.setHeader(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}
