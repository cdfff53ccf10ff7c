import { BadRequestException } from '@nestjs/common';
import type { Response } from 'express';
import type { MessageType } from './chat.types.js';
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

export function decodeCursor(raw: string): PageCursor {
  const [lastMessageAt, id] = Buffer.from(raw, 'base64url').toString().split('|');
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  if (!lastMessageAt || !id || !uuid.test(id) || Number.isNaN(Date.parse(lastMessageAt))) {
    throw new BadRequestException('cursor is not valid');
  }
  return { lastMessageAt, id };
}

/** The number of items a page holds. */
export function pageSizeOf(query: AdminConversationsQueryDto): number {
  return query.limit ?? DEFAULT_PAGE_SIZE;
}

/**
 * The WHERE clause and parameters shared by both admin lists, newest activity first:
 * an optional status, a search over `searchExpression` (backed by a trigram index), and the
 * keyset cursor. `alias` is the conversation table's alias. The row limit is one more than the
 * page size: the extra row, never shown, tells whether more remain.
 */
export function listFilters(query: AdminConversationsQueryDto, alias: string, searchExpression: string) {
  const conditions: string[] = [];
  const parameters: unknown[] = [];
  if (query.status) {
    parameters.push(query.status);
    conditions.push(`${alias}."status" = $${parameters.length}`);
  }
  const search = query.search?.trim();
  if (search) {
    parameters.push(`%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    conditions.push(`${searchExpression} ILIKE $${parameters.length}`);
  }
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    parameters.push(cursor.lastMessageAt, cursor.id);
    conditions.push(`(${alias}."lastMessageAt", ${alias}."id") < ($${parameters.length - 1}::timestamptz, $${parameters.length}::uuid)`);
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
  const nextCursor = rows.length > pageSize && last ? encodeCursor({ lastMessageAt: last.cursorTime, id: last.id }) : undefined;
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
