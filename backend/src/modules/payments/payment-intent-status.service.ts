import { BadGatewayException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import Stripe from 'stripe';
import { Repository } from 'typeorm';
import type {
  PaymentIntentState,
  PaymentIntentStatusDto,
} from './dto/payment-intent-status.dto.js';
import { PaymentEntity, type PaymentStatus } from './payment.entity.js';
import { STRIPE_CLIENT } from './stripe-client.js';
import { findPackage } from './store-packages.js';

const NOT_FOUND = 'Payment not found';

function stateOf(intent: Stripe.PaymentIntent): PaymentIntentState {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'failed';
    case 'requires_payment_method':
      return intent.last_payment_error ? 'failed' : 'pending';
    default:
      return 'pending';
  }
}

/** A refund asked for counts as refunded here: the return page has nothing to say about either. */
function recordedState(status: Exclude<PaymentStatus, 'demo'>): PaymentIntentState {
  return status === 'refund_pending' ? 'refunded' : status;
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
}

/**
 * Answers where one of a member's payments stands, for the page Stripe returns to: from the
 * payment the webhook recorded, else from Stripe itself (the webhook may come later). A payment
 * of another member, or one that nobody made, is "not found": the answer never tells them apart.
 */
@Injectable()
export class PaymentIntentStatusService {
  private readonly logger = new Logger(PaymentIntentStatusService.name);

  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    @InjectRepository(PaymentEntity) private readonly payments: Repository<PaymentEntity>,
  ) {}

  async statusFor(userId: string, paymentIntentId: string): Promise<PaymentIntentStatusDto> {
    const recorded = await this.payments.findOneBy({ stripePaymentIntentId: paymentIntentId });
    // A demo payment names no PaymentIntent, so none is ever found by one.
    if (recorded && recorded.status !== 'demo') {
      if (recorded.userId !== userId) throw new NotFoundException(NOT_FOUND);
      return this.answer(paymentIntentId, recordedState(recorded.status), recorded.packageId, true);
    }
    const intent = await this.retrieve(paymentIntentId);
    if (!intent || intent.metadata?.userId !== userId) throw new NotFoundException(NOT_FOUND);
    return this.answer(paymentIntentId, stateOf(intent), intent.metadata.packageId ?? null, false);
  }

  private async retrieve(paymentIntentId: string): Promise<Stripe.PaymentIntent | null> {
    if (!this.stripe) return null;
    try {
      return await this.stripe.paymentIntents.retrieve(paymentIntentId);
    } catch (error) {
      if (isMissing(error)) return null;
      this.logger.error(
        `Reading payment ${paymentIntentId} from Stripe failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new BadGatewayException('The payment could not be checked. Please try again later.');
    }
  }

  private answer(
    paymentIntentId: string,
    status: PaymentIntentState,
    packageId: string | null,
    recorded: boolean,
  ): PaymentIntentStatusDto {
    const pkg = findPackage(packageId ?? undefined);
    return {
      paymentIntentId,
      status,
      packageId: pkg?.id ?? null,
      packageName: pkg?.name ?? null,
      recorded,
    };
  }
}
