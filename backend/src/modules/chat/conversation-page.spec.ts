import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, listFilters, pageOf } from './conversation-page.js';

const ID = '0b7c9e6a-1f2d-4c3b-9a8e-7d6c5b4a3f21';

describe('admin list pages', () => {
  it('round-trips a cursor and refuses forged ones', () => {
    const cursor = { lastMessageAt: '2026-11-22 01:02:03.456789+00', id: ID };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    for (const forged of ['', 'not base64 at all', Buffer.from('2026-01-01|nope').toString('base64url'), Buffer.from(`yesterday|${ID}`).toString('base64url')]) {
      expect(() => decodeCursor(forged)).toThrow('cursor is not valid');
    }
  });

  it('builds parameterised filters, escaping LIKE wildcards in the search, fetching one row more than the page', () => {
    const { where, parameters, limitParameter } = listFilters({ status: 'open', search: ' 50%_off\\ ', limit: 10 }, 'c', 'c."name"');
    expect(where).toBe(`WHERE c."status" = $1 AND c."name" ILIKE $2`);
    expect(parameters).toEqual(['open', '%50\\%\\_off\\\\%', 11]);
    expect(limitParameter).toBe('$3');
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
