import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeConnection, type RealtimeStatus } from './realtime-connection';
import { SOCKET_ERROR, type ServerEvent } from '@club/contracts';
import { SendRefusedError } from './send-refused-error';

/** Enough of a browser WebSocket for the connection: it records frames and is driven by tests. */
class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: ((close: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

describe('RealtimeConnection', () => {
  let sockets: FakeSocket[];
  let statuses: RealtimeStatus[];
  let connection: RealtimeConnection;
  let onSignedOut: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1);
    sockets = [];
    statuses = [];
    onSignedOut = vi.fn<() => void>();
    connection = new RealtimeConnection({
      url: () => 'ws://test/ws',
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
      onStatus: (status) => statuses.push(status),
      onSignedOut,
      ackTimeoutMs: 1_000,
    });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  function connect() {
    connection.setAuth({ userId: 'u1' });
    sockets[0].open();
    sockets[0].receive({ type: 'auth_success', userId: 'u1' });
  }

  it('authenticates as soon as the socket opens', () => {
    connect();
    expect(sockets[0].sent).toEqual([{ type: 'auth', userId: 'u1' }]);
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(connection.isConnected).toBe(true);
  });

  it('reconnects with growing delays after drops, and at once after a service restart', () => {
    connect();
    sockets[0].drop();
    expect(statuses.at(-1)).toBe('disconnected');
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);

    sockets[1].drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    sockets[2].open();
    sockets[2].receive({ type: 'auth_success' });
    sockets[2].drop(1012);
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(4);
    expect(sockets[3].url).toBe('ws://test/ws');
  });

  it('says so when the server closes the socket because its session ended', () => {
    connect();
    sockets[0].drop(1006);
    expect(onSignedOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    sockets[1].open();
    sockets[1].drop(1008, 'Signed out');
    expect(onSignedOut).toHaveBeenCalledOnce();
  });

  it("says so when a member's claim is refused: the session ended before the socket opened", () => {
    connection.setAuth({ userId: 'u1' });
    sockets[0].open();
    sockets[0].receive({ type: 'error', reason: SOCKET_ERROR.notThisUser });
    expect(onSignedOut).toHaveBeenCalledOnce();
  });

  it("does not for a visitor's claim refused before the visitor cookie is set", () => {
    connection.setAuth({ username: 'Nova' });
    sockets[0].open();
    sockets[0].receive({ type: 'error', reason: SOCKET_ERROR.noVisitorChat });
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('stops for good when the identity is dropped, and starts over for a new one', () => {
    connect();
    connection.setAuth(null);
    expect(sockets[0].readyState).toBe(3);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);

    connection.setAuth({ username: 'Nova' });
    sockets[1].open();
    expect(sockets[1].sent).toEqual([{ type: 'auth', username: 'Nova' }]);
  });

  it('keeps the same socket when the same identity is asked for again', () => {
    connect();
    connection.setAuth({ userId: 'u1' });
    expect(sockets).toHaveLength(1);
  });

  it('closes and retries later when the server refuses the identity', () => {
    connection.setAuth({ deviceId: 'device-1-abc' });
    sockets[0].open();
    sockets[0].receive({ type: 'error', reason: 'No visitor chat in this browser yet' });
    expect(sockets[0].readyState).toBe(3);
    sockets[0].drop();
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
  });

  it('resolves a send with its acknowledgement and hands every event to listeners', async () => {
    connect();
    const events: ServerEvent[] = [];
    connection.subscribe((event) => events.push(event));
    const sent = connection.send({
      type: 'send_message',
      conversationId: 'c1',
      content: 'hi',
      messageType: 'text',
      isFromAdmin: false,
      clientMessageId: 'm1',
    });
    const ack = {
      type: 'new_message',
      conversationKind: 'user',
      clientMessageId: 'm1',
      message: { id: 7 },
    };
    sockets[0].receive(ack);
    await expect(sent).resolves.toEqual(ack);
    expect(events).toEqual([ack]);
  });

  it('rejects a refused send with the reason and the wait', async () => {
    connect();
    const sent = connection.send({
      type: 'send_message',
      conversationId: 'c1',
      content: 'hi',
      messageType: 'text',
      isFromAdmin: false,
      clientMessageId: 'm2',
    });
    sockets[0].receive({
      type: 'error',
      reason: 'Too many attempts.',
      clientMessageId: 'm2',
      retryAfter: 4,
    });
    await expect(sent).rejects.toMatchObject({
      message: 'Too many attempts.',
      kind: 'refused',
      retryAfter: 4,
    });
  });

  it('says a send was not sent without a socket, and lost when the socket drops first', async () => {
    const frame = {
      type: 'send_message' as const,
      conversationId: 'c1',
      content: 'hi',
      messageType: 'text' as const,
      isFromAdmin: false,
      clientMessageId: 'm3',
    };
    await expect(connection.send(frame)).rejects.toMatchObject({ kind: 'not-sent' });

    connect();
    const sent = connection.send(frame);
    sockets[0].drop();
    await expect(sent).rejects.toBeInstanceOf(SendRefusedError);
    await expect(sent).rejects.toMatchObject({ kind: 'lost' });
  });

  it('gives up waiting for an acknowledgement after the timeout', async () => {
    connect();
    const sent = connection.send({
      type: 'send_message',
      conversationId: 'c1',
      content: 'hi',
      messageType: 'text',
      isFromAdmin: false,
      clientMessageId: 'm4',
    });
    vi.advanceTimersByTime(1_000);
    await expect(sent).rejects.toMatchObject({ kind: 'lost' });
  });
});
