import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAB_IDLE_AFTER_MS } from '@club/contracts';
import { makeStore } from '@/app/store';
import { useRealtimeConnection } from '@/realtime/use-realtime';
import { useTabPresence } from './use-tab-presence';

/** The browser's WebSocket, as the test speaks for the server through it. */
class FakeSocket {
  static last?: FakeSocket;
  readyState = 0;
  readonly sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((close: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  receive(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

let store = makeStore();
function wrapper({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}

const states = (socket: FakeSocket) =>
  socket.sent.filter((frame) => frame.type === 'presence').map((frame) => frame.state);

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  store = makeStore();
  FakeSocket.last = undefined;
  vi.stubGlobal('WebSocket', FakeSocket);
});

afterEach(() => {
  setHidden(false);
  vi.useRealTimers();
  vi.unstubAllGlobals();
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
    await waitFor(() => expect(FakeSocket.last).toBeDefined());
    const socket = FakeSocket.last!;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => {
      socket.readyState = 1;
      socket.onopen?.();
      socket.receive({ type: 'auth_success', userId: 'admin-1', role: 'admin' });
    });
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
    act(() => socket.receive({ type: 'auth_success', userId: 'admin-1', role: 'admin' }));
    expect(states(socket).slice(-2)).toEqual(['idle', 'idle']);
  });
});
