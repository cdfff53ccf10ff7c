import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAuditModule } from '../admin-audit/admin-audit.module.js';
import { ChatModule } from '../chat/chat.module.js';
import { PaymentEntity } from '../payments/payment.entity.js';
import { SecurityNoticesModule } from '../security-notices/security-notices.module.js';
import { UserEntity } from '../users/user.entity.js';
import { UsersModule } from '../users/users.module.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { MemberSessions } from './member-sessions.js';

@Module({
  imports: [
    UsersModule,
    ChatModule,
    AdminAuditModule,
    SecurityNoticesModule,
    TypeOrmModule.forFeature([UserEntity, PaymentEntity]),
  ],
  controllers: [AccountController],
  providers: [AccountService, MemberSessions],
})
export class AccountModule {}
