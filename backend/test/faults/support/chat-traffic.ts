import { randomBytes, randomUUID } from 'node:crypto';
import WebSocket from 'ws';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long an unacknowledged message may still be committing on a live server. */
const PENDING_GRACE_MS = 1_500;

interface ServerMessage {
  id: number;
  conversationId: string;
  content: string;
}

type Event = { type: string; clientMessageId?: string; message?: ServerMessage; reason?: string };

function cookieFrom(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('session_id='));
  if (!cookie) throw new Error(`no session cookie from ${response.url} (${response.status})`);
  return cookie.split(';')[0];
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const wsUrl = (http: string) => `${http.replace(/^http/, 'ws')}/ws`;

/**
 * A socket that reconnects (cycling through `urls`, as a browser behind a balancer would end up
 * on another instance), authenticates and then runs `onReady` to catch up.
 */
class ReconnectingSocket {
  socket?: WebSocket;
  ready = false;
  reconnects = 0;
  readonly closeCodes: number[] = [];
  private stopped = false;
  private attempt = 0;

  constructor(
    private readonly urls: string[],
    private readonly cookie: string,
    private readonly userId: string,
    private readonly onEvent: (event: Event) => void,
    private readonly onReady: () => Promise<void>,
  ) {}

  async open(): Promise<void> {
    while (!this.stopped) {
      const url = wsUrl(this.urls[this.attempt++ % this.urls.length]);
      try {
        await this.connect(url);
        return;
      } catch {
        await sleep(200);
      }
    }
  }

  private connect(url: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers: { Cookie: this.cookie } });
      let authed = false;
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', userId: this.userId })));
      socket.on('message', (data) => {
        const event = JSON.parse(data.toString()) as Event;
        if (!authed) {
          if (event.type !== 'auth_success') {
            socket.close();
            reject(new Error(`auth refused: ${JSON.stringify(event)}`));
            return;
          }
          authed = true;
          this.socket = socket;
          this.onReady().then(() => {
            this.ready = true;
            resolve();
          }, reject);
          return;
        }
        this.onEvent(event);
      });
      socket.once('close', (code) => {
        if (!authed) return;
        this.closeCodes.push(code);
        this.ready = false;
        if (this.stopped) return;
        this.reconnects++;
        void sleep(100).then(() => this.open());
      });
    });
  }

  send(payload: object): boolean {
    if (!this.ready || this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(payload));
    return true;
  }

  close(): void {
    this.stopped = true;
    this.socket?.close();
  }
}

/** A member who sends numbered messages over /ws, resending only what was surely not stored. */
class Member {
  readonly acked = new Map<string, number>();
  readonly sent = new Set<string>();
  refused = 0;
  readonly refusals: string[] = [];
  /** Sent and not yet known to be stored: content → clientMessageId. */
  private readonly pending = new Map<string, string>();
  private readonly toResend: string[] = [];
  private sequence = 0;
  private lastId = 0;
  socket!: ReconnectingSocket;

  constructor(
    readonly name: string,
    private readonly http: string,
    readonly cookie: string,
    readonly userId: string,
    readonly conversationId: string,
  ) {}

  connect(urls: string[]): Promise<void> {
    this.socket = new ReconnectingSocket(
      urls,
      this.cookie,
      this.userId,
      (event) => this.handle(event),
      () => this.catchUp(),
    );
    return this.socket.open();
  }

  private handle(event: Event): void {
    // The sender's copy (with its clientMessageId) or, after a reconnect, the owner's copy.
    if (event.type === 'new_message' && event.message) {
      this.acknowledge(event.message);
    } else if (event.type === 'error' && event.clientMessageId) {
      const content = [...this.pending].find(
        ([, clientMessageId]) => clientMessageId === event.clientMessageId,
      )?.[0];
      if (!content) return;
      this.refused++;
      this.refusals.push(event.reason ?? '');
      this.pending.delete(content);
      this.toResend.push(content);
    }
  }

