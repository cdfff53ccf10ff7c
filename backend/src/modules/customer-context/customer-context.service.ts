import { CUSTOMER_CONVERSATIONS_LIMIT, CUSTOMER_PAYMENTS_LIMIT } from '@club/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Not } from 'typeorm';
import { AnonymousConversationEntity } from '../anonymous-chat/anonymous-conversation.entity.js';
import { ChatError, ChatErrorCode } from '../chat/chat-error.js';
import type { ChatConversationColumns } from '../chat/chat-columns.js';
import { ConversationEntity } from '../chat/conversation.entity.js';
import { PaymentResponseDto } from '../payments/dto/payment-response.dto.js';
import { PaymentEntity } from '../payments/payment.entity.js';
import { UserEntity } from '../users/user.entity.js';
import type {
  CustomerConversationView,
  MemberCustomerView,
  VisitorCustomerView,
} from './dto/customer-views.js';

function conversationView({
  id,
  subject,
  status,
  lastMessageAt,
}: ChatConversationColumns): CustomerConversationView {
  return { id, subject, status, lastMessageAt };
}

/** Who the customer of a conversation is, for the admin inbox's customer panel. */
@Injectable()
export class CustomerContextService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async member(conversationId: string): Promise<MemberCustomerView> {
    const conversation = await this.dataSource
      .getRepository(ConversationEntity)
      .findOneBy({ id: conversationId });
    if (!conversation) throw new ChatError(ChatErrorCode.ConversationNotFound);
    const { userId } = conversation;
    const [user, payments, others] = await Promise.all([
      this.dataSource.getRepository(UserEntity).findOneByOrFail({ id: userId }),
      this.dataSource.getRepository(PaymentEntity).find({
        where: { userId },
        order: { createdAt: 'DESC' },
        take: CUSTOMER_PAYMENTS_LIMIT,
      }),
      this.dataSource.getRepository(ConversationEntity).find({
        where: { userId, id: Not(conversationId), firstMessageAt: Not(IsNull()) },
        order: { lastMessageAt: 'DESC' },
        take: CUSTOMER_CONVERSATIONS_LIMIT,
      }),
    ]);
    return {
      kind: 'user',
      userId,
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      nickname: user.nickname,
      supportLabel: user.supportLabel,
      memberSince: user.createdAt,
      vipUntil: user.vipUntil,
      isPremium: user.isPremium,
      tournamentEntries: user.tournamentEntries,
      payments: payments.map(PaymentResponseDto.from),
      otherConversations: others.map(conversationView),
    };
  }

  /** When this browser started its first chat: its oldest conversation. */
  private async firstSeen(visitorKey: string): Promise<Date> {
    const [row] = await this.dataSource.query<{ first: Date }[]>(
      'SELECT min("createdAt") AS "first" FROM "anonymous_conversations" WHERE "visitorKey" = $1',
      [visitorKey],
    );
    return row.first;
  }

  async visitor(conversationId: string): Promise<VisitorCustomerView> {
    const repository = this.dataSource.getRepository(AnonymousConversationEntity);
    const conversation = await repository.findOne({
      where: { id: conversationId },
      select: { visitorKey: true, followUpEmail: true },
    });
    if (!conversation) throw new ChatError(ChatErrorCode.ConversationNotFound);
    const current = await repository.findOneByOrFail({ id: conversationId });
    const { visitorKey } = conversation;
    const [firstSeen, others] = await Promise.all([
      this.firstSeen(visitorKey),
      repository.find({
        where: { visitorKey, id: Not(conversationId), firstMessageAt: Not(IsNull()) },
        order: { lastMessageAt: 'DESC' },
        take: CUSTOMER_CONVERSATIONS_LIMIT,
      }),
    ]);
    return {
      kind: current.kind,
      displayName: current.displayName,
      deviceId: current.visitorHandle,
      firstSeen,
      startedOnPage: current.startedOnPage,
      startedForGame: current.startedForGame,
      followUpEmail: conversation.followUpEmail,
      otherConversations: others.map(conversationView),
    };
  }
}
