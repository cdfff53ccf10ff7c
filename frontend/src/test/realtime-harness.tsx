import { act, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { AuthSuccessEvent } from '@club/contracts';
import { makeStore } from '@/app/store';

/** The browser's WebSocket, as a test opens it and speaks for the server through it. */
export class FakeSocket {
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

/**
 * Each test of the calling file gets a store of its own and the FakeSocket in place of the
 * browser's WebSocket; `wrapper` renders hooks inside that store.
 */
export function storeAndSocketPerTest() {
  let store = makeStore();
  beforeEach(() => {
    store = makeStore();
    FakeSocket.last = undefined;
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  function wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  }
  return { wrapper, store: () => store };
}

/** The socket the rendered hooks opened, once they have. */
export async function openedSocket(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.last).toBeDefined());
  return FakeSocket.last!;
}

/** Opens the socket and answers its auth as the server would. */
export function acceptSocket(socket: FakeSocket, auth: AuthSuccessEvent): void {
  act(() => {
    socket.readyState = 1;
    socket.onopen?.();
    socket.receive(auth);
  });
}

/** The opened socket, connected and authenticated. */
export async function connectedSocket(auth: AuthSuccessEvent): Promise<FakeSocket> {
  const socket = await openedSocket();
  acceptSocket(socket, auth);
  return socket;
}
