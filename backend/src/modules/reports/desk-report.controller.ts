import { REPORT_TEXT } from '@club/contracts';
import { Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ClubCalendar } from '../../common/club-calendar.js';
import { AdminChatRoutes } from '../chat/admin-list-routes.js';
import { DeskReportService } from './desk-report.service.js';
import { DeskReportView } from './dto/desk-report-views.js';
import { ReportRangeQueryDto } from './dto/report-range-query.dto.js';
import { reportRange } from './report-range.js';

/** The support desk's reports page (admins only). */
@AdminChatRoutes()
export class DeskReportController {
  constructor(
    private readonly reports: DeskReportService,
    private readonly calendar: ClubCalendar,
  ) {}

  @Get('reports/desk')
  @ApiOperation({
    summary:
      "Conversations started, median first response and resolution, busiest hours and open backlog per day of the club's time zone (CLUB_TIME_ZONE)",
  })
  @ApiOkResponse({ type: DeskReportView })
  @ApiBadRequestResponse({ description: Object.values(REPORT_TEXT).join('; ') })
  async report(@Query() query: ReportRangeQueryDto): Promise<DeskReportView> {
    return this.reports.report(reportRange(query, await this.calendar.today()));
  }
}
