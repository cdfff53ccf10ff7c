import {
  PAYMENT_STATUSES,
  REFUND_METHOD,
  type AdminPaymentPersonView,
  type AdminPaymentRefundView,
  type AdminPaymentView,
  type PaymentStatus,
  type RefundMethod,
} from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class AdminPaymentPersonDto implements AdminPaymentPersonView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'alice' })
  username: string;
}

export class AdminPaymentRefundDto implements AdminPaymentRefundView<Date> {
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "When an admin asked for it here; null for a refund made in Stripe's dashboard",
  })
  requestedAt: Date | null;

  @ApiProperty({ type: AdminPaymentPersonDto, nullable: true })
  requestedBy: AdminPaymentPersonDto | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the package was taken back; null while Stripe has not confirmed it',
  })
  refundedAt: Date | null;

  @ApiProperty({ type: String, nullable: true, example: 're_3Q2w3E4r5T6y7U8i' })
  stripeRefundId: string | null;

  @ApiProperty({
    enum: Object.values(REFUND_METHOD),
    description:
      'stripe: the money goes back through Stripe; local: recorded here only (no Stripe keys)',
  })
  method: RefundMethod;
}

export class AdminPaymentDto implements AdminPaymentView<Date> {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    type: AdminPaymentPersonDto,
    nullable: true,
    description: 'Null when the account was deleted',
  })
  member: AdminPaymentPersonDto | null;

  @ApiProperty({ example: 'vip' })
  packageId: string;

  @ApiProperty({ example: 'VIP Access' })
  packageName: string;

  @ApiProperty({ description: 'In cents of currency', example: 5000 })
  amount: number;

  @ApiProperty({ example: 'usd' })
  currency: string;

  @ApiProperty({ enum: PAYMENT_STATUSES })
  status: PaymentStatus;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({
    example: 'pi_3Q2w3E4r5T6y7U8i',
    nullable: true,
    type: String,
    description: 'Null for a demo payment, which made no PaymentIntent',
  })
  stripePaymentIntentId: string | null;

  @ApiProperty({ type: AdminPaymentRefundDto, nullable: true })
  refund: AdminPaymentRefundDto | null;
}
