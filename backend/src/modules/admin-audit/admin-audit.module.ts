import { Module } from '@nestjs/common';
import { AdminAuditController } from './admin-audit.controller.js';
import { AdminAuditLog } from './admin-audit-log.js';
import { AuditLogPages } from './audit-log-page.js';

/** The admins' audit log: its writer, for every module whose changes it records, and its page. */
@Module({
  controllers: [AdminAuditController],
  providers: [AdminAuditLog, AuditLogPages],
  exports: [AdminAuditLog],
})
export class AdminAuditModule {}
