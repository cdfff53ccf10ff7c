import {
  ADMIN_LIST_DEFAULT_LIMIT,
  type AdminPaymentsQuery,
  type PaymentStatus,
  type RefundMethod,
} from '@club/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ClubCalendar } from '../../common/club-calendar.js';
import { decodeCursor, pageOf, type PageCursor } from '../chat/conversation-page.js';
import { findPackage } from '../payments/store-packages.js';
import type { AdminPaymentDto } from './dto/admin-payment.view.js';
import {
  paymentFilters,
  paymentRowsQuery,
  SELECT_PAYMENTS,
  type PaymentFilters,
} from './payment-filters.js';

/** How many rows the CSV reads at a time. */
const EXPORT_BATCH = 1000;

interface PaymentRow {
  id: string;
  packageId: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
  createdAt: Date;
  cursorTime: string;
  stripePaymentIntentId: string | null;
  refundRequestedAt: Date | null;
  refundedAt: Date | null;
  stripeRefundId: string | null;
  refundMethod: RefundMethod | null;
  memberId: string | null;
  memberUsername: string | null;
  requesterId: string | null;
  requesterUsername: string | null;
}

function toView(row: PaymentRow): AdminPaymentDto {
  return {
    id: row.id,
    member: row.memberId ? { id: row.memberId, username: row.memberUsername! } : null,
    packageId: row.packageId,
    packageName: findPackage(row.packageId)?.name ?? row.packageId,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt,
    stripePaymentIntentId: row.stripePaymentIntentId,
    refund: row.refundMethod
      ? {
          requestedAt: row.refundRequestedAt,
          requestedBy: row.requesterId
            ? { id: row.requesterId, username: row.requesterUsername! }
            : null,
          refundedAt: row.refundedAt,
          stripeRefundId: row.stripeRefundId,
          method: row.refundMethod,
        }
      : null,
  };
}

/** The Payments section's rows: a page at a time for the list, every row in batches for the CSV. */
@Injectable()
export class AdminPaymentList {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly calendar: ClubCalendar,
  ) {}

  async page(
    query: AdminPaymentsQuery,
  ): Promise<{ items: AdminPaymentDto[]; nextCursor?: string }> {
    const filters = paymentFilters(query);
    const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
    const size = query.limit ?? ADMIN_LIST_DEFAULT_LIMIT;
    const rows = await this.rows(filters, cursor, size + 1);
    return pageOf(rows, size, toView);
  }

  async one(id: string): Promise<AdminPaymentDto | undefined> {
    const rows: PaymentRow[] = await this.dataSource.query(`${SELECT_PAYMENTS} WHERE p."id" = $1`, [
      id,
    ]);
    return rows[0] && toView(rows[0]);
  }

  /** Every row the filters select, newest first, read a batch at a time by the same keyset. */
  async *all(filters: PaymentFilters): AsyncGenerator<AdminPaymentDto[]> {
    let cursor: PageCursor | undefined;
    for (;;) {
      const rows = await this.rows(filters, cursor, EXPORT_BATCH);
      if (rows.length > 0) yield rows.map(toView);
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1];
      cursor = { lastMessageAt: last.cursorTime, id: last.id };
    }
  }

  private rows(
    filters: PaymentFilters,
    cursor: PageCursor | undefined,
    limit: number,
  ): Promise<PaymentRow[]> {
    const { sql, parameters } = paymentRowsQuery(filters, cursor, limit, this.calendar.timeZone);
    return this.dataSource.query(sql, parameters);
  }
}
