import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ClubCalendar } from '../../common/club-calendar.js';
import { ADMINS_SQL, BUSY_HOURS_SQL, DAYS_SQL } from './desk-report-sql.js';
import type { DeskReportView, ReportAdminView, ReportDayView } from './dto/desk-report-views.js';
import type { ReportRange } from './report-range.js';
import { reportParameters } from './report-sql.js';

/**
 * The support desk's report for a range of the club's days, computed in SQL over both inbox
 * lists.
 */
@Injectable()
export class DeskReportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly calendar: ClubCalendar,
  ) {}

  async report(range: ReportRange): Promise<DeskReportView> {
    const parameters = reportParameters(range, this.calendar.timeZone);
    const [days, admins, busy] = await Promise.all([
      this.dataSource.query<ReportDayView[]>(DAYS_SQL, parameters),
      this.dataSource.query<ReportAdminView[]>(ADMINS_SQL, parameters),
      this.dataSource.query<{ hour: number; weekday: number; messages: number }[]>(
        BUSY_HOURS_SQL,
        parameters,
      ),
    ]);
    const byHour = Array<number>(24).fill(0);
    const byWeekday = Array<number>(7).fill(0);
    for (const cell of busy) {
      byHour[cell.hour] += cell.messages;
      byWeekday[cell.weekday - 1] += cell.messages;
    }
    return {
      ...range,
      days,
      admins,
      customerMessagesByHour: byHour,
      customerMessagesByWeekday: byWeekday,
    };
  }
}
