import type { StoreReportChart } from '@club/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ClubCalendar } from '../../common/club-calendar.js';
import type { ChatDepositsView } from '../payment-requests/dto/payment-request-views.js';
import type {
  StoreConversionDayView,
  StoreMembersDayView,
  StoreReportView,
  StoreRevenueDayView,
  StoreVipsDayView,
} from './dto/store-report-views.js';
import { STORE_PACKAGES } from '../payments/store-packages.js';
import type { ReportRange } from './report-range.js';
import { reportParameters } from './report-sql.js';
import {
  CHAT_DEPOSITS_SQL,
  CONVERSION_SQL,
  MEMBERS_SQL,
  REVENUE_SQL,
  VIPS_SQL,
} from './store-report-sql.js';

/** Each chart's rows, one per day of the range. */
export interface StoreSeries {
  revenue: StoreRevenueDayView[];
  members: StoreMembersDayView[];
  vips: StoreVipsDayView[];
  conversion: StoreConversionDayView[];
}

const SQL: Record<StoreReportChart, string> = {
  revenue: REVENUE_SQL,
  members: MEMBERS_SQL,
  vips: VIPS_SQL,
  conversion: CONVERSION_SQL,
};

/**
 * The store's reports for a range of the club's days, computed in SQL over payments, checkouts
 * and users.
 */
@Injectable()
export class StoreReportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly calendar: ClubCalendar,
  ) {}

  series<C extends StoreReportChart>(chart: C, range: ReportRange): Promise<StoreSeries[C]> {
    return this.dataSource.query<StoreSeries[C]>(SQL[chart], this.parameters(range));
  }

  async report(range: ReportRange): Promise<StoreReportView> {
    const [revenue, members, vips, conversion, chatDeposits] = await Promise.all([
      this.series('revenue', range),
      this.series('members', range),
      this.series('vips', range),
      this.series('conversion', range),
      this.chatDeposits(range),
    ]);
    return {
      ...range,
      packages: STORE_PACKAGES.map(({ id, name }) => ({ id, name })),
      revenue,
      members,
      vips,
      conversion,
      conversionTotal: conversionTotal(conversion),
      chatDeposits,
    };
  }

  private async chatDeposits(range: ReportRange): Promise<ChatDepositsView> {
    const [row]: {
      sent: number;
      paid: number;
      demoPaid: number;
      medianSecondsToPay: number | null;
    }[] = await this.dataSource.query(CHAT_DEPOSITS_SQL, this.parameters(range));
    return {
      sent: row.sent,
      paid: row.paid,
      demoPaid: row.demoPaid,
      conversion: row.sent ? row.paid / row.sent : null,
      medianSecondsToPay:
        row.medianSecondsToPay === null ? null : Math.round(Number(row.medianSecondsToPay)),
    };
  }

  private parameters(range: ReportRange) {
    return reportParameters(range, this.calendar.timeZone);
  }
}

export function conversionTotal(days: StoreConversionDayView[]) {
  return {
    chosen: days.reduce((sum, day) => sum + day.chosen, 0),
    paid: days.reduce((sum, day) => sum + day.paid, 0),
  };
}
