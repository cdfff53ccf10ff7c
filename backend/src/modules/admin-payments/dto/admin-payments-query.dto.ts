import {
  ADMIN_PAYMENTS_DAY_PATTERN,
  ADMIN_PAYMENTS_TEXT,
  ERROR_TEXT,
  PAYMENT_STATUSES,
  STORE_PACKAGE_ID,
  type AdminPaymentsQuery,
  type PaymentStatus,
  type StorePackageId,
} from '@club/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { AdminPageLimitField } from '../../../common/dto/admin-page-limit.field.js';

const PACKAGE_IDS = Object.values(STORE_PACKAGE_ID);

/** The filters of the Payments list and its CSV; the CSV ignores `cursor` and `limit`. */
export class AdminPaymentsQueryDto implements AdminPaymentsQuery {
  @ApiPropertyOptional({ enum: PAYMENT_STATUSES })
  @IsOptional()
  @IsIn(PAYMENT_STATUSES, { message: ADMIN_PAYMENTS_TEXT.statusInvalid })
  status?: PaymentStatus;

  @ApiPropertyOptional({ enum: PACKAGE_IDS })
  @IsOptional()
  @IsIn(PACKAGE_IDS, { message: ADMIN_PAYMENTS_TEXT.packageInvalid })
  package?: StorePackageId;

  @ApiPropertyOptional({
    description: "First day, inclusive, of the club's time zone (CLUB_TIME_ZONE)",
    example: '2026-11-01',
  })
  @IsOptional()
  @Matches(ADMIN_PAYMENTS_DAY_PATTERN, { message: ADMIN_PAYMENTS_TEXT.fromInvalid })
  @IsString({ message: ADMIN_PAYMENTS_TEXT.fromInvalid })
  from?: string;

  @ApiPropertyOptional({
    description: "Last day, inclusive, of the club's time zone",
    example: '2026-11-30',
  })
  @IsOptional()
  @Matches(ADMIN_PAYMENTS_DAY_PATTERN, { message: ADMIN_PAYMENTS_TEXT.toInvalid })
  @IsString({ message: ADMIN_PAYMENTS_TEXT.toInvalid })
  to?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "A member's user id: only their payments" })
  @IsOptional()
  @IsUUID('all', { message: ADMIN_PAYMENTS_TEXT.memberInvalid })
  member?: string;

  @ApiPropertyOptional({ description: 'The X-Next-Cursor header of the previous page' })
  @IsOptional()
  @MaxLength(200, { message: ERROR_TEXT.invalidCursor })
  @IsString({ message: ERROR_TEXT.invalidCursor })
  cursor?: string;

  @AdminPageLimitField(ADMIN_PAYMENTS_TEXT.limitInvalid)
  limit?: number;
}
