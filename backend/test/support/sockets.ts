import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { ChatMessageView, ServerEvent, ServerEventType, SocketAuth } from '@club/contracts';
import WebSocket from 'ws';

export type Event = ServerEvent;
export type EventOfType<T extends ServerEventType> = Extract<Event, { type: T }>;

/** A WebSocket client that keeps every event it receives, so tests can await the one they need. */
export class TestSocket {
  readonly events: Event[] = [];
  private waiters: { match: (event: Event) => boolean; resolve: (event: Event) => void }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const event = JSON.parse(data.toString()) as Event;
      this.events.push(event);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.match(event)) return true;
        waiter.resolve(event);
        return false;
      });
    });
    this.closed = new Promise((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  static async open(
    url: string,
    options: { cookie?: string; origin?: string; autoPong?: boolean } = {},
  ): Promise<TestSocket> {
    const headers: Record<string, string> = {};
    if (options.cookie) headers.Cookie = options.cookie;
    if (options.origin) headers.Origin = options.origin;
    const socket = new WebSocket(url, { headers, autoPong: options.autoPong ?? true });
    const client = new TestSocket(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  send(message: object): void {
    this.socket.send(JSON.stringify(message));
  }

  /** The first event (already received since `since`, or still to come) that matches. */
  next<E extends Event>(
    match: (event: Event) => event is E,
    timeoutMs?: number,
    since?: number,
  ): Promise<E>;
  next(match: (event: Event) => boolean, timeoutMs?: number, since?: number): Promise<Event>;
  next(match: (event: Event) => boolean, timeoutMs = 5_000, since = 0): Promise<Event> {
    const seen = this.events.slice(since).find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `no matching event within ${timeoutMs} ms; got ${JSON.stringify(this.events)}`,
            ),
          ),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (event) => {
          clearTimeout(timer);
          resolve(event);
        },
      });
    });
  }

  /** The answer to the send with this clientMessageId: its stored copy, or an error. */
  answerTo(
    clientMessageId: string,
    timeoutMs?: number,
  ): Promise<EventOfType<'new_message' | 'error'>> {
    return this.next(
      (event): event is EventOfType<'new_message' | 'error'> =>
        (event.type === 'new_message' || event.type === 'error') &&
        event.clientMessageId === clientMessageId,
      timeoutMs,
    );
  }

  ofType<T extends ServerEventType>(type: T): EventOfType<T>[] {
    return this.events.filter((event): event is EventOfType<T> => event.type === type);
  }

  /** Sends `auth` (claims may be of the wrong type on purpose) and answers its auth_success or error. */
  async auth(
    claim: SocketAuth | Record<string, unknown>,
  ): Promise<EventOfType<'auth_success' | 'error'>> {
    const since = this.events.length;
    this.send({ type: 'auth', ...claim });
    return this.next(
      (event) => event.type === 'auth_success' || event.type === 'error',
      5_000,
      since,
    );
  }

  close(): void {
    this.socket.close();
  }
}

export function socketUrl(http: Server): string {
  return `ws://127.0.0.1:${(http.address() as AddressInfo).port}/ws`;
}

/** Matches events of `type` (that also pass `predicate`). */
export const isEventOf =
  <T extends ServerEventType>(
    type: T,
    predicate: (event: EventOfType<T>) => boolean = () => true,
  ) =>
  (event: Event): event is EventOfType<T> =>
    event.type === type && predicate(event as EventOfType<T>);

export const isNewMessage = (predicate: (message: ChatMessageView) => boolean) =>
  isEventOf('new_message', (event) => predicate(event.message));

/**
 * A send's clientMessageId (a UUID, as browsers make them) named for the test that uses it: the
 * same name always gives the same id.
 */
export function clientId(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
