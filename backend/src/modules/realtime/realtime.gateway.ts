import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HttpException, Inject, Logger, NotFoundException, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
} from '@nestjs/websockets';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { WebSocket } from 'ws';
import { newRequestId, runWithRequestId } from '../../common/logging/request-context.js';
import { rawInputProblemOf } from '../../common/validation.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.js';
import { TOO_MANY_REQUESTS } from '../../common/rate-limit/rate-limit.guard.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AnonymousChatService } from '../anonymous-chat/anonymous-chat.service.js';
import type { VisitorChatKind } from '../anonymous-chat/anonymous-conversation.entity.js';
import { VisitorIdentity } from '../anonymous-chat/visitor-identity.js';
import { ChatService } from '../chat/chat.service.js';
import { MetricsService } from '../metrics/metrics.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { ChatBus } from './bus/chat-bus.js';
import type { ChatEvent } from './bus/chat-event.js';
import { SocketSendMessageDto } from './dto/socket-messages.js';
import { isSameOriginUpgrade } from './origin.js';
import { SocketRegistry } from './socket-registry.js';
import { SocketSession } from './socket-session.js';

export const POLICY_VIOLATION = 1008;
/** Sent on shutdown: clients reconnect (through the balancer, to another instance). */
export const SERVICE_RESTART = 1012;
const MAX_FRAME_BYTES = 64 * 1024;
const SHUTDOWN_CLOSE_WAIT_MS = 2_000;

interface Credentials {
  user?: UserEntity;
  visitorKey?: string;
}

export interface ClientSocket extends WebSocket {
  id: string;
  /** Settles once the upgrade's cookies are read; messages may arrive before that. */
  credentials: Promise<Credentials>;
  alive: boolean;
  /** One socket's sends are handled one after another, so they are stored in the order sent. */
  sending: Promise<unknown>;
  /** The session that signed the upgrade in, if any: the socket closes when it ends. */
  sessionId?: string;
}

interface AuthMessage {
  userId?: unknown;
  username?: unknown;
  deviceId?: unknown;
}

/** Fields left undefined are not sent. */
const error = (reason: string, clientMessageId?: string, retryAfter?: number) => ({ type: 'error', reason, clientMessageId, retryAfter });

/**
 * /ws: authenticates from the upgrade's cookies (session or chat_state), takes sends, and
 * delivers committed chat events from the bus to the sockets allowed to read them.
 */
