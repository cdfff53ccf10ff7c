import { describe, expect, it } from 'vitest';
import { AUTOMATIC_MESSAGE, MEMBER_SIGN_IN_TEXT } from '@club/contracts';
import type { ChatMessage } from '@/realtime/chat-message';
import { seenMessageId } from './seen-mark';

const message = (id: number, isFromAdmin: boolean, readAt: string | null = null): ChatMessage => ({
  id,
  conversationId: 'c-1',
  senderId: null,
  content: `message ${id}`,
  messageType: 'text',
  imageUrl: null,
  isFromAdmin,
  readAt,
  createdAt: '2026-11-25T03:00:00.000Z',
});

describe('the "Seen" mark', () => {
  it("goes under this side's last message once the other side read it", () => {
    const read = '2026-11-25T03:01:00.000Z';
    const messages = [message(1, false, read), message(2, true), message(3, false, read)];
    expect(seenMessageId(messages, false)).toBe(3);
    expect(seenMessageId(messages, true)).toBeUndefined();
  });

  it("is not shown while this side's last message is unread, even if earlier ones were read", () => {
    const messages = [message(1, true, '2026-11-25T03:01:00.000Z'), message(2, true)];
    expect(seenMessageId(messages, true)).toBeUndefined();
  });

  it('ignores the sign-in mark, which is stored read: no "Seen" before support read anything', () => {
    const signIn: ChatMessage = {
      ...message(3, false, '2026-11-25T03:02:00.000Z'),
      content: MEMBER_SIGN_IN_TEXT,
      automatic: AUTOMATIC_MESSAGE.memberSignIn,
    };
    expect(seenMessageId([message(1, false), message(2, false), signIn], false)).toBeUndefined();
    const read = '2026-11-25T03:01:00.000Z';
    expect(seenMessageId([message(1, false), message(2, false, read), signIn], false)).toBe(2);
  });
});
