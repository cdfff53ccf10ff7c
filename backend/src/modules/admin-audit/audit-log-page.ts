import { ADMIN_LIST_DEFAULT_LIMIT, type AdminAuditAction } from '@club/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminAuditQueryDto } from './dto/admin-audit-query.dto.js';
import type { AdminAuditEntryDto } from './dto/admin-audit-entry.dto.js';

interface Row {
  id: string;
  actorId: string | null;
  actorUsername: string;
  action: AdminAuditAction;
  targetUserId: string | null;
  targetUsername: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
}

function toView(row: Row): AdminAuditEntryDto {
  return {
    id: Number(row.id),
    action: row.action,
    actor: { id: row.actorId, username: row.actorUsername },
    target:
      row.targetUsername === null ? null : { id: row.targetUserId, username: row.targetUsername },
    details: row.details,
    createdAt: row.createdAt,
  };
}

/**
 * The SQL of one page, newest first: ids follow time, so the id alone is the keyset (the primary
 * key read backwards, or admin_audit_log_target_idx for one member). One row more than the page
 * tells whether more remain. Exported for the benchmark's EXPLAIN checks.
 */
export function auditLogPageQuery(query: AdminAuditQueryDto): {
  sql: string;
  parameters: unknown[];
} {
  const conditions: string[] = [];
  const parameters: unknown[] = [];
  if (query.member) {
    parameters.push(query.member);
    conditions.push(`"targetUserId" = $${parameters.length}::uuid`);
  }
  if (query.cursor) {
    parameters.push(query.cursor);
    conditions.push(`"id" < $${parameters.length}::bigint`);
  }
  parameters.push((query.limit ?? ADMIN_LIST_DEFAULT_LIMIT) + 1);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return {
    sql: `SELECT "id", "actorId", "actorUsername", "action", "targetUserId", "targetUsername", "details", "createdAt"
            FROM "admin_audit_log" ${where} ORDER BY "id" DESC LIMIT $${parameters.length}`,
    parameters,
  };
}

/** Reads the audit log a page at a time. */
@Injectable()
export class AuditLogPages {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(
    query: AdminAuditQueryDto,
  ): Promise<{ items: AdminAuditEntryDto[]; nextCursor?: string }> {
    const pageSize = query.limit ?? ADMIN_LIST_DEFAULT_LIMIT;
    const { sql, parameters } = auditLogPageQuery(query);
    const rows: Row[] = await this.dataSource.query(sql, parameters);
    const shown = rows.slice(0, pageSize);
    const nextCursor = rows.length > pageSize ? shown.at(-1)?.id : undefined;
    return { items: shown.map(toView), nextCursor };
  }
}
