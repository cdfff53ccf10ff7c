import { REPORT_TEXT, STORE_REPORT_TEXT } from '@club/contracts';
import { Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import { ClubCalendar } from '../../common/club-calendar.js';
import { AdminChatRoutes } from '../chat/admin-list-routes.js';
import { ReportRangeQueryDto } from './dto/report-range-query.dto.js';
import { StoreReportCsvQueryDto } from './dto/store-report-csv-query.dto.js';
import { StoreReportView } from './dto/store-report-views.js';
import { reportRange } from './report-range.js';
import { storeReportCsv, storeReportFileName } from './store-report-csv.js';
import { StoreReportService } from './store-report.service.js';

const RANGE_PROBLEMS = Object.values(REPORT_TEXT).join('; ');

/** The store's reports page (admins only): the charts' data, and each chart's as CSV. */
@AdminChatRoutes()
export class StoreReportController {
  constructor(
    private readonly reports: StoreReportService,
    private readonly calendar: ClubCalendar,
  ) {}

  @Get('reports/store')
  @ApiOperation({
    summary:
      "Revenue per package, new members, active VIPs and packages chosen vs paid, per day of the club's time zone (CLUB_TIME_ZONE)",
  })
  @ApiOkResponse({ type: StoreReportView })
  @ApiBadRequestResponse({ description: RANGE_PROBLEMS })
  async report(@Query() query: ReportRangeQueryDto): Promise<StoreReportView> {
    return this.reports.report(reportRange(query, await this.calendar.today()));
  }

  @Get('reports/store.csv')
  @ApiOperation({ summary: "One store chart's data as a CSV file (RFC 4180)" })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'A CSV file, as an attachment' })
  @ApiBadRequestResponse({ description: `${STORE_REPORT_TEXT.chartInvalid}; ${RANGE_PROBLEMS}` })
  async csv(
    @Query() query: StoreReportCsvQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const range = reportRange(query, await this.calendar.today());
    const rows = await this.reports.series(query.chart, range);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader(
      'Content-Disposition',
      `attachment; filename="${storeReportFileName(query.chart, range)}"`,
    );
    response.setHeader('Cache-Control', 'no-store');
    return storeReportCsv(query.chart, rows, this.calendar.timeZone);
  }
}
