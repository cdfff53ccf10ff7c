import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, listFilters, pageOf } from './conversation-page.js';

const ID = '0b7c9e6a-1f2d-4c3b-9a8e-7d6c5b4a3f21';

describe('admin list pages', () => {
  it('round-trips a cursor and refuses forged ones', () => {
    const cursor = { lastMessageAt: '2026-11-22 01:02:03.456789+00', id: ID };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    for (const forged of [
      '',
      'not base64 at all',
      Buffer.from('2026-01-01|nope').toString('base64url'),
      Buffer.from(`yesterday|${ID}`).toString('base64url'),
    ]) {
      expect(() => decodeCursor(forged)).toThrow('cursor is not valid');
    }
  });

  it('accepts every timestamp shape PostgreSQL writes for ::text', () => {
    for (const lastMessageAt of [
      '2026-11-22 01:02:03+00',
      '2026-11-22 01:02:03.4+05:30',
      '2024-02-29 23:59:59.999999-03',
      '0001-01-01 00:00:00+00:00:00',
    ]) {
      expect(decodeCursor(encodeCursor({ lastMessageAt, id: ID }))).toEqual({
        lastMessageAt,
        id: ID,
      });
    }
  });

  it.each([
    '1',
    '2020-13-45 00:00:00+00',
    '2023-02-29 00:00:00+00',
    '2026-11-22 24:00:00+00',
    '275760-09-13 00:00:00+00',
    '2026-11-22T01:02:03Z',
    '2026-11-22 01:02:03',
    '2026-11-22 01:02:03.1234567+00',
    '2026-11-22 01:02:03+16',
    'Sun Nov 22 2026',
    ' 2026-11-22 01:02:03+00',
  ])(
    'refuses a cursor whose time is %j, which Date.parse may accept but the server never writes',
    (time) => {
      expect(() => decodeCursor(Buffer.from(`${time}|${ID}`).toString('base64url'))).toThrow(
        'cursor is not valid',
      );
    },
  );

  it('refuses a cursor with more than two parts or an upper-case id', () => {
    for (const text of [
      `2026-11-22 01:02:03+00|${ID}|x`,
      `2026-11-22 01:02:03+00|${ID.toUpperCase()}`,
    ]) {
      expect(() => decodeCursor(Buffer.from(text).toString('base64url'))).toThrow(
        'cursor is not valid',
      );
    }
  });

  it('builds parameterised filters, escaping LIKE wildcards in the search, fetching one row more than the page', () => {
    const { where, parameters, limitParameter } = listFilters(
      { status: 'open', search: ' 50%_off\\ ', limit: 10 },
      'c',
      'c."name"',
      { messageTable: '"messages"' },
    );
    expect(where).toBe(
      `WHERE c."firstMessageAt" IS NOT NULL AND c."status" = $1 AND c."name" ILIKE $2`,
    );
    expect(parameters).toEqual(['open', '%50\\%\\_off\\\\%', 11]);
    expect(limitParameter).toBe('$3');
  });

  it('filters by assignee (the viewer, or nobody) and by unread customer messages', () => {
    const scope = { messageTable: '"messages"', viewerId: ID };
    const mine = listFilters({ assignee: 'mine', unread: 'true' }, 'c', 'c."name"', scope);
    expect(mine.where).toBe(
      `WHERE c."firstMessageAt" IS NOT NULL AND c."assigneeId" = $1::uuid AND EXISTS (SELECT 1 FROM "messages" um WHERE um."conversationId" = c."id" AND um."isFromAdmin" = false AND um."readAt" IS NULL)`,
    );
    expect(mine.parameters).toEqual([ID, 51]);
    const unassigned = listFilters({ assignee: 'unassigned', unread: 'false' }, 'c', 'x', scope);
    expect(unassigned.where).toBe(
      `WHERE c."firstMessageAt" IS NOT NULL AND c."assigneeId" IS NULL`,
    );
    expect(listFilters({ assignee: 'all' }, 'c', 'x', scope).where).toBe(
      `WHERE c."firstMessageAt" IS NOT NULL`,
    );
  });

  it('offers a next cursor only when a row beyond the page was fetched, and shows only the page', () => {
    const first = { id: ID, cursorTime: '2026-11-22 01:02:03+00' };
    const extra = { id: ID.replace('0b7c', '1b7c'), cursorTime: '2026-11-21 01:02:03+00' };
    const toId = (row: { id: string }) => row.id;
    expect(pageOf([first], 1, toId)).toEqual({ items: [ID], nextCursor: undefined });
    const full = pageOf([first, extra], 1, toId);
    expect(full.items).toEqual([ID]);
    expect(decodeCursor(full.nextCursor!)).toEqual({ lastMessageAt: first.cursorTime, id: ID });
  });
});
