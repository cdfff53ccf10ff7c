import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import WebSocket from 'ws';

export type Event = Record<string, unknown> & { type: string };

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
    this.closed = new Promise((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static async open(url: string, options: { cookie?: string; origin?: string; autoPong?: boolean } = {}): Promise<TestSocket> {
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
  next(match: (event: Event) => boolean, timeoutMs = 5_000, since = 0): Promise<Event> {
    const seen = this.events.slice(since).find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(this.events)}`)), timeoutMs);
      this.waiters.push({
        match,
        resolve: (event) => {
          clearTimeout(timer);
          resolve(event);
        },
      });
    });
  }

  ofType(type: string): Event[] {
    return this.events.filter((event) => event.type === type);
  }

  async auth(message: object): Promise<Event> {
    const since = this.events.length;
    this.send({ type: 'auth', ...message });
    return this.next((event) => event.type === 'auth_success' || event.type === 'error', 5_000, since);
  }

  close(): void {
    this.socket.close();
  }
}

export function socketUrl(http: Server): string {
  return `ws://127.0.0.1:${(http.address() as AddressInfo).port}/ws`;
}

export const isNewMessage = (predicate: (message: Record<string, unknown>) => boolean) => (event: Event) =>
  event.type === 'new_message' && predicate(event.message as Record<string, unknown>);
