import type { AdminAuditAction, AdminAuditDetailsByAction } from '@club/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** An account as an entry names it. */
export interface AuditAccount {
  id: string;
  username: string;
}

export interface AdminAuditRecord<A extends AdminAuditAction> {
  actor: AuditAccount;
  action: A;
  target?: AuditAccount;
  details: AdminAuditDetailsByAction[A];
}

/**
 * Writes the admins' audit log. Every change an admin makes to someone else's account or money
 * records itself here, through the transaction that makes the change, so an entry exists exactly
 * when the change does.
 */
@Injectable()
export class AdminAuditLog {
  async record<A extends AdminAuditAction>(
    transaction: EntityManager,
    { actor, action, target, details }: AdminAuditRecord<A>,
  ): Promise<void> {
    await transaction.query(
      `INSERT INTO "admin_audit_log" ("actorId", "actorUsername", "action", "targetUserId", "targetUsername", "details")
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [actor.id, actor.username, action, target?.id ?? null, target?.username ?? null, details],
    );
  }
}
