import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PaymentRequestAnnouncer } from '../payment-requests/payment-request-announcer.js';
import {
  settleFailedRequest,
  settlePaidRequest,
} from '../payment-requests/payment-request-settlement.js';
import type { PaymentRequestEntity } from '../payment-requests/payment-request.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { grantPackage } from './package-grants.js';
import type { PaymentStatus } from './payment.entity.js';
import { completeRefund } from './payment-refunds.js';
import { findPackage } from './store-packages.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type WebhookOutcome =
  'fulfilled' | 'refunded' | 'failed' | 'duplicate' | 'rejected' | 'ignored';

/**
 * Verifies Stripe's signed events and applies each successful payment once: the payment row
 * (unique event id and unique payment intent id) and the package are written in one
 * transaction, so a repeated or concurrent delivery inserts nothing and grants nothing. A charge
 * refunded in full (`charge.refunded`, whether asked from the admin console or made in Stripe's
 * dashboard) marks its payment refunded and takes the package back, once as well. A payment
 * request paid in a chat is marked paid in the same transaction as its payment, and a failed
 * attempt marks it failed; both sides of its chat hear of it once the transaction commits.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger(StripeWebhookService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly requests: PaymentRequestAnnouncer,
  ) {}

  async handle(
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<WebhookOutcome> {
    const secret = this.config.stripe.webhookSecret;
    if (!secret) {
      throw new ServiceUnavailableException(
        'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET is not set)',
      );
    }
    if (!signature) throw new BadRequestException('Missing Stripe-Signature header');
    if (!rawBody) throw new BadRequestException('Expected the JSON body of a Stripe event');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new BadRequestException('Invalid Stripe signature');
      }
      throw new BadRequestException('The body is not a Stripe event');
    }
    if (event.type === 'payment_intent.succeeded') return this.fulfil(event.id, event.data.object);
    if (event.type === 'payment_intent.payment_failed') return this.failed(event.data.object);
    if (event.type === 'charge.refunded') return this.refunded(event.data.object);
    return 'ignored';
  }

  /** A partial refund leaves the package: only a charge refunded in full takes it back. */
  private async refunded(charge: Stripe.Charge): Promise<WebhookOutcome> {
    const paymentIntentId =
      typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    if (!paymentIntentId) return 'ignored';
    if (!charge.refunded) {
      this.logger.warn(
        `Payment ${paymentIntentId} was refunded in part (${charge.amount_refunded} of ${charge.amount}); its package stays`,
      );
      return 'ignored';
    }
    const completion = await this.dataSource.transaction((manager) =>
      completeRefund(manager, { paymentIntentId }, 'stripe'),
    );
    if (completion === 'unknown') return 'ignored';
    return completion === 'refunded' ? 'refunded' : 'duplicate';
  }

  private async failed(intent: Stripe.PaymentIntent): Promise<WebhookOutcome> {
    const message = intent.last_payment_error?.message ?? 'The payment could not be completed.';
    const request = await this.dataSource.transaction((manager) =>
      settleFailedRequest(manager, intent.id, message),
    );
    if (!request) return 'ignored';
    await this.requests.announce(request);
    return 'failed';
  }

  private async fulfil(eventId: string, intent: Stripe.PaymentIntent): Promise<WebhookOutcome> {
    const { outcome, paidRequest } = await this.record(eventId, intent);
    if (paidRequest) await this.requests.announce(paidRequest);
    return outcome;
  }

  private async record(
    eventId: string,
    intent: Stripe.PaymentIntent,
  ): Promise<{ outcome: WebhookOutcome; paidRequest?: PaymentRequestEntity }> {
    const pkg = findPackage(intent.metadata?.packageId);
    const userId = intent.metadata?.userId;
    if (!pkg || !userId || !UUID.test(userId)) {
      this.logger.warn(`Payment ${intent.id} names no known package and member; ignored`);
      return { outcome: 'ignored' };
    }
    const amount = intent.amount_received || intent.amount;
    const status: PaymentStatus =
      intent.currency === pkg.currency && amount >= pkg.amount ? 'succeeded' : 'rejected';
    return this.dataSource.transaction(async (manager) => {
      // Locks the member, so concurrent deliveries for them wait here for each other.
      const user = await manager.findOne(UserEntity, {
        where: { id: userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!user) {
        this.logger.warn(`Payment ${intent.id} is for a member who no longer exists; ignored`);
        return { outcome: 'ignored' };
      }
      const inserted: unknown[] = await manager.query(
        `INSERT INTO "payments" ("userId", "packageId", "amount", "currency", "stripePaymentIntentId", "stripeEventId", "status")
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT DO NOTHING
         RETURNING "id"`,
        [userId, pkg.id, amount, intent.currency, intent.id, eventId, status],
      );
      if (inserted.length === 0) return { outcome: 'duplicate' };
      if (status === 'rejected') {
        this.logger.warn(
          `Payment ${intent.id} paid ${amount} ${intent.currency} for ${pkg.id}; not granted`,
        );
        return { outcome: 'rejected' };
      }
      await grantPackage(manager, userId, pkg);
      return {
        outcome: 'fulfilled',
        paidRequest: await settlePaidRequest(manager, intent.id, userId),
      };
    });
  }
}
