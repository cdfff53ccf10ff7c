import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TYPING_EXPIRES_MS, TYPING_SIGNAL_EVERY_MS } from '@club/contracts';
import { useRealtimeConnection } from '@/realtime/use-realtime';
import { chatMessage } from '@/test/chat-message-fixture';
import { connectedSocket, storeAndSocketPerTest, type FakeSocket } from '@/test/realtime-harness';
import { usePeerTyping } from './use-peer-typing';
import { useTypingSignal } from './use-typing-signal';

const CONVERSATION_ID = '7f1d2c3b-0000-4000-8000-000000000002';

const { wrapper } = storeAndSocketPerTest();

/** Opens the tab's socket as a member and answers its auth. */
const connected = () => connectedSocket({ type: 'auth_success', userId: 'u-1', role: 'user' });

const typingFrames = (socket: FakeSocket) =>
  socket.sent.filter((frame) => frame.type === 'typing').map((frame) => frame.typing);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useTypingSignal', () => {
  it('signals once per interval while the draft changes, and stops when it is cleared', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { rerender, unmount } = renderHook(
      ({ draft }) => {
        useRealtimeConnection({ userId: 'u-1' });
        useTypingSignal(CONVERSATION_ID, draft);
      },
      { wrapper, initialProps: { draft: '' } },
    );
    const socket = await connected();

    for (const draft of ['W', 'Wh', 'Whe', 'When']) rerender({ draft });
    expect(socket.sent.at(-1)).toEqual({
      type: 'typing',
      conversationId: CONVERSATION_ID,
      typing: true,
    });
    expect(typingFrames(socket)).toEqual([true]);

    now += TYPING_SIGNAL_EVERY_MS;
    rerender({ draft: 'When?' });
    expect(typingFrames(socket)).toEqual([true, true]);

    rerender({ draft: '' });
    expect(typingFrames(socket)).toEqual([true, true, false]);
    rerender({ draft: '   ' });
    unmount();
    expect(typingFrames(socket)).toEqual([true, true, false]);
  });

  it('stops when the composer goes away while typing', async () => {
    renderHook(() => useRealtimeConnection({ userId: 'u-1' }), { wrapper });
    const socket = await connected();
    const { unmount } = renderHook(() => useTypingSignal(CONVERSATION_ID, 'half a sentence'), {
      wrapper,
    });
    expect(typingFrames(socket)).toEqual([true]);
    unmount();
    expect(typingFrames(socket)).toEqual([true, false]);
  });
});

describe('usePeerTyping', () => {
  const typing = (typing: boolean, fields: object = {}) => ({
    type: 'typing',
    conversationKind: 'user',
    conversationId: CONVERSATION_ID,
    typing,
    from: 'support',
    ...fields,
  });

  async function watching() {
    const hook = renderHook(
      () => {
        useRealtimeConnection({ userId: 'u-1' });
        return usePeerTyping('user', CONVERSATION_ID, 'support');
      },
      { wrapper },
    );
    return { hook, socket: await connected() };
  }

  it("shows the other side's typing until it stops", async () => {
    const { hook, socket } = await watching();
    act(() => socket.receive(typing(true)));
    expect(hook.result.current).toBe(true);
    act(() => socket.receive(typing(false)));
    expect(hook.result.current).toBe(false);
  });

  it('ignores its own side, other conversations and the other list', async () => {
    const { hook, socket } = await watching();
    act(() => {
      socket.receive(typing(true, { from: 'customer' }));
      socket.receive(typing(true, { conversationId: 'another' }));
      socket.receive(typing(true, { conversationKind: 'anonymous' }));
    });
    expect(hook.result.current).toBe(false);
  });

  it('goes away when their message arrives, or on its own when no stop comes', async () => {
    const { hook, socket } = await watching();
    act(() => socket.receive(typing(true)));
    act(() =>
      socket.receive({
        type: 'new_message',
        conversationKind: 'user',
        message: chatMessage(1, { conversationId: CONVERSATION_ID, isFromAdmin: true }),
      }),
    );
    expect(hook.result.current).toBe(false);

    vi.useFakeTimers();
    act(() => socket.receive(typing(true)));
    act(() => vi.advanceTimersByTime(TYPING_EXPIRES_MS - 1));
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe(false);
  });
});
