import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, MoreThan, Repository, type EntityManager } from 'typeorm';
import { ImageStorage } from '../uploads/image-storage.js';
import type { UserEntity } from '../users/user.entity.js';
import { ChatBus } from '../realtime/bus/chat-bus.js';
import { BOT_DUPLICATE_WINDOW_MS, renderBotTemplate, type BotTemplate } from './bot-templates.js';
import { messageView, senderSummary, withSender } from './chat-views.mapper.js';
import { statusAfterMessage, type ConversationStatus, type MessageType, type Subject } from './chat.types.js';
import { ConversationEntity } from './conversation.entity.js';
import { AdminConversationList } from './admin-conversation-list.js';
import type { AdminMessageView, MessageView } from './dto/chat-views.js';
import type { MessagesQueryDto } from './dto/messages-query.dto.js';
import { MemberMessageStore } from './member-message-store.js';
import { MessageEntity } from './message.entity.js';
import { markOtherSideRead } from './read-receipts.js';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const EMPTY_MESSAGE = 'A message needs text or an image';
export const FOREIGN_IMAGE = 'imageUrl must be the URL of an uploaded image';

export interface MessageInput {
  content?: string;
  messageType?: MessageType;
  imageUrl?: string | null;
  template?: BotTemplate;
}

export interface SendOrigin {
  socketId: string;
  clientMessageId?: string;
}

/** The text, type and image of a message as it will be stored, or a 400 if it is empty or its image is not stored here. */
export async function storableMessage(
  input: MessageInput,
  images: ImageStorage,
): Promise<{ content: string; messageType: MessageType; imageUrl: string | null }> {
  const content = (input.content ?? '').trim();
  const imageUrl = input.imageUrl ?? null;
  if (imageUrl !== null && !(await images.holds(imageUrl))) throw new BadRequestException(FOREIGN_IMAGE);
  if (!content && !imageUrl) throw new BadRequestException(EMPTY_MESSAGE);
  return { content, messageType: imageUrl ? 'image' : 'text', imageUrl };
}

