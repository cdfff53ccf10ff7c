import { Module } from '@nestjs/common';
import { MemberSessions } from '../account/member-sessions.js';
import { SecurityNoticesModule } from '../security-notices/security-notices.module.js';
import { UsersModule } from '../users/users.module.js';
import { PendingSignIns } from './pending-sign-in.js';
import { SecondFactorPolicy } from './second-factor-policy.js';
import { TwoFactorController } from './two-factor.controller.js';
import { TwoFactorService } from './two-factor.service.js';

@Module({
  imports: [UsersModule, SecurityNoticesModule],
  controllers: [TwoFactorController],
  providers: [TwoFactorService, SecondFactorPolicy, PendingSignIns, MemberSessions],
  exports: [SecondFactorPolicy, PendingSignIns, TwoFactorService],
})
export class TwoFactorModule {}
