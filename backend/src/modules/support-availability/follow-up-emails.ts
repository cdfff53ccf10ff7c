import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AnonymousConversationEntity } from '../anonymous-chat/anonymous-conversation.entity.js';
import { ChatError, ChatErrorCode } from '../chat/chat-error.js';

/** Follow-up addresses, stored on the visitor's conversation and reached only with its key. */
@Injectable()
export class FollowUpEmails {
  constructor(
    @InjectRepository(AnonymousConversationEntity)
    private readonly conversations: Repository<AnonymousConversationEntity>,
  ) {}

  async of(visitorKey: string | undefined, conversationId: string): Promise<string | null> {
    if (!visitorKey) throw new ChatError(ChatErrorCode.ConversationNotFound);
    const conversation = await this.conversations.findOne({
      where: { id: conversationId, visitorKey },
      select: { id: true, followUpEmail: true },
    });
    if (!conversation) throw new ChatError(ChatErrorCode.ConversationNotFound);
    return conversation.followUpEmail;
  }

  async set(
    visitorKey: string | undefined,
    conversationId: string,
    email: string,
  ): Promise<string> {
    if (!visitorKey) throw new ChatError(ChatErrorCode.ConversationNotFound);
    const { affected } = await this.conversations.update(
      { id: conversationId, visitorKey },
      { followUpEmail: email },
    );
    if (!affected) throw new ChatError(ChatErrorCode.ConversationNotFound);
    return email;
  }
}
