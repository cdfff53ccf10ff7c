import type { PaymentIntentStatusView } from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';

/** Stripe's PaymentIntent ids: `pi_` and letters, digits or underscores. */
export const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,100}$/;

export class PaymentIntentParamDto {
  @ApiProperty({ example: 'pi_3Q2w3E4r5T6y7U8i' })
  @Matches(PAYMENT_INTENT_ID, { message: 'paymentIntentId is not a Stripe PaymentIntent id' })
  paymentIntentId: string;
}

/**
 * - succeeded: Stripe took the payment (the package is granted once `recorded`);
 * - processing: Stripe is still taking it;
 * - pending: no payment attempt has finished yet;
 * - failed: the attempt failed or the payment was cancelled; nothing was taken;
 * - rejected: Stripe took an amount that does not pay for the package, which was not granted;
 * - refunded: the payment was refunded (or is being refunded) and its package taken back.
 */
export const PAYMENT_INTENT_STATES = [
  'succeeded',
  'processing',
  'pending',
  'failed',
  'rejected',
  'refunded',
] as const;
export type PaymentIntentState = (typeof PAYMENT_INTENT_STATES)[number];

/** Where one of the signed-in member's payments stands, as the server knows it. */
export class PaymentIntentStatusDto implements PaymentIntentStatusView {
  @ApiProperty({ example: 'pi_3Q2w3E4r5T6y7U8i' })
  paymentIntentId: string;

  @ApiProperty({ enum: PAYMENT_INTENT_STATES })
  status: PaymentIntentState;

  @ApiProperty({ type: String, nullable: true, example: 'vip' })
  packageId: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'VIP Access' })
  packageName: string | null;

  @ApiProperty({ description: "True once Stripe's webhook has been applied to the account" })
  recorded: boolean;
}
