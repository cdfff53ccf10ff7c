import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { UserEntity } from '../users/user.entity.js';
import { renderBotTemplate } from './bot-templates.js';
import { messageView } from './chat-views.mapper.js';
import { ChatCore, type MessageInput, type SendOrigin } from './chat-core.service.js';
import { BOT_DUPLICATE_WINDOW_MS, type BotTemplate, type Subject } from '@club/contracts';
import { ConversationEntity } from './conversation.entity.js';
import type { MessageView } from './dto/chat-views.js';
import { MessageEntity } from './message.entity.js';

/** A member's send: a message, or a server-written bot message asked for by name. */
export interface MemberMessageInput extends MessageInput {
  template?: BotTemplate;
}

/** What only members' chats have: one account conversation each, found by account, and bot messages. */
@Injectable()
export class MemberChatService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly core: ChatCore,
  ) {}

  listOwn(userId: string): Promise<ConversationEntity[]> {
    return this.dataSource
      .getRepository(ConversationEntity)
      .find({ where: { userId }, order: { lastMessageAt: 'DESC', id: 'DESC' } });
  }

  /** Members have one account conversation: the existing one is answered if there is one. */
  async findOrCreate(
    userId: string,
    subject: Subject,
  ): Promise<{ conversation: ConversationEntity; created: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`conversation:${userId}`]);
      const existing = await manager.findOne(ConversationEntity, {
        where: { userId },
        order: { lastMessageAt: 'DESC' },
      });
      if (existing) return { conversation: existing, created: false };
      const conversation = await manager.save(
        manager.create(ConversationEntity, { userId, subject }),
      );
      return {
        conversation: await manager.findOneByOrFail(ConversationEntity, { id: conversation.id }),
        created: true,
      };
    });
  }

  /** Members write to their own conversations, admins to any; a template asks for a bot message. */
  async send(
    author: UserEntity,
    conversationId: string,
    input: MemberMessageInput,
    origin?: SendOrigin,
  ): Promise<MessageView> {
    if (author.role === 'admin')
      return this.core.send('user', conversationId, { support: author }, input, origin);
    if (input.template) {
      const conversation = await this.core.ownedBy('user', { key: author.id }, conversationId);
      return this.sendBotMessage(conversation, input.template, origin);
    }
    return this.core.send(
      'user',
      conversationId,
      { owner: { key: author.id }, member: author },
      input,
      origin,
    );
  }

  /** Repeated asks within the duplicate window answer the message already written. */
  private async sendBotMessage(
    conversation: ConversationEntity,
    template: BotTemplate,
    origin?: SendOrigin,
  ): Promise<MessageView> {
    const saved = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`bot:${conversation.id}`]);
      const recent = await manager
        .createQueryBuilder(MessageEntity, 'message')
        .where('message.conversationId = :id AND message.template = :template', {
          id: conversation.id,
          template,
        })
        .andWhere(`message.createdAt > now() - make_interval(secs => :seconds)`, {
          seconds: BOT_DUPLICATE_WINDOW_MS / 1000,
        })
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
      // New activity without a status change: bot messages leave the status as it is.
      await manager.update(
        ConversationEntity,
        { id: conversation.id },
        { lastMessageAt: () => 'now()' },
      );
      return { row, fresh: true };
    });
    if (!saved.fresh) return messageView(saved.row);
    const { id, conversationId, senderId, content, messageType, imageUrl, createdAt } = saved.row;
    const stored = {
      id,
      conversationId,
      senderId,
      visitorHandle: null,
      fromSupport: true,
      content,
      messageType,
      imageUrl,
      createdAt,
    };
    const progress = {
      ownerKey: conversation.userId,
      status: conversation.status,
      lastMessageAt: createdAt,
      assigneeId: conversation.assigneeId,
    };
    return this.core.announceMessage('user', stored, progress, undefined, origin);
  }
}