@WebSocketGateway({ path: '/ws', maxPayload: MAX_FRAME_BYTES })
export class RealtimeGateway
  implements OnGatewayConnection<ClientSocket>, OnGatewayDisconnect<ClientSocket>, OnModuleInit, BeforeApplicationShutdown
{
  private readonly logger = new Logger(RealtimeGateway.name);
  private readonly registry = new SocketRegistry<ClientSocket>();
  private readonly connected = new Set<ClientSocket>();
  private heartbeat?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SocketSession,
    private readonly visitors: VisitorIdentity,
    private readonly chat: ChatService,
    private readonly anonymousChat: AnonymousChatService,
    private readonly limiter: RateLimiter,
    private readonly bus: ChatBus,
    private readonly metrics: MetricsService,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe((event) => runWithRequestId(event.requestId ?? newRequestId(), () => this.deliver(event)));
    // Events of other instances may have been missed: clients reconnect and catch up (?after=).
    this.bus.onResync(() => {
      for (const socket of this.connected) socket.close(SERVICE_RESTART, 'Realtime bus reconnected');
    });
    this.heartbeat = setInterval(() => this.checkHeartbeats(), this.config.wsHeartbeatMs);
    this.heartbeat.unref();
  }

  /** Before the server stops: a clean close that tells clients to reconnect (elsewhere). */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.heartbeat);
    const sockets = [...this.connected];
    const closed = sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.once('close', () => resolve());
          socket.close(SERVICE_RESTART, 'Server restarting');
        }),
    );
    // Sends already taken are stored and published before the bus and the database close.
    const settled = Promise.all(closed).then(() => Promise.allSettled(sockets.map((socket) => socket.sending)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_CLOSE_WAIT_MS))]);
  }

  handleConnection(client: ClientSocket, request: IncomingMessage): void {
    client.id = randomUUID();
    client.alive = true;
    client.sending = Promise.resolve();
    client.on('pong', () => (client.alive = true));
    this.connected.add(client);
    this.metrics.openSockets.inc();
    if (!isSameOriginUpgrade(request)) {
      client.credentials = Promise.resolve({});
      client.close(POLICY_VIOLATION, 'Origin not allowed');
      return;
    }
    const visitorKey = this.visitors.keyOf(request);
    client.credentials = this.sessions.signedInOf(request).then(
      (signedIn) => {
        client.sessionId = signedIn?.sessionId;
        return { user: signedIn?.user, visitorKey };
      },
      (reason: unknown) => {
        this.logger.warn(`Could not read the session of a socket: ${String(reason)}`);
        return { visitorKey };
      },
    );
  }

  handleDisconnect(client: ClientSocket): void {
    if (this.connected.delete(client)) this.metrics.openSockets.dec();
    this.registry.remove(client);
  }

  /** The claimed identity is only accepted when the upgrade's cookies prove it. */
  @SubscribeMessage('auth')
  async authenticate(@ConnectedSocket() client: ClientSocket, @MessageBody() message: AuthMessage) {
    const { user, visitorKey } = await client.credentials;
    if (message.userId !== undefined) {
      if (!user || message.userId !== user.id) return error('Not signed in as this user');
      this.registry.add(client, { admin: user.role === 'admin', userId: user.id, visitorKey });
      return { type: 'auth_success', userId: user.id, role: user.role };
    }
    if (message.username !== undefined || message.deviceId !== undefined) {
      if (!visitorKey) return error('No visitor chat in this browser yet: open a conversation first');
      const claim = visitorClaimOf(message);
      if (!claim) return error('deviceId and username must be strings');
      if (!(await this.anonymousChat.isVisitorOf(visitorKey, claim.kind, claim.deviceId))) {
        return error('No visitor chat for this device id or guest name in this browser');
      }
      this.registry.add(client, { admin: false, userId: user?.id, visitorKey });
      return { type: 'auth_success', visitor: true };
    }
    return error('auth needs userId, username or deviceId');
  }

  @SubscribeMessage('send_message')
  send(@ConnectedSocket() client: ClientSocket, @MessageBody() body: unknown) {
    // Each socket message gets a request id of its own, carried to the logs and events it causes.
    // A send that failed must not hold up (or fail) the ones after it.
    const result = client.sending
      .catch(() => undefined)
      .then(() => runWithRequestId(newRequestId(), () => this.handleSend(client, body)));
    client.sending = result;
    return result;
  }

  private async handleSend(client: ClientSocket, body: unknown) {
    const raw = body as { clientMessageId?: unknown };
    const clientMessageId = typeof raw.clientMessageId === 'string' ? raw.clientMessageId.slice(0, 100) : undefined;
    const identity = this.registry.identityOf(client);
    if (!identity) return error('Authenticate first', clientMessageId);

    const problem = rawInputProblemOf(body);
    if (problem) return error(problem, clientMessageId);
    const message = plainToInstance(SocketSendMessageDto, body);
    const problems = await validate(message, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
    if (problems.length) return error(Object.values(problems[0].constraints ?? {})[0] ?? 'Invalid message', clientMessageId);

    const sender = identity.userId ? `user:${identity.userId}` : `visitor:${identity.visitorKey}`;
    // The same key as the account's HTTP sends in RateLimitGuard: one budget for both.
    const decision = await this.limiter.consume('send', sender);
    if (!decision.allowed) return error(TOO_MANY_REQUESTS, clientMessageId, decision.retryAfterSeconds);

    try {
      await this.route(identity, await client.credentials, message, { socketId: client.id, clientMessageId });
      return undefined;
    } catch (failure) {
      if (failure instanceof HttpException) return error(failure.message, clientMessageId);
      this.logger.error(failure instanceof Error ? (failure.stack ?? failure.message) : String(failure));
      return error('The message could not be stored; please try again', clientMessageId);
    }
  }

  /** A member's (or admin's) own conversation first, else a visitor conversation of this socket. */
  private async route(
    identity: { admin: boolean; visitorKey?: string },
    { user }: Credentials,
    message: SocketSendMessageDto,
    origin: { socketId: string; clientMessageId?: string },
  ): Promise<void> {
    const input = { content: message.content, messageType: message.messageType, imageUrl: message.imageUrl };
    if (user) {
      const sent = await this.chat.send(user, message.conversationId, input, origin).catch((failure: unknown) => {
        if (failure instanceof NotFoundException) return undefined;
        throw failure;
      });
      if (sent) return;
      if (identity.admin) {
        await this.anonymousChat.send(message.conversationId, { admin: user }, input, origin);
        return;
      }
    }
    await this.anonymousChat.send(message.conversationId, { visitorKey: identity.visitorKey }, input, origin);
  }

  private deliver(event: ChatEvent): void {
    if (event.type === 'session_ended') {
      this.closeSocketsOf(event.sessionId);
      return;
    }
    const admins = this.registry.adminSockets();
    const owners = this.registry.ownerSockets(event.audience);
    const conversationKind = event.kind;
    switch (event.type) {
      case 'new_message': {
        const { origin, conversation } = event;
        // The sending socket's copy carries its clientMessageId; fields left undefined are not sent.
        const clientMessageIdFor = (socket: ClientSocket) => (origin?.socketId === socket.id ? origin.clientMessageId : undefined);
        let delivered = 0;
        for (const socket of admins) {
          delivered += send(socket, { type: 'new_message', conversationKind, message: event.forAdmins, conversation, clientMessageId: clientMessageIdFor(socket) });
        }
        for (const socket of owners) {
          delivered += send(socket, { type: 'new_message', conversationKind, message: event.forOwner, clientMessageId: clientMessageIdFor(socket) });
        }
        this.metrics.messagesDelivered.inc(delivered);
        this.logger.debug(`new_message in ${event.conversationId} delivered to ${delivered} socket(s)`);
        return;
      }
      case 'conversation_updated':
        for (const socket of admins) send(socket, { type: 'conversation_updated', conversationKind, conversation: event.forAdmins });
        return;
      case 'conversation_deleted':
        for (const socket of [...admins, ...owners]) {
          send(socket, { type: 'conversation_deleted', conversationKind, conversationId: event.conversationId });
        }
    }
  }

  private closeSocketsOf(sessionId: string): void {
    for (const socket of this.connected) {
      if (socket.sessionId === sessionId) socket.close(POLICY_VIOLATION, 'Signed out');
    }
  }

  private checkHeartbeats(): void {
    for (const socket of this.connected) {
      if (!socket.alive) {
        socket.terminate();
        continue;
      }
      socket.alive = false;
      socket.ping();
    }
  }
}

/** The conversation a visitor's auth claims: a guest name, else a device id (undefined: not strings). */
function visitorClaimOf({ username, deviceId }: AuthMessage): { kind: VisitorChatKind; deviceId: string } | undefined {
  if (username !== undefined) return typeof username === 'string' ? { kind: 'guest', deviceId: username } : undefined;
  return typeof deviceId === 'string' ? { kind: 'device', deviceId } : undefined;
}

/** Writes the event if the socket is open; 1 when written. */
function send(socket: WebSocket, payload: object): number {
  if (socket.readyState !== socket.OPEN) return 0;
  socket.send(JSON.stringify(payload));
  return 1;
}
