import { reconnectDelay } from './reconnect-delay';
import { SOCKET_CLOSE_REASON, SOCKET_ERROR } from '@club/contracts';
import type {
  NewMessageEvent,
  PresenceFrame,
  ServerEvent,
  SocketAuth,
  TypingFrame,
} from '@club/contracts';
import { authKey, parseServerEvent, type AcknowledgedSend } from './realtime-protocol';
import { SendRefusedError } from './send-refused-error';

/** `idle`: no identity wanted; `disconnected`: wanted, and waiting to reconnect. */
export type RealtimeStatus = 'idle' | 'disconnected' | 'connecting' | 'connected';
export type RealtimeListener = (event: ServerEvent) => void;

export interface RealtimeConnectionOptions {
  url: () => string;
  createSocket?: (url: string) => WebSocket;
  onStatus?: (status: RealtimeStatus) => void;
  /** The server closed the socket because its session ended (signed out from elsewhere). */
  onSignedOut?: () => void;
  /** How long a send waits for the server's acknowledgement. */
  ackTimeoutMs?: number;
  /** Browser-only: retry at once when the network comes back. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  setTimer?: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (timer: ReturnType<typeof setTimeout>) => void;
}

const OPEN = 1;

/** 1012: the server restarts; come back quickly (through the balancer, to another instance). */
const SERVICE_RESTART = 1012;

interface PendingSend {
  resolve: (event: NewMessageEvent) => void;
  reject: (error: SendRefusedError) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The tab's one socket to /ws: authenticates as soon as it opens, reconnects with backoff
 * while an identity is wanted, and matches each send to its acknowledgement.
 */
export class RealtimeConnection {
  private socket?: WebSocket;
  private auth?: SocketAuth;
  private authenticated = false;
  private attempt = 0;
  private retryTimer?: ReturnType<typeof setTimeout>;
  private readonly listeners = new Set<RealtimeListener>();
  private readonly pending = new Map<string, PendingSend>();
  private readonly setTimer: NonNullable<RealtimeConnectionOptions['setTimer']>;
  private readonly clearTimer: NonNullable<RealtimeConnectionOptions['clearTimer']>;

  constructor(private readonly options: RealtimeConnectionOptions) {
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer));
  }

  get isConnected(): boolean {
    return this.authenticated;
  }

  /** Connects as `auth`, reconnects when it changes, and closes for null. */
  setAuth(auth: SocketAuth | null): void {
    if (auth && this.auth && authKey(auth) === authKey(this.auth)) return;
    this.auth = auth ?? undefined;
    this.closeSocket();
    this.attempt = 0;
    if (auth) {
      this.options.target?.addEventListener('online', this.onOnline);
      this.open();
    } else {
      this.options.target?.removeEventListener('online', this.onOnline);
      this.setStatus('idle');
    }
  }

  subscribe(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Sends a message; resolves with its stored copy, rejects with the server's reason. */
  send(frame: AcknowledgedSend): Promise<NewMessageEvent> {
    const socket = this.socket;
    if (!socket || !this.authenticated || socket.readyState !== OPEN) {
      return Promise.reject(new SendRefusedError('Not connected', 'not-sent'));
    }
    return new Promise((resolve, reject) => {
      const timer = this.setTimer(() => {
        this.pending.delete(frame.clientMessageId);
        reject(new SendRefusedError('No answer from the server', 'lost'));
      }, this.options.ackTimeoutMs ?? 10_000);
      this.pending.set(frame.clientMessageId, { resolve, reject, timer });
      socket.send(JSON.stringify(frame));
    });
  }

  /** Sends a frame that needs no answer (a typing signal); false when no socket could take it. */
  signal(frame: TypingFrame | PresenceFrame): boolean {
    const socket = this.socket;
    if (!socket || !this.authenticated || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  private readonly onOnline = () => {
    if (this.socket || !this.auth) return;
    this.attempt = 0;
    this.open();
  };

  private open(): void {
    if (this.retryTimer) this.clearTimer(this.retryTimer);
    this.retryTimer = undefined;
    const auth = this.auth;
    if (!auth) return;
    this.setStatus('connecting');
    const url = this.options.url();
    const socket = this.options.createSocket?.(url) ?? new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', ...auth }));
    socket.onmessage = (message) => {
      if (this.socket === socket) this.receive(parseServerEvent(message.data));
    };
    socket.onclose = (close) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.authenticated = false;
      this.failPending();
      this.setStatus('disconnected');
      if (close.reason === SOCKET_CLOSE_REASON.signedOut) this.options.onSignedOut?.();
      this.scheduleReconnect(close.code === SERVICE_RESTART);
    };
  }

  private receive(event: ServerEvent | undefined): void {
    if (!event) return;
    if (event.type === 'auth_success') {
      this.authenticated = true;
      this.attempt = 0;
      this.setStatus('connected');
    }
    if (event.type === 'error' && !this.authenticated && !event.clientMessageId) {
      // A member's claim refused: the session ended before this socket opened (signed out
      // elsewhere, or the account disabled), which a socket already open hears as its close.
      if (this.auth && 'userId' in this.auth && event.reason === SOCKET_ERROR.notThisUser)
        this.options.onSignedOut?.();
      // Otherwise the identity was refused (say, the visitor cookie is not there yet): try again later.
      this.socket?.close();
      return;
    }
    const ackId =
      event.type === 'new_message' || event.type === 'error' ? event.clientMessageId : undefined;
    const waiting = ackId ? this.pending.get(ackId) : undefined;
    if (ackId && waiting) {
      this.pending.delete(ackId);
      this.clearTimer(waiting.timer);
      if (event.type === 'new_message') waiting.resolve(event);
      else if (event.type === 'error')
        waiting.reject(new SendRefusedError(event.reason, 'refused', event.retryAfter));
    }
    for (const listener of [...this.listeners]) listener(event);
  }

  private scheduleReconnect(restart: boolean): void {
    if (!this.auth) return;
    if (restart) this.attempt = 0;
    const delay = reconnectDelay(this.attempt);
    this.attempt += 1;
    this.retryTimer = this.setTimer(() => this.open(), delay);
  }

  private closeSocket(): void {
    if (this.retryTimer) this.clearTimer(this.retryTimer);
    this.retryTimer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    this.authenticated = false;
    this.failPending();
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.close();
    }
  }

  private failPending(): void {
    for (const [id, waiting] of this.pending) {
      this.clearTimer(waiting.timer);
      waiting.reject(new SendRefusedError('The connection was lost', 'lost'));
      this.pending.delete(id);
    }
  }

  private setStatus(status: RealtimeStatus): void {
    this.options.onStatus?.(status);
  }
}
