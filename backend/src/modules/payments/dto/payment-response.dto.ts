import { PAYMENT_STATUSES, type PaymentView } from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';
import type { PaymentEntity, PaymentStatus } from '../payment.entity.js';
import { findPackage } from '../store-packages.js';

/** One purchase of the signed-in member. */
export class PaymentResponseDto implements PaymentView<Date> {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'vip' })
  packageId: string;

  @ApiProperty({ example: 'VIP Access' })
  packageName: string;

  @ApiProperty({ description: 'Amount paid in cents', example: 5000 })
  amount: number;

  @ApiProperty({ example: 'usd' })
  currency: string;

  @ApiProperty({
    description: 'The Stripe PaymentIntent it paid; null for a demo payment, which made none',
    example: 'pi_3Q2w3E4r5T6y7U8i',
    nullable: true,
    type: String,
  })
  stripePaymentIntentId: string | null;

  @ApiProperty({ enum: PAYMENT_STATUSES })
  status: PaymentStatus;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  static from(payment: PaymentEntity): PaymentResponseDto {
    const { id, packageId, amount, currency, stripePaymentIntentId, status, createdAt } = payment;
    return {
      id,
      packageId,
      packageName: findPackage(packageId)?.name ?? packageId,
      amount,
      currency,
      stripePaymentIntentId,
      status,
      createdAt,
    };
  }
}