  private acknowledge(message: ServerMessage): void {
    if (!this.sent.has(message.content)) return;
    this.pending.delete(message.content);
    this.acked.set(message.content, message.id);
    this.lastId = Math.max(this.lastId, message.id);
  }

  /**
   * After a reconnect: what the server stored meanwhile counts as acknowledged. A message still
   * unacknowledged may be committing on a live server, so it is resent only once a later fetch
   * (after a grace period) still does not show it.
   */
  private async catchUp(): Promise<void> {
    await this.fetchStored(this.lastId);
    const unsure = [...this.pending.keys()];
    if (!unsure.length) return;
    void sleep(PENDING_GRACE_MS).then(async () => {
      await this.fetchStored(0).catch(() => undefined);
      for (const content of unsure) {
        if (!this.pending.has(content)) continue;
        this.pending.delete(content);
        this.toResend.push(content);
      }
    });
  }

  private async fetchStored(after: number): Promise<void> {
    const messages = await json<ServerMessage[]>(
      await fetch(`${this.http}/api/conversations/${this.conversationId}/messages?after=${after}`, {
        headers: { Cookie: this.cookie },
      }),
    );
    for (const message of messages) this.acknowledge(message);
  }

  tick(): void {
    const content = this.toResend.shift() ?? `${this.name}-${++this.sequence}`;
    const clientMessageId = randomUUID();
    const sent = this.socket.send({
      type: 'send_message',
      conversationId: this.conversationId,
      content,
      clientMessageId,
    });
    if (!sent) {
      if (this.sent.has(content)) this.toResend.unshift(content);
      else this.sequence--;
      return;
    }
    this.sent.add(content);
    this.pending.set(content, clientMessageId);
  }

  /** Sends the next message that must be sent again, if any (and nothing new). */
  resend(): void {
    if (this.toResend.length) this.tick();
  }

  get outstanding(): number {
    return this.pending.size + this.toResend.length;
  }
}

/** The admin listener: every new_message by id; after each reconnect, catches up per conversation. */
class AdminListener {
  readonly byId = new Map<number, ServerMessage>();
  redelivered = 0;
  socket!: ReconnectingSocket;
  private readonly lastIdOf = new Map<string, number>();

  constructor(
    private readonly http: string,
    private readonly cookie: string,
    private readonly userId: string,
    private readonly conversations: () => string[],
  ) {}

  connect(urls: string[]): Promise<void> {
    this.socket = new ReconnectingSocket(
      urls,
      this.cookie,
      this.userId,
      (event) => {
        if (event.type === 'new_message' && event.message) this.record(event.message);
      },
      () => this.catchUp(),
    );
    return this.socket.open();
  }

  private record(message: ServerMessage): void {
    if (this.byId.has(message.id)) {
      this.redelivered++;
      return;
    }
    this.byId.set(message.id, message);
    this.lastIdOf.set(
      message.conversationId,
      Math.max(this.lastIdOf.get(message.conversationId) ?? 0, message.id),
    );
  }

  private async catchUp(): Promise<void> {
    // Where each conversation stood at the reconnect: live events keep arriving meanwhile.
    const from = new Map(this.lastIdOf);
    for (const conversationId of this.conversations()) {
      const after = from.get(conversationId) ?? 0;
      const messages = await json<ServerMessage[]>(
        await fetch(
          `${this.http}/api/admin/conversations/${conversationId}/messages?after=${after}`,
          { headers: { Cookie: this.cookie } },
        ),
      );
      for (const message of messages) this.record(message);
    }
  }
}

export interface TrafficReport {
  sent: number;
  acknowledged: number;
  delivered: number;
  duplicates: number;
  lost: number;
  refused: number;
  reconnects: number;
  redelivered: number;
}

export interface TrafficOptions {
  /** Where REST calls go (the balancer, or an instance). */
  http: string;
  admin: { username: string; password: string };
  members: number;
  /** Member `index`'s socket tries these in turn on every (re)connect. */
  memberUrls: (index: number) => string[];
  adminUrls: string[];
  intervalMs?: number;
}

