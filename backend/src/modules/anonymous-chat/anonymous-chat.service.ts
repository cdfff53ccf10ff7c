import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, MoreThan, Repository } from 'typeorm';
import { CONVERSATION_NOT_FOUND, storableMessage, type MessageInput, type SendOrigin } from '../chat/chat.service.js';
import { statusAfterMessage, type ConversationStatus, type Subject } from '../chat/chat.types.js';
import type { MessagesQueryDto } from '../chat/dto/messages-query.dto.js';
import { markOtherSideRead } from '../chat/read-receipts.js';
import { ChatBus } from '../realtime/bus/chat-bus.js';
import { ImageStorage } from '../uploads/image-storage.js';
import type { UserEntity } from '../users/user.entity.js';
import { AdminAnonymousConversationList } from './admin-anonymous-conversation-list.js';
import { AnonymousConversationEntity, type VisitorChatKind } from './anonymous-conversation.entity.js';
import { AnonymousMessageEntity } from './anonymous-message.entity.js';
import { AnonymousMessageStore } from './anonymous-message-store.js';
import { anonymousMessageView } from './anonymous-views.mapper.js';
import type { AnonymousMessageView } from './dto/anonymous-views.js';

/** A visitor, known by the visitor key of their chat_state cookie (undefined: no cookie). */
export interface VisitorAuthor {
  visitorKey: string | undefined;
  kind?: VisitorChatKind;
  deviceId?: string;
}

/** Who writes: the visitor who owns the conversation, or an admin. */
export type AnonymousAuthor = VisitorAuthor | { admin: UserEntity };

