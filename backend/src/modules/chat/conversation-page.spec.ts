import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, listFilters, nextCursor } from './conversation-page.js';

const ID = '0b7c9e6a-1f2d-4c3b-9a8e-7d6c5b4a3f21';

describe('admin list pages', () => {
  it('round-trips a cursor and refuses forged ones', () => {
    const cursor = { lastMessageAt: '2026-11-22 01:02:03.456789+00', id: ID };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    for (const forged of ['', 'not base64 at all', Buffer.from('2026-01-01|nope').toString('base64url'), Buffer.from(`yesterday|${ID}`).toString('base64url')]) {
      expect(() => decodeCursor(forged)).toThrow('cursor is not valid');
    }
  });

  it('builds parameterised filters, escaping LIKE wildcards in the search', () => {
    const { where, parameters, limitParameter } = listFilters({ status: 'open', search: ' 50%_off\\ ', limit: 10 }, 'c', 'c."name"');
    expect(where).toBe(`WHERE c."status" = $1 AND c."name" ILIKE $2`);
    expect(parameters).toEqual(['open', '%50\\%\\_off\\\\%', 10]);
    expect(limitParameter).toBe('$3');
  });

  it('offers a next cursor only when the page is full', () => {
    const rows = [{ id: ID, cursorTime: '2026-11-22 01:02:03+00' }];
    expect(nextCursor(rows, 2)).toBeUndefined();
    expect(decodeCursor(nextCursor(rows, 1)!)).toEqual({ lastMessageAt: '2026-11-22 01:02:03+00', id: ID });
  });
});
