import { ERROR_TEXT, SOCKET_ERROR, type InboxList, type SocketErrorEvent } from '@club/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CHAT_LISTS } from '../chat/chat-lists.js';
import { ConversationDirectory } from '../chat/conversation-directory.js';
import type { UserEntity } from '../users/user.entity.js';
import { RealtimeBus } from './bus/realtime-bus.js';
import type { Audience } from './bus/realtime-event.js';
import { SocketTypingDto } from './dto/socket-typing.js';
import { socketError } from './socket-events.js';
import { frameInput } from './socket-frame-input.js';
import type { SocketIdentity } from './socket-registry.js';

/** Conversations a socket identity was found allowed to signal in, and where the signal goes. */
interface Target {
  list: InboxList;
  audience: Audience;
}

/** Targets remembered per socket identity: a few conversations at a time are enough. */
const REMEMBERED_TARGETS = 16;

/** Who may signal in a conversation: an admin in any, its owner (member or this browser's visitor) in their own. */
interface Writer {
  list: InboxList;
  /** The owner's key the conversation must have; none for support. */
  ownerKey?: string;
}

/**
 * Relays `typing` frames to the other side of the conversation, across instances, without storing
 * anything. A socket may signal only where it may write; anywhere else is "not found", as a send is.
 */
@Injectable()
export class TypingRelay {
  /** Per identity (a new auth is a new identity), so repeated signals do not query the database. */
  private readonly allowed = new WeakMap<SocketIdentity, Map<string, Target>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly directory: ConversationDirectory,
    private readonly bus: RealtimeBus,
  ) {}

  async relay(
    identity: SocketIdentity | undefined,
    user: UserEntity | undefined,
    body: unknown,
  ): Promise<SocketErrorEvent | undefined> {
    if (!identity) return socketError(SOCKET_ERROR.authenticateFirst);
    const input = await frameInput(SocketTypingDto, body);
    if ('problem' in input) return socketError(input.problem);
    const { frame } = input;

    const support = Boolean(user && identity.admin);
    const target = await this.targetOf(identity, user, frame.conversationId, support);
    if (!target) return socketError(ERROR_TEXT.conversationNotFound);
    await this.bus.publish({
      type: 'typing',
      list: target.list,
      conversationId: frame.conversationId,
      audience: target.audience,
      from: support ? 'support' : 'customer',
      typing: frame.typing,
    });
    return undefined;
  }

  /** Where a signal of this identity in the conversation goes; undefined when it may not write there. */
  private async targetOf(
    identity: SocketIdentity,
    user: UserEntity | undefined,
    conversationId: string,
    support: boolean,
  ): Promise<Target | undefined> {
    const known = this.allowed.get(identity) ?? new Map<string, Target>();
    const remembered = known.get(conversationId);
    if (remembered) return remembered;
    const writer = await this.writerOf(identity, user, conversationId, support);
    const audience = writer && (await this.audienceOf(writer, conversationId));
    if (!writer || !audience) return undefined;
    const target = { list: writer.list, audience };
    if (known.size >= REMEMBERED_TARGETS) known.delete(known.keys().next().value!);
    known.set(conversationId, target);
    this.allowed.set(identity, known);
    return target;
  }

  /** The list and owner a socket writes to, routed as its sends are. */
  private async writerOf(
    identity: SocketIdentity,
    user: UserEntity | undefined,
    conversationId: string,
    support: boolean,
  ): Promise<Writer | undefined> {
    const list: InboxList = user
      ? ((await this.directory.listOf(conversationId)) ?? 'user')
      : 'anonymous';
    if (support) return { list };
    if (list === 'user') return user ? { list, ownerKey: user.id } : undefined;
    return identity.visitorKey ? { list, ownerKey: identity.visitorKey } : undefined;
  }

  /** Who besides admins hears of the conversation; undefined when the writer may not write to it. */
  private async audienceOf(writer: Writer, conversationId: string): Promise<Audience | undefined> {
    const d = CHAT_LISTS[writer.list];
    const owned = writer.ownerKey !== undefined;
    const rows: { ownerKey: string }[] = await this.dataSource.query(
      `SELECT ${d.ownerColumn}::text AS "ownerKey" FROM ${d.conversationTable}
        WHERE "id" = $1 ${owned ? `AND ${d.ownerColumn}::text = $2` : ''}`,
      owned ? [conversationId, writer.ownerKey] : [conversationId],
    );
    return rows.length ? d.audienceOf(rows[0].ownerKey) : undefined;
  }
}
