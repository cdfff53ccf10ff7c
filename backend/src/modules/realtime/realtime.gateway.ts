import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  SOCKET_CLOSE_CODE,
  SOCKET_CLOSE_REASON,
  SOCKET_ERROR,
  type AuthSuccessEvent,
  type InboxList,
  type SocketErrorEvent,
  type SupportStatusEvent,
  type TabState,
  type VisitorChatKind,
} from '@club/contracts';
import { Inject, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
} from '@nestjs/websockets';
import { clientAddressOf } from '../../common/client-address.js';
import { newRequestId, runWithRequestId } from '../../common/logging/request-context.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.js';
import { TOO_MANY_REQUESTS } from '../../common/rate-limit/rate-limit.guard.js';
import { sendBudgetKeys } from '../../common/rate-limit/send-budget.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { VisitorChatService } from '../anonymous-chat/visitor-chat.service.js';
import { VisitorIdentity } from '../anonymous-chat/visitor-identity.js';
import { ChatCore, type ChatAuthor } from '../chat/chat-core.service.js';
import { ChatError } from '../chat/chat-error.js';
import { ConversationDirectory } from '../chat/conversation-directory.js';
import { AdminPresence } from '../desk/admin-presence.js';
import { presenceFrameRefusal } from '../desk/presence-frame.js';
import { MetricsService } from '../metrics/metrics.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { RealtimeBus } from './bus/realtime-bus.js';
import type { ChatEvent, MessageEvent, RealtimeEvent } from './bus/realtime-event.js';
import { SocketSendMessageDto } from './dto/socket-messages.js';
import { signalFrame, signalGoesToAdmins } from './conversation-signals.js';
import { FrameBudgets } from './frame-budget.js';
import { FrameQueue } from './frame-queue.js';
import { isSameOriginUpgrade } from './origin.js';
import type { InboxSocket } from './realtime-ws-adapter.js';
import {
  conversationUpdatedFrame,
  newMessageFrame,
  noteFrame,
  paymentRequestFrame,
  savedReplyFrame,
} from './server-events.js';
import {
  clientMessageIdOf,
  socketError as error,
  writeEvent,
  writeFrame,
  type OutgoingEvent,
} from './socket-events.js';
import { SocketInbox } from './socket-inbox.js';
import { frameInput } from './socket-frame-input.js';
import { SocketRegistry, type SocketIdentity } from './socket-registry.js';
import { SocketSession } from './socket-session.js';
import { TypingRelay } from './typing-relay.js';
import { UpgradeGate } from './upgrade-gate.js';
import { stripBidiControls } from '../chat/dto/bidi-controls.js';

const MAX_FRAME_BYTES = 64 * 1024;
const SHUTDOWN_CLOSE_WAIT_MS = 2_000;

interface Credentials {
  user?: UserEntity;
  visitorKey?: string;
}

export interface ClientSocket extends InboxSocket {
  id: string;
  /** Settles once the upgrade's cookies are read; messages may arrive before that. */
  credentials: Promise<Credentials>;
  alive: boolean;
  /** The client's address, as express reads req.ip (TRUST_PROXY). */
  address: string;
  /** The upgrade's TCP connection: the UpgradeGate counts the socket under it. */
  connection: Duplex;
  /** Closes the socket if it has not authenticated in time. */
  authDeadline?: NodeJS.Timeout;
  /** The visitor claim ("guest:Name", "device:id") this socket proved: repeating it is answered from memory. */
  verifiedClaim?: string;
  /** The session that signed the upgrade in, if any: the socket closes when it ends. */
  sessionId?: string;
  /** The account of that session: the socket closes when all its sessions end. */
  userId?: string;
}

interface AuthMessage {
  userId?: unknown;
  username?: unknown;
  deviceId?: unknown;
}

/**
 * /ws: authenticates from the upgrade's cookies (session or chat_state), takes sends, and
 * delivers committed chat events from the bus to the sockets allowed to read them.
 */
