import { STORE_PACKAGE_ID, type StorePackageId } from '@club/contracts';
import type * as Contract from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { ChatDepositsView } from '../../payment-requests/dto/payment-request-views.js';

const DAY = { example: '2026-11-01' };

export class StoreRevenueDayView implements Contract.StoreRevenueDayView {
  @ApiProperty(DAY) day: string;
  @ApiProperty({ description: 'Tournament Entry, US cents' }) tournament: number;
  @ApiProperty({ description: 'VIP Access, US cents' }) vip: number;
  @ApiProperty({ description: 'Premium Package, US cents' }) premium: number;
  @ApiProperty({ description: 'All packages, US cents' }) total: number;
}

export class StoreMembersDayView implements Contract.StoreMembersDayView {
  @ApiProperty(DAY) day: string;
  @ApiProperty() newMembers: number;
}

export class StoreVipsDayView implements Contract.StoreVipsDayView {
  @ApiProperty(DAY) day: string;
  @ApiProperty({ description: 'Members with VIP running at the end of the day' })
  activeVips: number;
}

export class StoreConversionDayView implements Contract.StoreConversionDayView {
  @ApiProperty(DAY) day: string;
  @ApiProperty({ description: 'Packages chosen (PaymentIntents made) that day' }) chosen: number;
  @ApiProperty({ description: 'Of those, paid for since' }) paid: number;
}

export class StoreConversionTotalView implements Contract.StoreConversionTotalView {
  @ApiProperty() chosen: number;
  @ApiProperty() paid: number;
}

export class StoreReportPackageView implements Contract.StoreReportPackageView {
  @ApiProperty({ enum: Object.values(STORE_PACKAGE_ID) }) id: StorePackageId;
  @ApiProperty({ example: 'VIP Access' }) name: string;
}

export class StoreReportView implements Contract.StoreReportView {
  @ApiProperty({ example: '2026-11-01' }) from: string;
  @ApiProperty({ example: '2026-11-14' }) to: string;
  @ApiProperty({ type: [StoreReportPackageView] }) packages: StoreReportPackageView[];
  @ApiProperty({ type: [StoreRevenueDayView] }) revenue: StoreRevenueDayView[];
  @ApiProperty({ type: [StoreMembersDayView] }) members: StoreMembersDayView[];
  @ApiProperty({ type: [StoreVipsDayView] }) vips: StoreVipsDayView[];
  @ApiProperty({ type: [StoreConversionDayView] }) conversion: StoreConversionDayView[];
  @ApiProperty({ type: StoreConversionTotalView }) conversionTotal: StoreConversionTotalView;
  @ApiProperty({ type: ChatDepositsView, description: 'Deposits closed in chat' })
  chatDeposits: ChatDepositsView;
}
