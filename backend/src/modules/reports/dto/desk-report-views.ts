import type * as Contract from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class ReportDayView implements Contract.ReportDayView {
  @ApiProperty({ example: '2026-11-01' }) day: string;
  @ApiProperty() started: number;
  @ApiProperty({ type: Number, nullable: true }) medianFirstResponseSeconds: number | null;
  @ApiProperty({ type: Number, nullable: true }) medianResolutionSeconds: number | null;
  @ApiProperty() openAtEndOfDay: number;
}

export class ReportAdminView implements Contract.ReportAdminView {
  @ApiProperty({ format: 'uuid' }) adminId: string;
  @ApiProperty() username: string;
  @ApiProperty() firstResponses: number;
  @ApiProperty({ type: Number, nullable: true }) medianFirstResponseSeconds: number | null;
  @ApiProperty() resolved: number;
  @ApiProperty({ type: Number, nullable: true }) medianResolutionSeconds: number | null;
}

export class DeskReportView implements Contract.DeskReportView {
  @ApiProperty({ example: '2026-11-01' }) from: string;
  @ApiProperty({ example: '2026-11-14' }) to: string;
  @ApiProperty({ type: [ReportDayView] }) days: ReportDayView[];
  @ApiProperty({ type: [ReportAdminView] }) admins: ReportAdminView[];
  @ApiProperty({
    type: [Number],
    description: "24 counts, 00:00 first, hours of the club's time zone",
  })
  customerMessagesByHour: number[];
  @ApiProperty({
    type: [Number],
    description: "7 counts, Monday first, weekdays of the club's time zone",
  })
  customerMessagesByWeekday: number[];
}
