import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TAB_IDLE_AFTER_MS } from '@club/contracts';
import { useRealtimeConnection } from '@/realtime/use-realtime';
import {
  acceptSocket,
  openedSocket,
  storeAndSocketPerTest,
  type FakeSocket,
} from '@/test/realtime-harness';
import { useTabPresence } from './use-tab-presence';

const { wrapper } = storeAndSocketPerTest();
const ADMIN_AUTH = { type: 'auth_success', userId: 'admin-1', role: 'admin' } as const;

const states = (socket: FakeSocket) =>
  socket.sent.filter((frame) => frame.type === 'presence').map((frame) => frame.state);

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  setHidden(false);
  vi.useRealTimers();
});

describe('useTabPresence', () => {
  it('says active on authentication, idle while hidden or without input, active again on input', async () => {
    renderHook(
      () => {
        useRealtimeConnection({ userId: 'admin-1' });
        useTabPresence();
      },
      { wrapper },
    );
    const socket = await openedSocket();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    acceptSocket(socket, ADMIN_AUTH);
    expect(states(socket)).toEqual(['active']);

    act(() => setHidden(true));
    act(() => setHidden(false));
    expect(states(socket)).toEqual(['active', 'idle', 'active']);

    act(() => window.dispatchEvent(new Event('keydown')));
    act(() => vi.advanceTimersByTime(TAB_IDLE_AFTER_MS - 1));
    expect(states(socket)).toEqual(['active', 'idle', 'active']);
    act(() => vi.advanceTimersByTime(1));
    expect(states(socket)).toEqual(['active', 'idle', 'active', 'idle']);
    act(() => window.dispatchEvent(new Event('pointermove')));
    expect(states(socket)).toEqual(['active', 'idle', 'active', 'idle', 'active']);

    // A new socket starts out active on the server: the tab says what it is again.
    act(() => setHidden(true));
    act(() => socket.receive(ADMIN_AUTH));
    expect(states(socket).slice(-2)).toEqual(['idle', 'idle']);
  });
});
