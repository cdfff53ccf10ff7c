import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import Stripe from 'stripe';
import { IsNull, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DEMO_PRICE_PREFIX } from '../../config/stripe-config.js';
import { UserEntity } from '../users/user.entity.js';
import type { ClientSecretDto } from './dto/create-payment.dto.js';
import { PaymentResponseDto } from './dto/payment-response.dto.js';
import type { StorePackagesDto } from './dto/store-packages.dto.js';
import { PAYMENT_ERROR_MESSAGES, PaymentError, PaymentErrorCode } from './payment-error.js';
import { PaymentEntity } from './payment.entity.js';
import { STRIPE_CLIENT } from './stripe-client.js';
import { STORE_PACKAGES, type StorePackage } from './store-packages.js';

function isMissingCustomer(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.code === 'resource_missing' &&
    error.param === 'customer'
  );
}

/** The store's packages and PaymentIntents for them; fulfilment is the webhook's. */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(PaymentEntity) private readonly payments: Repository<PaymentEntity>,
  ) {}

  packages(): StorePackagesDto {
    return {
      publishableKey: this.publishableKey(),
      packages: STORE_PACKAGES.map((pkg) => ({
        ...pkg,
        features: [...pkg.features],
        priceId: this.config.stripe.priceIds[pkg.id],
        demo: this.isDemo(pkg),
      })),
    };
  }

  /** Stripe's publishable key, or null while the store is in demo mode. */
  publishableKey(): string | null {
    const { secretKey, publishableKey } = this.config.stripe;
    return secretKey && publishableKey ? publishableKey : null;
  }

  /** Buying it makes no payment: Stripe is not configured, or its price is a demo_ placeholder. */
  isDemo(pkg: StorePackage): boolean {
    return (
      this.publishableKey() === null ||
      this.config.stripe.priceIds[pkg.id].startsWith(DEMO_PRICE_PREFIX)
    );
  }

  /**
   * A PaymentIntent for a chat's payment request, for its member; the webhook finds the request by
   * the intent's id.
   */
  async createRequestIntent(
    user: UserEntity,
    pkg: StorePackage,
    paymentRequestId: string,
  ): Promise<{ id: string; clientSecret: string }> {
    if (!this.stripe)
      throw new PaymentError(PaymentErrorCode.NotConfigured, PAYMENT_ERROR_MESSAGES.notConfigured);
    return this.intentFor(this.stripe, user, pkg, this.config.stripe.priceIds[pkg.id], {
      paymentRequestId,
    });
  }

  /** The client secret of an intent made earlier for the same request. */
  async clientSecretOf(paymentIntentId: string): Promise<string> {
    if (!this.stripe)
      throw new PaymentError(PaymentErrorCode.NotConfigured, PAYMENT_ERROR_MESSAGES.notConfigured);
    try {
      const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId);
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
      return intent.client_secret;
    } catch (error) {
      this.logger.error(
        `Reading payment ${paymentIntentId} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new PaymentError(
        PaymentErrorCode.ProviderFailed,
        PAYMENT_ERROR_MESSAGES.providerFailed,
      );
    }
  }

  /**
   * Cancels an intent that must no longer be paid (its request was cancelled or expired). An
   * intent Stripe already settled cannot be cancelled: then the webhook records what happened.
   */
  async cancelIntent(paymentIntentId: string): Promise<void> {
    if (!this.stripe) return;
    try {
      await this.stripe.paymentIntents.cancel(paymentIntentId, undefined, {
        idempotencyKey: `cancel-${paymentIntentId}`,
      });
    } catch (error) {
      this.logger.warn(
        `Cancelling payment ${paymentIntentId} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  async createPayment(user: UserEntity, priceId: string): Promise<ClientSecretDto> {
    const pkg = STORE_PACKAGES.find(
      (candidate) => this.config.stripe.priceIds[candidate.id] === priceId,
    );
    if (!pkg)
      throw new PaymentError(PaymentErrorCode.UnknownPrice, PAYMENT_ERROR_MESSAGES.unknownPrice);
    if (priceId.startsWith(DEMO_PRICE_PREFIX)) {
      throw new PaymentError(PaymentErrorCode.DemoPrice, PAYMENT_ERROR_MESSAGES.demoPrice);
    }
    if (!this.stripe)
      throw new PaymentError(PaymentErrorCode.NotConfigured, PAYMENT_ERROR_MESSAGES.notConfigured);
    const intent = await this.intentFor(this.stripe, user, pkg, priceId);
    // A package chosen, for the store reports' conversion (packages chosen vs paid).
    await this.payments.query(
      `INSERT INTO "store_checkouts" ("packageId", "stripePaymentIntentId") VALUES ($1, $2)`,
      [pkg.id, intent.id],
    );
    return { clientSecret: intent.clientSecret };
  }

  /** A PaymentIntent for the package; whatever goes wrong on the way is the provider's failure. */
  private async intentFor(
    stripe: Stripe,
    user: UserEntity,
    pkg: StorePackage,
    priceId: string,
    metadata: Record<string, string> = {},
  ): Promise<{ id: string; clientSecret: string }> {
    try {
      const intent = await this.createIntent(stripe, user, pkg, priceId, metadata);
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    } catch (error) {
      this.logger.error(
        `Creating a payment for ${pkg.id} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new PaymentError(
        PaymentErrorCode.ProviderFailed,
        PAYMENT_ERROR_MESSAGES.providerFailed,
      );
    }
  }

  async listFor(userId: string): Promise<PaymentResponseDto[]> {
    const payments = await this.payments.find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'ASC' },
    });
    return payments.map(PaymentResponseDto.from);
  }

  /** A customer kept from an earlier purchase may be gone (deleted, or other keys): then a new one is made. */
  private async createIntent(
    stripe: Stripe,
    user: UserEntity,
    pkg: StorePackage,
    priceId: string,
    metadata: Record<string, string>,
  ) {
    const create = (customer: string) =>
      stripe.paymentIntents.create(
        {
          amount: pkg.amount,
          currency: pkg.currency,
          customer,
          description: `${pkg.name} (Play Money Club)`,
          metadata: { ...metadata, userId: user.id, packageId: pkg.id, priceId },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: `payment-${user.id}-${pkg.id}-${randomUUID()}` },
      );
    const known = user.stripeCustomerId;
    try {
      return await create(known ?? (await this.newCustomer(stripe, user, null)));
    } catch (error) {
      if (!known || !isMissingCustomer(error)) throw error;
      return create(await this.newCustomer(stripe, user, known));
    }
  }

  /** Creates a customer and keeps it, unless a concurrent purchase already kept another one. */
  private async newCustomer(
    stripe: Stripe,
    user: UserEntity,
    replacing: string | null,
  ): Promise<string> {
    const customer = await stripe.customers.create(
      {
        email: user.email,
        name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
        metadata: { userId: user.id },
      },
      { idempotencyKey: `customer-${user.id}-${randomUUID()}` },
    );
    const stored = await this.users.update(
      { id: user.id, stripeCustomerId: replacing ?? IsNull() },
      { stripeCustomerId: customer.id },
    );
    if (stored.affected) return customer.id;
    const current = await this.users.findOneBy({ id: user.id });
    return current?.stripeCustomerId ?? customer.id;
  }
}
