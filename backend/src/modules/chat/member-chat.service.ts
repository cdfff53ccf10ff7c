import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource } from 'typeorm';
import type { UserEntity } from '../users/user.entity.js';
import { renderBotTemplate } from './bot-templates.js';
import { messageView } from './chat-views.mapper.js';
import { ChatCore, type MessageInput, type SendOrigin } from './chat-core.service.js';
import {
  BOT_DUPLICATE_WINDOW_MS,
  type BotTemplate,
  type DepositGame,
  type Subject,
} from '@club/contracts';
import { ConversationEntity } from './conversation.entity.js';
import type { MessageView } from './dto/chat-views.js';
import { MessageEntity } from './message.entity.js';
import type { StoredMessage } from './message-store.js';

/** A member's send: a message, or a server-written bot message asked for by name. */
export interface MemberMessageInput extends MessageInput {
  template?: BotTemplate;
  /** The deposit request's game and the widget's id for the request (bot messages). */
  game?: DepositGame;
  requestId?: string;
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
      return this.sendBotMessage(conversation, input, input.template, origin);
    }
    return this.core.send(
      'user',
      conversationId,
      { owner: { key: author.id }, member: author },
      input,
      origin,
    );
  }

  /**
   * One bot message per request: asking again with the same request id, or any ask within the
   * duplicate window (SPEC §4), answers the message already written. A bot message does not bring
   * the conversation into the admin lists: the first message from a person does.
   */
  private async sendBotMessage(
    conversation: ConversationEntity,
    input: MemberMessageInput,
    template: BotTemplate,
    origin?: SendOrigin,
  ): Promise<MessageView> {
    const saved = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`bot:${conversation.id}`]);
      const earlier = manager
        .createQueryBuilder(MessageEntity, 'message')
        .where('message.conversationId = :id AND message.template = :template', {
          id: conversation.id,
          template,
        });
      const recent = await earlier
        .andWhere(
          new Brackets((either) => {
            either.where(`message.createdAt > now() - make_interval(secs => :seconds)`, {
              seconds: BOT_DUPLICATE_WINDOW_MS / 1000,
            });
            if (input.requestId)
              either.orWhere('message.botRequestId = :requestId', { requestId: input.requestId });
          }),
        )
        .orderBy('message.id', 'DESC')
        .getOne();
      if (recent) return { row: recent, fresh: false };
      const row = await manager.save(
        manager.create(MessageEntity, {
          conversationId: conversation.id,
          senderId: null,
          isFromAdmin: true,
          template,
          botRequestId: input.requestId ?? null,
          content: renderBotTemplate(template, input.game ?? conversation.subject),
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
    const stored: StoredMessage = {
      id,
      conversationId,
      senderId,
      visitorHandle: null,
      fromSupport: true,
      content,
      messageType,
      imageUrl,
      createdAt,
      automatic: template,
      clientMessageId: null,
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