/** Visitors' conversations (device-identified and guest-named) and the admin's side of them. */
@Injectable()
export class AnonymousChatService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(AnonymousConversationEntity) private readonly conversations: Repository<AnonymousConversationEntity>,
    @InjectRepository(AnonymousMessageEntity) private readonly messages: Repository<AnonymousMessageEntity>,
    private readonly adminList: AdminAnonymousConversationList,
    private readonly store: AnonymousMessageStore,
    private readonly bus: ChatBus,
    private readonly images: ImageStorage,
  ) {}

  /** The device widget's conversation of this visitor and device, created on first use. */
  async findOrCreateDevice(visitorKey: string, deviceId: string, displayName?: string): Promise<AnonymousConversationEntity> {
    return this.findOrCreate(visitorKey, 'device', deviceId, { deviceId, displayName: displayName ?? null });
  }

  /** The guest widget's conversation of this visitor and name, created on first use. */
  async findOrCreateGuest(visitorKey: string, username: string, subject: Subject): Promise<AnonymousConversationEntity> {
    return this.findOrCreate(visitorKey, 'guest', username, { deviceId: username, displayName: username, subject });
  }

  async findGuest(visitorKey: string | undefined, username: string): Promise<AnonymousConversationEntity[]> {
    if (!visitorKey) return [];
    return this.conversations.find({ where: { visitorKey, kind: 'guest', deviceId: username }, order: { lastMessageAt: 'DESC' } });
  }

  /** Whether this browser's visitor key holds a conversation of that kind for that device id (or guest name). */
  async isVisitorOf(visitorKey: string, kind: VisitorChatKind, deviceId: string): Promise<boolean> {
    return this.conversations.exists({ where: { visitorKey, kind, deviceId } });
  }

  private async findOrCreate(
    visitorKey: string,
    kind: VisitorChatKind,
    deviceId: string,
    fields: Partial<AnonymousConversationEntity>,
  ): Promise<AnonymousConversationEntity> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`visitor:${visitorKey}:${kind}:${deviceId}`]);
      const existing = await manager.findOne(AnonymousConversationEntity, {
        where: { visitorKey, kind, deviceId },
        order: { lastMessageAt: 'DESC' },
      });
      if (existing) return existing;
      const created = await manager.save(manager.create(AnonymousConversationEntity, Object.assign({}, fields, { visitorKey, kind })));
      return manager.findOneByOrFail(AnonymousConversationEntity, { id: created.id });
    });
  }

  async byId(id: string): Promise<AnonymousConversationEntity> {
    const conversation = await this.conversations.findOneBy({ id });
    if (!conversation) throw new NotFoundException(CONVERSATION_NOT_FOUND);
    return conversation;
  }

  /** Only the browser holding the conversation's chat_state may use it; others get a 404. */
  async ownedBy(
    visitorKey: string | undefined,
    id: string,
    match: { kind?: VisitorChatKind; deviceId?: string } = {},
  ): Promise<AnonymousConversationEntity> {
    const conversation = visitorKey ? await this.conversations.findOneBy({ id, visitorKey, ...match }) : null;
    if (!conversation) throw new NotFoundException(CONVERSATION_NOT_FOUND);
    return conversation;
  }

  messagesOf(conversationId: string, query: MessagesQueryDto): Promise<AnonymousMessageEntity[]> {
    return this.messages.find({
      where: { conversationId, ...(query.after !== undefined ? { id: MoreThan(query.after) } : {}) },
      order: { id: 'ASC' },
      take: query.limit ?? 500,
    });
  }

  /**
   * Stores a message and updates its conversation atomically (batched with concurrent sends),
   * then fans it out.
   * A visitor reaches only conversations of their chat_state (and, when given, of that kind and
   * device id); no row back is a 404. Admins reach any.
   */
  async send(conversationId: string, author: AnonymousAuthor, input: MessageInput, origin?: SendOrigin): Promise<AnonymousMessageView> {
    const admin = 'admin' in author ? author.admin : undefined;
    if (!admin && !('visitorKey' in author && author.visitorKey)) throw new NotFoundException(CONVERSATION_NOT_FOUND);
    const visitor = admin ? undefined : (author as VisitorAuthor);
    const { content, messageType, imageUrl } = await storableMessage(input, this.images);
    const saved = await this.store.store({
      content,
      messageType,
      imageUrl,
      conversationId,
      visitorKey: visitor?.visitorKey ?? null,
      kind: visitor?.kind ?? null,
      deviceId: visitor?.deviceId ?? null,
      adminSenderId: admin?.id ?? null,
      status: statusAfterMessage(Boolean(admin)),
    });
    if (!saved) throw new NotFoundException(CONVERSATION_NOT_FOUND);
    const view = anonymousMessageView(saved.message);
    const { visitorKey, status, lastMessageAt } = saved.conversation;
    await this.bus.publish({
      type: 'new_message',
      kind: 'anonymous',
      conversationId,
      audience: { visitorKey },
      forAdmins: view,
      forOwner: view,
      conversation: { id: conversationId, status, lastMessageAt },
      origin,
    });
    return view;
  }

  async markRead(conversation: AnonymousConversationEntity, readerIsSupport: boolean): Promise<number> {
    const updated = await markOtherSideRead(this.messages, conversation.id, readerIsSupport);
    if (readerIsSupport && updated) await this.announceUpdate(conversation.id);
    return updated;
  }

  async rename(conversation: AnonymousConversationEntity, displayName: string | null): Promise<AnonymousConversationEntity> {
    await this.conversations.update({ id: conversation.id }, { displayName });
    await this.announceUpdate(conversation.id);
    return this.byId(conversation.id);
  }

  async setStatus(conversation: AnonymousConversationEntity, status: ConversationStatus, admin: UserEntity): Promise<void> {
    await this.conversations.update(
      { id: conversation.id },
      { status, closedAt: status === 'closed' ? () => 'now()' : null, adminId: admin.id },
    );
    await this.announceUpdate(conversation.id);
  }

  async delete(conversation: AnonymousConversationEntity): Promise<void> {
    const visitorKey = await this.visitorKeyOf(conversation.id);
    await this.conversations.delete({ id: conversation.id });
    await this.bus.publish({ type: 'conversation_deleted', kind: 'anonymous', conversationId: conversation.id, audience: { visitorKey } });
  }

  private async announceUpdate(conversationId: string): Promise<void> {
    const view = await this.adminList.one(conversationId);
    if (!view) return;
    await this.bus.publish({ type: 'conversation_updated', kind: 'anonymous', conversationId, audience: {}, forAdmins: view });
  }

  private async visitorKeyOf(id: string): Promise<string | undefined> {
    const row = await this.conversations.findOne({ where: { id }, select: { id: true, visitorKey: true } });
    return row?.visitorKey;
  }
}
