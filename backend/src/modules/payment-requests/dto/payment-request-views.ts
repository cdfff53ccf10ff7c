import {
  PAYMENT_REQUEST_STATUSES,
  PAYMENT_REQUEST_TEXT,
  STORE_PACKAGE_ID,
  type PaymentRequestStatus,
  type StorePackageId,
} from '@club/contracts';
import type * as Contract from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

const PACKAGE_IDS = Object.values(STORE_PACKAGE_ID);

export class PaymentRequestView implements Contract.PaymentRequestView<Date> {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: PACKAGE_IDS }) packageId: StorePackageId;
  @ApiProperty({ example: 'VIP Access' }) packageName: string;
  @ApiProperty({ description: "US cents, from the server's package table", example: 5000 })
  amount: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ enum: PAYMENT_REQUEST_STATUSES }) status: PaymentRequestStatus;
  @ApiProperty({ description: 'Paying it makes no payment: the store is in demo mode for it' })
  demo: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time', description: 'After this it expires' })
  expiresAt: Date;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it was paid, cancelled or expired',
  })
  closedAt: Date | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "Stripe's words for the last failed attempt",
  })
  failureMessage: string | null;
}

export class CreatePaymentRequestDto implements Contract.CreatePaymentRequestBody {
  @ApiProperty({ enum: PACKAGE_IDS, description: "The package; the amount is the server's" })
  @IsIn(PACKAGE_IDS, { message: PAYMENT_REQUEST_TEXT.packageInvalid })
  packageId: StorePackageId;
}

export class PaymentRequestCheckoutView implements Contract.PaymentRequestCheckoutView {
  @ApiProperty({ description: "The PaymentIntent's client secret, for Stripe Elements" })
  clientSecret: string;
  @ApiProperty({ description: "Stripe's publishable key, for Stripe.js" })
  publishableKey: string;
}

export class ChatDepositsView implements Contract.ChatDepositsView {
  @ApiProperty({ description: 'Payment requests sent in the range' }) sent: number;
  @ApiProperty({ description: 'Of those, paid by now, demo confirmations included' }) paid: number;
  @ApiProperty({ description: 'Of the paid ones, demo confirmations (no money taken)' })
  demoPaid: number;
  @ApiProperty({ type: Number, nullable: true, description: 'paid / sent, 0–1; null when none' })
  conversion: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Median seconds from sending to payment over the paid ones; null when none',
  })
  medianSecondsToPay: number | null;
}
