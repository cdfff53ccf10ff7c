import { Module } from '@nestjs/common';
import { AdminAuditModule } from '../admin-audit/admin-audit.module.js';
import { SecurityNoticesModule } from '../security-notices/security-notices.module.js';
import { TwoFactorModule } from '../two-factor/two-factor.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminMembersController } from './admin-members.controller.js';
import { MemberAdministration } from './member-administration.js';
import { MemberDetails } from './member-details.js';
import { MemberList } from './member-list.js';

/** The admin console's Members section. */
@Module({
  imports: [UsersModule, AdminAuditModule, SecurityNoticesModule, TwoFactorModule],
  controllers: [AdminMembersController],
  providers: [MemberList, MemberDetails, MemberAdministration],
})
export class AdminMembersModule {}
