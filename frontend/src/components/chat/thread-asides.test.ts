import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@/realtime/chat-message';
import { placeAsides, type ThreadAside } from './thread-asides';

const message = (id: number, createdAt: string): ChatMessage => ({
  id,
  conversationId: 'c',
  senderId: null,
  content: `m${id}`,
  messageType: 'text',
  imageUrl: null,
  isFromAdmin: false,
  readAt: null,
  createdAt,
});
const aside = (key: string, createdAt: string): ThreadAside => ({ key, createdAt, node: key });

describe('placeAsides', () => {
  it('puts each aside before the first message written after it, and the newest after all', () => {
    const first = message(1, '2026-11-25T10:00:00.000Z');
    const second = message(2, '2026-11-25T10:05:00.000Z');
    const pending = message(-1, '2026-11-25T10:20:00.000Z');
    const { before, after } = placeAsides(
      [first, second, pending],
      [
        aside('late', '2026-11-25T10:10:00.000Z'),
        aside('between', '2026-11-25T10:01:00.000Z'),
        aside('early', '2026-11-25T09:00:00.000Z'),
      ],
    );
    expect(before.get(first)?.map((a) => a.key)).toEqual(['early']);
    expect(before.get(second)?.map((a) => a.key)).toEqual(['between']);
    expect(after.map((a) => a.key)).toEqual(['late']);
  });

  it('shows every aside of a conversation without messages', () => {
    expect(placeAsides([], [aside('only', '2026-11-25T09:00:00.000Z')]).after).toHaveLength(1);
  });
});
