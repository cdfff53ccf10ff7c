import type { AccountExport, ExportedConversation } from '@club/contracts';
import { ACCOUNT_TEXT, type UserRole } from '@club/contracts';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AdminAuditLog } from '../admin-audit/admin-audit-log.js';
import { ChatCore } from '../chat/chat-core.service.js';
import { PaymentResponseDto } from '../payments/dto/payment-response.dto.js';
import { PaymentEntity } from '../payments/payment.entity.js';
import { AccountSessions } from '../users/account-sessions.js';
import { UserResponseDto } from '../users/dto/user-response.dto.js';
import { PasswordHasher } from '../users/password-hasher.js';
import { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { ProfileUpdateDto } from './dto/account.dtos.js';
import { MemberSessions } from './member-sessions.js';

interface ExportedMessageRow {
  conversationId: string;
  id: string;
  content: string;
  messageType: string;
  imageUrl: string | null;
  isFromAdmin: boolean;
  template: string | null;
  createdAt: Date;
}

/** What a member does with their own account: profile, password, data, deletion. */
@Injectable()
export class AccountService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(PaymentEntity) private readonly payments: Repository<PaymentEntity>,
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: MemberSessions,
    private readonly accountSessions: AccountSessions,
    private readonly chat: ChatCore,
    private readonly usersService: UsersService,
    private readonly audit: AdminAuditLog,
  ) {}

  async updateProfile(userId: string, changes: ProfileUpdateDto): Promise<UserEntity> {
    const fields = (['firstName', 'lastName', 'phone', 'nickname'] as const).filter(
      (field) => changes[field] !== undefined,
    );
    if (fields.length > 0)
      await this.users.update(
        { id: userId },
        Object.fromEntries(fields.map((field) => [field, changes[field] || null])),
      );
    return (await this.users.findOneBy({ id: userId }))!;
  }

  /** Needs the current password; every other session of the account ends. */
  async changePassword(
    userId: string,
    currentSid: string,
    currentPassword: string,
    newPassword: string,
  ): Promise<void> {
    await this.confirmPassword(userId, currentPassword, ACCOUNT_TEXT.wrongPassword);
    await this.users.update({ id: userId }, { password: await this.hasher.hash(newPassword) });
    await this.sessions.endAllBut(userId, currentSid);
  }

  /**
   * Deletes the account's conversation as support's delete does (its messages, notes and images
   * go, and admins' inboxes hear it at once), then the account with its reset links; its payments
   * stay for the records with no link to anyone. Every session and socket ends.
   *
   * An admin's account is refused: only another admin can take the role away (the console's rule
   * that keeps an admin), and then it is a member's account. The account's row stays locked from
   * the role check to its deletion, so an admin making it an admin meanwhile waits and then finds
   * no account. The deletion is in the admins' audit log.
   */
  async delete(userId: string, password: string): Promise<void> {
    await this.confirmPassword(userId, password, ACCOUNT_TEXT.deleteWrongPassword);
    await this.dataSource.transaction(async (transaction) => {
      const [account] = (await transaction.query(
        `SELECT "username", "role" FROM "users" WHERE "id" = $1 FOR UPDATE`,
        [userId],
      )) as { username: string; role: UserRole }[];
      if (!account) return;
      if (account.role === 'admin') throw new ConflictException(ACCOUNT_TEXT.deleteAdmin);
      const conversations = (await transaction.query(
        `SELECT "id" FROM "conversations" WHERE "userId" = $1`,
        [userId],
      )) as { id: string }[];
      for (const { id } of conversations) await this.chat.delete('user', id);
      const self = { id: userId, username: account.username };
      await this.audit.record(transaction, {
        actor: self,
        action: 'account_deleted',
        target: self,
        details: {},
      });
      await transaction.query(`DELETE FROM "users" WHERE "id" = $1`, [userId]);
    });
    await this.accountSessions.endAll(userId);
  }

  async export(userId: string): Promise<AccountExport<Date>> {
    const user = (await this.users.findOneBy({ id: userId }))!;
    const payments = await this.payments.find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'ASC' },
    });
    return {
      exportedAt: new Date(),
      profile: UserResponseDto.from(user),
      conversations: await this.conversationsOf(userId),
      payments: payments.map(PaymentResponseDto.from),
    };
  }

  private async confirmPassword(userId: string, password: string, refusal: string): Promise<void> {
    if (!(await this.usersService.passwordMatches(userId, password)))
      throw new BadRequestException(refusal);
  }

  /** The member's conversation and its messages; support's notes and assignment are not theirs. */
  private async conversationsOf(userId: string): Promise<ExportedConversation<Date>[]> {
    const conversations = (await this.dataSource.query(
      `SELECT "id", "subject", "status", "createdAt" FROM "conversations"
       WHERE "userId" = $1 ORDER BY "createdAt"`,
      [userId],
    )) as Omit<ExportedConversation<Date>, 'messages'>[];
    if (conversations.length === 0) return [];
    const messages = (await this.dataSource.query(
      `SELECT "conversationId", "id", "content", "messageType", "imageUrl", "isFromAdmin",
              "template", "createdAt"
       FROM "messages" WHERE "conversationId" = ANY($1) ORDER BY "id"`,
      [conversations.map((conversation) => conversation.id)],
    )) as ExportedMessageRow[];
    return conversations.map((conversation) => ({
      ...conversation,
      messages: messages
        .filter((message) => message.conversationId === conversation.id)
        .map((message) => ({
          id: Number(message.id),
          from: message.template ? 'site' : message.isFromAdmin ? 'support' : 'me',
          content: message.content,
          messageType: message.messageType,
          imageUrl: message.imageUrl,
          createdAt: message.createdAt,
        })),
    }));
  }
}
