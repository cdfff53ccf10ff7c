import { MEMBER_CONVERSATIONS_LIMIT, MEMBER_PAYMENTS_LIMIT, MEMBER_TEXT } from '@club/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Not } from 'typeorm';
import { ConversationEntity } from '../chat/conversation.entity.js';
import { PaymentResponseDto } from '../payments/dto/payment-response.dto.js';
import { PaymentEntity } from '../payments/payment.entity.js';
import { TwoFactorService } from '../two-factor/two-factor.service.js';
import { UserEntity } from '../users/user.entity.js';
import type { MemberDetailDto } from './dto/member-views.js';
import { memberViewOf } from './member-view.js';

/** A member's page: the account, its newest purchases and its support conversations. */
@Injectable()
export class MemberDetails {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async of(userId: string): Promise<MemberDetailDto> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id: userId });
    if (!user) throw new NotFoundException(MEMBER_TEXT.notFound);
    const payments = this.dataSource.getRepository(PaymentEntity);
    const [recent, paymentCount, conversations, twoFactorEnabled] = await Promise.all([
      payments.find({
        where: { userId },
        order: { createdAt: 'DESC' },
        take: MEMBER_PAYMENTS_LIMIT,
      }),
      payments.countBy({ userId }),
      this.dataSource.getRepository(ConversationEntity).find({
        where: { userId, firstMessageAt: Not(IsNull()) },
        order: { lastMessageAt: 'DESC' },
        take: MEMBER_CONVERSATIONS_LIMIT,
      }),
      this.twoFactor.isEnabled(userId),
    ]);
    return {
      ...memberViewOf(user),
      phone: user.phone,
      nickname: user.nickname,
      supportLabel: user.supportLabel,
      emailVerified: user.emailVerifiedAt !== null,
      twoFactorEnabled,
      disabledAt: user.disabledAt,
      payments: recent.map(PaymentResponseDto.from),
      paymentCount,
      conversations: conversations.map(({ id, subject, status, lastMessageAt }) => ({
        id,
        subject,
        status,
        lastMessageAt,
      })),
    };
  }
}
