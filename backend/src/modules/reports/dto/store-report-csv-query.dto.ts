import {
  STORE_REPORT_CHARTS,
  STORE_REPORT_TEXT,
  type StoreReportChart,
  type StoreReportCsvQuery,
} from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ReportRangeQueryDto } from './report-range-query.dto.js';

export class StoreReportCsvQueryDto extends ReportRangeQueryDto implements StoreReportCsvQuery {
  @ApiProperty({ enum: STORE_REPORT_CHARTS, description: 'The chart whose data to download' })
  @IsIn(STORE_REPORT_CHARTS, { message: STORE_REPORT_TEXT.chartInvalid })
  chart: StoreReportChart;
}
