import { REPORT_DAY_PATTERN, REPORT_TEXT, type ReportRangeQuery } from '@club/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';

/** The days of a report: the desk's and the store's alike. */
export class ReportRangeQueryDto implements ReportRangeQuery {
  @ApiPropertyOptional({
    description:
      "First day, inclusive, of the club's calendar (CLUB_TIME_ZONE; default: 13 days before `to`)",
    example: '2026-11-01',
  })
  @IsOptional()
  @Matches(REPORT_DAY_PATTERN, { message: REPORT_TEXT.fromInvalid })
  @IsString({ message: REPORT_TEXT.fromInvalid })
  from?: string;

  @ApiPropertyOptional({
    description: "Last day, inclusive (default: today in the club's time zone)",
    example: '2026-11-14',
  })
  @IsOptional()
  @Matches(REPORT_DAY_PATTERN, { message: REPORT_TEXT.toInvalid })
  @IsString({ message: REPORT_TEXT.toInvalid })
  to?: string;
}