@WebSocketGateway({ path: '/ws', maxPayload: MAX_FRAME_BYTES })
export class RealtimeGateway
  implements
    OnGatewayConnection<ClientSocket>,
    OnGatewayDisconnect<ClientSocket>,
    OnModuleInit,
    BeforeApplicationShutdown
{
  private readonly logger = new Logger(RealtimeGateway.name);
  private readonly registry = new SocketRegistry<ClientSocket>();
  private readonly connected = new Set<ClientSocket>();
  private readonly frameBudgets: FrameBudgets;
  private heartbeat?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SocketSession,
    private readonly visitors: VisitorIdentity,
    private readonly chat: ChatCore,
    private readonly directory: ConversationDirectory,
    private readonly visitorChat: VisitorChatService,
    private readonly limiter: RateLimiter,
    private readonly bus: RealtimeBus,
    private readonly metrics: MetricsService,
    private readonly gate: UpgradeGate,
    private readonly typing: TypingRelay,
    private readonly presence: AdminPresence,
  ) {
    const { ws } = config;
    this.frameBudgets = new FrameBudgets({
      perSocket: ws.framesPerSocket,
      perAddress: ws.framesPerAddress,
      refused: ws.refusedFrames,
    });
  }

  onModuleInit(): void {
    this.bus.subscribe((event) =>
      runWithRequestId(event.requestId ?? newRequestId(), () => this.deliver(event)),
    );
    // Events of other instances may have been missed: clients reconnect and catch up (?after=).
    this.bus.onResync(() => {
      for (const socket of this.connected)
        socket.close(SOCKET_CLOSE_CODE.serviceRestart, SOCKET_CLOSE_REASON.busReconnected);
    });
    this.heartbeat = setInterval(() => this.checkHeartbeats(), this.config.wsHeartbeatMs);
    this.heartbeat.unref();
    this.presence.onChange((admin) => {
      for (const socket of this.registry.adminSockets())
        this.write(socket, { type: 'admin_presence', admin });
    });
    this.presence.onAvailabilityChange((online) => this.tellCustomers(supportStatus(online)));
  }

  /** Before the server stops: a clean close that tells clients to reconnect (elsewhere). */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.heartbeat);
    const sockets = [...this.connected];
    const closed = sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.once('close', () => resolve());
          socket.close(SOCKET_CLOSE_CODE.serviceRestart, SOCKET_CLOSE_REASON.serverRestarting);
        }),
    );
    // Sends already taken are stored and published before the bus and the database close.
    const settled = Promise.all(closed).then(() =>
      Promise.allSettled(sockets.map((socket) => socket.inbox.idle())),
    );
    await Promise.race([
      settled,
      new Promise((resolve) => setTimeout(resolve, SHUTDOWN_CLOSE_WAIT_MS)),
    ]);
  }

  handleConnection(client: ClientSocket, request: IncomingMessage): void {
    client.id = randomUUID();
    client.alive = true;
    client.address = clientAddressOf(request, this.config.trustProxy);
    client.connection = request.socket;
    client.inbox = new SocketInbox(
      client,
      this.frameBudgets.forSocket(client.address, Date.now()),
      new FrameQueue(this.config.ws.maxQueuedFrames),
      (payload) => this.write(client, payload),
    );
    client.credentials = Promise.resolve({});
    client.on('pong', () => (client.alive = true));
    this.connected.add(client);
    this.metrics.openSockets.inc();
    if (!isSameOriginUpgrade(request)) {
      client.close(SOCKET_CLOSE_CODE.policyViolation, SOCKET_CLOSE_REASON.originNotAllowed);
      return;
    }
    const { authTimeoutMs } = this.config.ws;
    client.authDeadline = setTimeout(
      () =>
        client.close(
          SOCKET_CLOSE_CODE.policyViolation,
          `Not authenticated within ${authTimeoutMs} ms`,
        ),
      authTimeoutMs,
    );
    const visitorKey = this.visitors.keyOf(request);
    client.credentials = this.sessions.signedInOf(request).then(
      (signedIn) => {
        client.sessionId = signedIn?.sessionId;
        client.userId = signedIn?.user.id;
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
    clearTimeout(client.authDeadline);
    this.registry.remove(client);
    this.presence.disconnected(client.id);
  }

  /**
   * The claimed identity is only accepted when the upgrade's cookies prove it. A visitor claim the
   * socket has already proved is accepted again without asking the database.
   */
  @SubscribeMessage('auth')
  async authenticate(
    @ConnectedSocket() client: ClientSocket,
    @MessageBody() message: AuthMessage,
  ): Promise<SocketErrorEvent | undefined> {
    const { user, visitorKey } = await client.credentials;
    if (message.userId !== undefined) {
      if (!user || message.userId !== user.id) return error(SOCKET_ERROR.notThisUser);
      const admin = user.role === 'admin';
      if (!this.admit(client, { admin, userId: user.id, visitorKey })) return undefined;
      this.welcome(client, { type: 'auth_success', userId: user.id, role: user.role }, !admin);
      return undefined;
    }
    if (message.username !== undefined || message.deviceId !== undefined) {
      if (!visitorKey) return error(SOCKET_ERROR.noVisitorChat);
      const claim = visitorClaimOf(message);
      if (!claim) return error(SOCKET_ERROR.visitorClaimNotText);
      const claimKey = `${claim.kind}:${claim.visitorHandle}`;
      if (client.verifiedClaim !== claimKey) {
        if (!(await this.visitorChat.isVisitorOf(visitorKey, claim.kind, claim.visitorHandle))) {
          return error(SOCKET_ERROR.unknownVisitorClaim);
        }
        client.verifiedClaim = claimKey;
      }
      if (!this.admit(client, { admin: false, userId: user?.id, visitorKey })) return undefined;
      this.welcome(client, { type: 'auth_success', visitor: true }, true);
      return undefined;
    }
    return error(SOCKET_ERROR.authIncomplete);
  }

  /** The answer to an accepted auth; a customer's socket then learns whether support is online. */
  private welcome(client: ClientSocket, success: AuthSuccessEvent, customer: boolean): void {
    this.write(client, success);
    if (customer) this.write(client, supportStatus(this.presence.anyoneOnline()));
  }

  /**
   * Support came online or went: every customer socket of this instance hears it, from one
   * serialisation (there may be many thousands). Admins follow each other in `admin_presence`.
   */
  private tellCustomers(event: SupportStatusEvent): void {
    const frame = JSON.stringify(event);
    const { maxBufferedBytes } = this.config.ws;
    for (const socket of this.registry.customerSockets())
      writeFrame(socket, frame, maxBufferedBytes);
  }

  /** Registers the socket as `identity`, or closes it when that identity has too many sockets. */
  private admit(client: ClientSocket, identity: SocketIdentity): boolean {
    const refusal = this.gate.limits.identify(
      client.connection,
      identity.userId ? `user:${identity.userId}` : `visitor:${identity.visitorKey}`,
    );
    if (refusal) {
      client.close(refusal.code, refusal.reason);
      return false;
    }
    clearTimeout(client.authDeadline);
    this.registry.add(client, identity);
    if (identity.admin && identity.userId) this.presence.connected(client.id, identity.userId);
    else this.presence.disconnected(client.id);
    return true;
  }

  /** Each socket message gets a request id of its own, carried to the logs and events it causes. */
  @SubscribeMessage('send_message')
  send(
    @ConnectedSocket() client: ClientSocket,
    @MessageBody() body: unknown,
  ): Promise<SocketErrorEvent | undefined> {
    return runWithRequestId(newRequestId(), () => this.handleSend(client, body));
  }

  /** An admin's tab is in use or hidden/idle: their presence follows. Admins only. */
  @SubscribeMessage('presence')
  tabState(
    @ConnectedSocket() client: ClientSocket,
    @MessageBody() body: unknown,
  ): SocketErrorEvent | undefined {
    const refusal = presenceFrameRefusal(this.registry.identityOf(client), body);
    if (refusal) return error(refusal);
    this.presence.setState(client.id, (body as { state: TabState }).state);
    return undefined;
  }

  /** Relayed to the other side of the conversation, never stored. */
  @SubscribeMessage('typing')
  async signalTyping(
    @ConnectedSocket() client: ClientSocket,
    @MessageBody() body: unknown,
  ): Promise<SocketErrorEvent | undefined> {
    const { user } = await client.credentials;
    return this.typing.relay(this.registry.identityOf(client), user, body);
  }

  private async handleSend(
    client: ClientSocket,
    body: unknown,
  ): Promise<SocketErrorEvent | undefined> {
    const clientMessageId = clientMessageIdOf(body);
    const identity = this.registry.identityOf(client);
    if (!identity) return error(SOCKET_ERROR.authenticateFirst, clientMessageId);

    const input = await frameInput(SocketSendMessageDto, body);
    if ('problem' in input) return error(input.problem, clientMessageId);
    const message = input.frame;

    // The same keys as the web sends of this account or visitor: one budget for both.
    const decision = await this.limiter.consumeEach(
      'send',
      sendBudgetKeys({
        userId: identity.userId,
        visitorKey: identity.visitorKey,
        address: client.address,
      }),
    );
    if (!decision.allowed)
      return error(TOO_MANY_REQUESTS, clientMessageId, decision.retryAfterSeconds);

    try {
      await this.route(identity, await client.credentials, message, {
        socketId: client.id,
        clientMessageId,
      });
      return undefined;
    } catch (failure) {
      if (failure instanceof ChatError) return error(failure.message, clientMessageId);
      this.logger.error(
        failure instanceof Error ? (failure.stack ?? failure.message) : String(failure),
      );
      return error(SOCKET_ERROR.notStored, clientMessageId);
    }
  }

  /** Sends to the conversation's own list, as support (admins) or as its owner (the member, or this browser's visitor). */
  private async route(
    identity: { admin: boolean; visitorKey?: string },
    { user }: Credentials,
    message: SocketSendMessageDto,
    origin: { socketId: string; clientMessageId?: string },
  ): Promise<void> {
    const input = {
      content: message.content,
      messageType: message.messageType,
      imageUrl: message.imageUrl,
      clientMessageId: message.clientMessageId,
    };
    // Visitors' sockets reach only visitors' conversations: no need to look the id up. An unknown
    // id is refused by the members' list, which checks the message before the conversation.
    const list: InboxList = user
      ? ((await this.directory.listOf(message.conversationId)) ?? 'user')
      : 'anonymous';
    await this.chat.send(
      list,
      message.conversationId,
      authorOf(list, identity, user),
      input,
      origin,
    );
  }

  private deliver(event: RealtimeEvent): void {
    if (event.type === 'session_ended') {
      this.closeSockets((socket) => socket.sessionId === event.sessionId);
      return;
    }
    if (event.type === 'account_sessions_ended') {
      this.closeSockets((socket) => socket.userId === event.userId);
      return;
    }
    if (
      event.type === 'presence_report' ||
      event.type === 'site_settings_changed' ||
      event.type === 'merchandise_refreshed' ||
      event.type === 'merchandise_changed'
    )
      return;
    if (event.type === 'saved_reply_changed' || event.type === 'saved_reply_deleted') {
      const frame = savedReplyFrame(event);
      for (const socket of this.registry.adminSockets()) this.write(socket, frame);
      return;
    }
    if (event.type === 'typing' || event.type === 'messages_read') {
      const frame = signalFrame(event);
      const to = signalGoesToAdmins(event)
        ? this.registry.adminSockets()
        : this.registry.ownerSockets(event.audience);
      for (const socket of to) this.write(socket, frame);
      return;
    }
    this.deliverChat(event);
  }

  private deliverChat(event: ChatEvent): void {
    const admins = this.registry.adminSockets();
    switch (event.type) {
      case 'new_message': {
        const { origin } = event;
        // The sending socket's copy carries its clientMessageId.
        const clientMessageIdFor = (socket: ClientSocket) =>
          origin?.socketId === socket.id ? origin.clientMessageId : undefined;
        if (event.repeat) {
          this.acknowledgeRepeat(event);
          return;
        }
        let delivered = 0;
        for (const socket of admins)
          delivered += this.write(socket, newMessageFrame(event, true, clientMessageIdFor(socket)));
        for (const socket of this.registry.ownerSockets(event.audience))
          delivered += this.write(
            socket,
            newMessageFrame(event, false, clientMessageIdFor(socket)),
          );
        this.metrics.messagesDelivered.inc(delivered);
        this.logger.debug(
          `new_message in ${event.conversationId} delivered to ${delivered} socket(s)`,
        );
        return;
      }
      case 'conversation_updated': {
        const frame = conversationUpdatedFrame(event);
        for (const socket of admins) this.write(socket, frame);
        return;
      }
      case 'note_added':
      case 'note_updated':
      case 'note_deleted':
        // Notes are admins' alone: no audience, so no owner socket can hear of one.
        for (const socket of admins) this.write(socket, noteFrame(event));
        return;
      case 'payment_request_updated': {
        const frame = paymentRequestFrame(event);
        for (const socket of [...admins, ...this.registry.ownerSockets(event.audience)])
          this.write(socket, frame);
        return;
      }
      case 'conversation_deleted':
        for (const socket of [...admins, ...this.registry.ownerSockets(event.audience)]) {
          this.write(socket, {
            type: 'conversation_deleted',
            conversationKind: event.list,
            conversationId: event.conversationId,
            ...(event.mergedInto ? { mergedInto: event.mergedInto } : {}),
          });
        }
    }
  }

  /** A repeated send's stored message, to the socket that sent it again (if it is on this instance). */
  private acknowledgeRepeat(event: MessageEvent): void {
    const socket = [...this.connected].find((candidate) => candidate.id === event.origin?.socketId);
    if (!socket) return;
    const identity = this.registry.identityOf(socket);
    this.write(
      socket,
      newMessageFrame(event, Boolean(identity?.admin), event.origin?.clientMessageId),
    );
  }

  /** The only way out to a socket: a wrong event does not compile. */
  private write(socket: ClientSocket, event: OutgoingEvent): number {
    return writeEvent(socket, event, this.config.ws.maxBufferedBytes);
  }

  private closeSockets(ofWhom: (socket: ClientSocket) => boolean): void {
    for (const socket of this.connected) {
      if (ofWhom(socket))
        socket.close(SOCKET_CLOSE_CODE.policyViolation, SOCKET_CLOSE_REASON.signedOut);
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

function supportStatus(online: boolean): SupportStatusEvent {
  return { type: 'support_status', online };
}

/** The conversation a visitor's auth claims: a guest name, else a device id (undefined: not strings). */
function visitorClaimOf({
  username,
  deviceId,
}: AuthMessage): { kind: VisitorChatKind; visitorHandle: string } | undefined {
  if (username !== undefined) {
    // Stored as the REST calls store it: without bidi controls, trimmed.
    return typeof username === 'string'
      ? { kind: 'guest', visitorHandle: stripBidiControls(username).trim() }
      : undefined;
  }
  return typeof deviceId === 'string' ? { kind: 'device', visitorHandle: deviceId } : undefined;
}

/**
 * Who a socket writes as. In members' conversations: an admin account as support, a member as
 * the owner. In visitors' conversations: a socket signed in as admin as support, any other as
 * this browser's visitor (any widget, as the socket proved one).
 */
function authorOf(
  list: InboxList,
  identity: { admin: boolean; visitorKey?: string },
  user: UserEntity | undefined,
): ChatAuthor {
  if (list === 'user' && user)
    return user.role === 'admin' ? { support: user } : { owner: { key: user.id }, member: user };
  if (user && identity.admin) return { support: user };
  return { owner: identity.visitorKey ? { key: identity.visitorKey } : undefined };
}