/** Signed-in members' conversations with support, and the admin's side of them. */
@Injectable()
export class ChatService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(ConversationEntity) private readonly conversations: Repository<ConversationEntity>,
    @InjectRepository(MessageEntity) private readonly messages: Repository<MessageEntity>,
    private readonly adminList: AdminConversationList,
    private readonly store: MemberMessageStore,
    private readonly bus: ChatBus,
    private readonly images: ImageStorage,
  ) {}

  listOwn(userId: string): Promise<ConversationEntity[]> {
    return this.conversations.find({ where: { userId }, order: { lastMessageAt: 'DESC', id: 'DESC' } });
  }

  /** Members have one account conversation: the existing one is answered if there is one. */
  async findOrCreate(userId: string, subject: Subject): Promise<{ conversation: ConversationEntity; created: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`conversation:${userId}`]);
      const existing = await manager.findOne(ConversationEntity, { where: { userId }, order: { lastMessageAt: 'DESC' } });
      if (existing) return { conversation: existing, created: false };
      const conversation = await manager.save(manager.create(ConversationEntity, { userId, subject }));
      return { conversation: (await manager.findOneByOrFail(ConversationEntity, { id: conversation.id })), created: true };
    });
  }

  async byId(id: string): Promise<ConversationEntity> {
    const conversation = await this.conversations.findOneBy({ id });
    if (!conversation) throw new NotFoundException(CONVERSATION_NOT_FOUND);
    return conversation;
  }

  /** Another member's conversation answers 404, exactly like one that does not exist. */
  async ownedBy(user: UserEntity, id: string): Promise<ConversationEntity> {
    const conversation = await this.conversations.findOneBy({ id, userId: user.id });
    if (!conversation) throw new NotFoundException(CONVERSATION_NOT_FOUND);
    return conversation;
  }

  messagesOf(conversationId: string, query: MessagesQueryDto, withSender = false): Promise<MessageEntity[]> {
    return this.messages.find({
      where: { conversationId, ...(query.after !== undefined ? { id: MoreThan(query.after) } : {}) },
      relations: withSender ? { sender: true } : undefined,
      order: { id: 'ASC' },
      take: query.limit ?? 500,
    });
  }

  /**
   * Stores a message and updates its conversation atomically (batched with concurrent sends),
   * then fans it out. Members may write only to their own conversations (others: 404);
   * support messages come from admins, or from a named bot template; never from a flag.
   */
  async send(author: UserEntity, conversationId: string, input: MessageInput, origin?: SendOrigin): Promise<MessageView> {
    const fromSupport = author.role === 'admin';
    if (input.template && !fromSupport) {
      return this.sendBotMessage(await this.ownedBy(author, conversationId), input.template, origin);
    }
    const { content, messageType, imageUrl } = await storableMessage(input, this.images);
    const saved = await this.store.store({
      content,
      messageType,
      imageUrl,
      conversationId,
      ownerId: fromSupport ? null : author.id,
      senderId: author.id,
      isFromAdmin: fromSupport,
      status: statusAfterMessage(fromSupport),
    });
    if (!saved) throw new NotFoundException(CONVERSATION_NOT_FOUND);
    await this.publishMessage(saved.message, withSender(saved.message, senderSummary(author)), saved.conversation, origin);
    return saved.message;
  }

  private async sendBotMessage(conversation: ConversationEntity, template: BotTemplate, origin?: SendOrigin): Promise<MessageView> {
    const saved = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`bot:${conversation.id}`]);
      const recent = await manager
        .createQueryBuilder(MessageEntity, 'message')
        .where('message.conversationId = :id AND message.template = :template', { id: conversation.id, template })
        .andWhere(`message.createdAt > now() - make_interval(secs => :seconds)`, { seconds: BOT_DUPLICATE_WINDOW_MS / 1000 })
        .getOne();
      if (recent) return { row: recent, fresh: false };
      const row = await manager.save(
        manager.create(MessageEntity, {
          conversationId: conversation.id,
          senderId: null,
          isFromAdmin: true,
          template,
          content: renderBotTemplate(template, conversation.subject),
          messageType: 'text',
        }),
      );
      await this.touch(manager, conversation.id);
      return { row, fresh: true };
    });
    const stored = messageView(saved.row);
    if (saved.fresh) {
      const summary = { userId: conversation.userId, status: conversation.status, lastMessageAt: saved.row.createdAt };
      await this.publishMessage(stored, withSender(stored, null), summary, origin);
    }
    return stored;
  }

  /** New activity without a status change (bot messages leave the status as it is). */
  private async touch(manager: EntityManager, id: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(ConversationEntity)
      .set({ lastMessageAt: () => 'now()' })
      .where('id = :id', { id })
      .execute();
  }

  /** Admins get the sender's account and the conversation's new status; the owner, the message. */
  private async publishMessage(
    forOwner: MessageView,
    forAdmins: AdminMessageView,
    conversation: { userId: string; status: ConversationStatus; lastMessageAt: Date },
    origin?: SendOrigin,
  ): Promise<void> {
    await this.bus.publish({
      type: 'new_message',
      kind: 'user',
      conversationId: forOwner.conversationId,
      audience: { userId: conversation.userId },
      forAdmins,
      forOwner,
      conversation: { id: forOwner.conversationId, status: conversation.status, lastMessageAt: conversation.lastMessageAt },
      origin,
    });
  }

  async announceUpdate(conversationId: string, userId: string): Promise<void> {
    const view = await this.adminList.one(conversationId);
    if (!view) return;
    await this.bus.publish({ type: 'conversation_updated', kind: 'user', conversationId, audience: { userId }, forAdmins: view });
  }

  /** Marks the other side's messages read: support's for the customer, the customer's for support. */
  async markRead(conversation: ConversationEntity, readerIsSupport: boolean): Promise<number> {
    const updated = await markOtherSideRead(this.messages, conversation.id, readerIsSupport);
    if (readerIsSupport && updated) await this.announceUpdate(conversation.id, conversation.userId);
    return updated;
  }

  async setStatus(conversation: ConversationEntity, status: ConversationStatus, admin: UserEntity): Promise<void> {
    await this.conversations.update(
      { id: conversation.id },
      { status, closedAt: status === 'closed' ? () => 'now()' : null, adminId: admin.id },
    );
    await this.announceUpdate(conversation.id, conversation.userId);
  }

  async delete(conversation: ConversationEntity): Promise<void> {
    await this.conversations.delete({ id: conversation.id });
    await this.bus.publish({ type: 'conversation_deleted', kind: 'user', conversationId: conversation.id, audience: { userId: conversation.userId } });
  }
}