/** Members sending steadily over /ws and one admin listening; report() counts what arrived. */
export class ChatTraffic {
  readonly members: Member[] = [];
  admin!: AdminListener;
  private timer?: NodeJS.Timeout;

  private constructor(private readonly options: TrafficOptions) {}

  static async start(options: TrafficOptions): Promise<ChatTraffic> {
    const traffic = new ChatTraffic(options);
    await traffic.setUp();
    return traffic;
  }

  private async setUp(): Promise<void> {
    const { http, admin } = this.options;
    const login = await fetch(`${http}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const adminUser = await json<{ id: string }>(login.clone());
    this.admin = new AdminListener(http, cookieFrom(login), adminUser.id, () =>
      this.members.map((member) => member.conversationId),
    );
    await this.admin.connect(this.options.adminUrls);

    for (let index = 0; index < this.options.members; index++) {
      const username = `fault_${randomBytes(4).toString('hex')}`;
      const registered = await fetch(`${http}/api/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          username,
          email: `${username}@example.com`,
          password: 'fault-test-password',
          acceptTerms: true,
        }),
      });
      const user = await json<{ id: string }>(registered.clone());
      const cookie = cookieFrom(registered);
      const conversation = await json<{ id: string }>(
        await fetch(`${http}/api/conversations`, {
          method: 'POST',
          headers: { Cookie: cookie, 'Content-Type': 'application/json' },
          body: '{}',
        }),
      );
      const member = new Member(username, http, cookie, user.id, conversation.id);
      await member.connect(this.options.memberUrls(index));
      this.members.push(member);
    }
    const interval = this.options.intervalMs ?? 100;
    this.timer = setInterval(() => this.members.forEach((member) => member.tick()), interval);
  }

  /** The messages acknowledged so far (their contents). */
  acknowledgedContents(): Set<string> {
    return new Set(this.members.flatMap((member) => [...member.acked.keys()]));
  }

  /** Of `contents`, those the admin never got. */
  undelivered(contents: Set<string>): string[] {
    const delivered = new Set([...this.admin.byId.values()].map((message) => message.content));
    return [...contents].filter((content) => !delivered.has(content));
  }

  get acknowledged(): number {
    return this.members.reduce((sum, member) => sum + member.acked.size, 0);
  }

  /** Stops sending, waits until every message is acknowledged and has reached the admin. */
  async drain(timeoutMs = 45_000): Promise<TrafficReport> {
    clearInterval(this.timer);
    const deadline = Date.now() + timeoutMs;
    const settled = () =>
      this.members.every((member) => member.outstanding === 0) && this.report().lost === 0;
    while (!settled() && Date.now() < deadline) {
      for (const member of this.members) member.resend();
      await sleep(200);
    }
    return this.report();
  }

  report(): TrafficReport {
    const deliveredContents = new Map<string, number>();
    for (const message of this.admin.byId.values())
      deliveredContents.set(message.content, (deliveredContents.get(message.content) ?? 0) + 1);
    const acked = this.members.flatMap((member) => [...member.acked.keys()]);
    return {
      sent: this.members.reduce((sum, member) => sum + member.sent.size, 0),
      acknowledged: acked.length,
      delivered: this.admin.byId.size,
      duplicates: [...deliveredContents.values()].filter((count) => count > 1).length,
      lost: acked.filter((content) => !deliveredContents.has(content)).length,
      refused: this.members.reduce((sum, member) => sum + member.refused, 0),
      reconnects:
        this.members.reduce((sum, member) => sum + member.socket.reconnects, 0) +
        this.admin.socket.reconnects,
      redelivered: this.admin.redelivered,
    };
  }

  /** Acknowledged messages (content and id) the admin never got, for the failure message. */
  lostMessages(): string[] {
    const delivered = new Set([...this.admin.byId.values()].map((message) => message.content));
    return this.members.flatMap((member) =>
      [...member.acked]
        .filter(([content]) => !delivered.has(content))
        .map(([content, id]) => `${content}#${id}`),
    );
  }

  close(): void {
    clearInterval(this.timer);
    for (const member of this.members) member.socket.close();
    this.admin.socket.close();
  }
}
