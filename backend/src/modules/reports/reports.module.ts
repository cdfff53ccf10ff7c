import { Module } from '@nestjs/common';
import { ClubCalendar } from '../../common/club-calendar.js';
import { DeskReportController } from './desk-report.controller.js';
import { DeskReportService } from './desk-report.service.js';
import { StoreReportController } from './store-report.controller.js';
import { StoreReportService } from './store-report.service.js';

/** Admin reports: read-only figures computed in SQL over the real tables. */
@Module({
  controllers: [DeskReportController, StoreReportController],
  providers: [ClubCalendar, DeskReportService, StoreReportService],
})
export class ReportsModule {}
