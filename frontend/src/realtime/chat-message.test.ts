import { describe, expect, it } from 'vitest';
import { chatMessage as message } from '@/test/chat-message-fixture';
import { lastStoredId, mergeMessages } from './chat-message';

describe('mergeMessages', () => {
  it('keeps one copy per id, oldest first', () => {
    const merged = mergeMessages([message(1), message(3)], [message(2), message(3), message(1)]);
    expect(merged.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('takes the newer copy of a message it already has', () => {
    const merged = mergeMessages(
      [message(1)],
      [message(1, { readAt: '2026-01-01T10:01:00.000Z' })],
    );
    expect(merged).toEqual([message(1, { readAt: '2026-01-01T10:01:00.000Z' })]);
  });

  it('keeps a read mark when a copy taken before the read arrives later', () => {
    const read = message(1, { readAt: '2026-01-01T10:01:00.000Z', content: 'Thanks!' });
    const merged = mergeMessages([read], [message(1, { content: 'Thanks!' })]);
    expect(merged).toEqual([read]);
  });

  it('keeps optimistic messages last until their stored copy is acknowledged', () => {
    const pending = message(-5, { clientMessageId: 'c-1', content: 'hi' });
    const waiting = mergeMessages([message(1), pending], [message(2)]);
    expect(waiting.map((item) => item.id)).toEqual([1, 2, -5]);

    const settled = mergeMessages(waiting, [message(3, { content: 'hi' })], ['c-1']);
    expect(settled.map((item) => item.id)).toEqual([1, 2, 3]);
  });
});

describe('lastStoredId', () => {
  it('is the greatest stored id, ignoring optimistic ones', () => {
    expect(lastStoredId([message(4), message(9), message(-1)])).toBe(9);
    expect(lastStoredId([])).toBeUndefined();
    expect(lastStoredId(undefined)).toBeUndefined();
  });
});
