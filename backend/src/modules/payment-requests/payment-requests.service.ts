import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  isPayable,
  type InboxList,
  type PaymentRequestCheckoutView,
  type PaymentRequestView,
  type StorePackageId,
} from '@club/contracts';
import { DataSource, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ChatCore } from '../chat/chat-core.service.js';
import {
  PAYMENT_ERROR_MESSAGES,
  PaymentError,
  PaymentErrorCode,
} from '../payments/payment-error.js';
import { PaymentsService } from '../payments/payments.service.js';
import { findPackage } from '../payments/store-packages.js';
import type { UserEntity } from '../users/user.entity.js';
import { PaymentRequestAnnouncer } from './payment-request-announcer.js';
import { PaymentRequestError, PaymentRequestErrorCode } from './payment-request-error.js';
import { paymentRequestView } from './payment-request-view.js';
import { PaymentRequestEntity } from './payment-request.entity.js';

const PAYABLE = `"status" IN ('open', 'failed') AND "expiresAt" > now()`;

/**
 * Payment requests: admins send, list and cancel them in any conversation; only the member whose
 * conversation holds one can read or pay it, only while it is payable. The amount is always the
 * server's package table's. Stripe's webhook alone marks a real one paid; a demo one (the store is
 * in demo mode for its package) is marked paid by its member's demo confirmation, recorded as a
 * `demo` payment that took no money and granted nothing.
 */
@Injectable()
export class PaymentRequestsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(PaymentRequestEntity)
    private readonly requests: Repository<PaymentRequestEntity>,
    private readonly core: ChatCore,
    private readonly payments: PaymentsService,
    private readonly announcer: PaymentRequestAnnouncer,
  ) {}

  async create(
    list: InboxList,
    conversationId: string,
    admin: UserEntity,
    packageId: StorePackageId,
  ): Promise<PaymentRequestView<Date>> {
    await this.core.byId(list, conversationId);
    const pkg = findPackage(packageId)!;
    const createdAt = new Date();
    const request = await this.requests.save(
      this.requests.create({
        list,
        conversationId,
        packageId: pkg.id,
        amount: pkg.amount,
        currency: pkg.currency,
        status: 'open',
        demo: this.payments.isDemo(pkg),
        createdById: admin.id,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + this.config.stripe.paymentRequestTtlMs),
      }),
    );
    try {
      await this.core.sendPaymentRequest(list, admin, request);
    } catch (error) {
      await this.requests.delete({ id: request.id });
      throw error;
    }
    return paymentRequestView(request);
  }

  /** A conversation's requests, newest first. */
  async listOf(list: InboxList, conversationId: string): Promise<PaymentRequestView<Date>[]> {
    await this.core.byId(list, conversationId);
    const requests = await this.requests.find({
      where: { list, conversationId },
      order: { createdAt: 'DESC', id: 'ASC' },
    });
    return requests.map(paymentRequestView);
  }

  async cancel(id: string): Promise<PaymentRequestView<Date>> {
    const [rows]: [PaymentRequestEntity[], number] = await this.dataSource.query(
      `UPDATE "payment_requests" SET "status" = 'cancelled', "closedAt" = now()
        WHERE "id" = $1 AND "status" IN ('open', 'failed')
        RETURNING *`,
      [id],
    );
    const cancelled = rows[0];
    if (!cancelled) {
      const exists = await this.requests.existsBy({ id });
      throw new PaymentRequestError(
        exists ? PaymentRequestErrorCode.NotCancellable : PaymentRequestErrorCode.NotFound,
      );
    }
    await this.closed(cancelled);
    return paymentRequestView(cancelled);
  }

  async read(id: string, member: UserEntity): Promise<PaymentRequestView<Date>> {
    return paymentRequestView(await this.ownedBy(id, member));
  }

  /** The request's PaymentIntent for Stripe Elements: made on the first press, reused after. */
  async pay(id: string, member: UserEntity): Promise<PaymentRequestCheckoutView> {
    const request = await this.payable(await this.ownedBy(id, member));
    if (request.demo) throw new PaymentRequestError(PaymentRequestErrorCode.DemoOnly);
    const publishableKey = this.payments.publishableKey();
    if (!publishableKey)
      throw new PaymentError(PaymentErrorCode.NotConfigured, PAYMENT_ERROR_MESSAGES.notConfigured);
    if (request.stripePaymentIntentId) {
      return {
        clientSecret: await this.payments.clientSecretOf(request.stripePaymentIntentId),
        publishableKey,
      };
    }
    const intent = await this.payments.createRequestIntent(
      member,
      findPackage(request.packageId)!,
      request.id,
    );
    const [kept]: [unknown[], number] = await this.dataSource.query(
      `UPDATE "payment_requests" SET "stripePaymentIntentId" = $2
        WHERE "id" = $1 AND "stripePaymentIntentId" IS NULL AND ${PAYABLE}
        RETURNING "id"`,
      [id, intent.id],
    );
    if (kept.length) return { clientSecret: intent.clientSecret, publishableKey };
    // Another press kept its intent first, or the request closed meanwhile: this one must not be paid.
    await this.payments.cancelIntent(intent.id);
    return this.pay(id, member);
  }

  /**
   * Demo mode: marks the request paid and records a `demo` payment in one transaction, so a
   * second confirmation finds it paid (409) and the admin lists show what happened. No money
   * moves and no package is granted, as in the store's demo mode.
   */
  async confirmDemo(id: string, member: UserEntity): Promise<PaymentRequestView<Date>> {
    const request = await this.payable(await this.ownedBy(id, member));
    if (!request.demo) throw new PaymentRequestError(PaymentRequestErrorCode.NotDemo);
    const paid = await this.dataSource.transaction(async (manager) => {
      const [rows]: [PaymentRequestEntity[], number] = await manager.query(
        `UPDATE "payment_requests"
            SET "status" = 'paid', "closedAt" = now(), "failureMessage" = NULL, "paidByUserId" = $2
          WHERE "id" = $1 AND ${PAYABLE}
          RETURNING *`,
        [id, member.id],
      );
      const confirmed = rows[0];
      if (!confirmed) return undefined;
      await manager.query(
        `INSERT INTO "payments" ("userId", "packageId", "amount", "currency", "status", "paymentRequestId")
         VALUES ($1, $2, $3, $4, 'demo', $5)`,
        [member.id, confirmed.packageId, confirmed.amount, confirmed.currency, confirmed.id],
      );
      return confirmed;
    });
    if (!paid) throw new PaymentRequestError(PaymentRequestErrorCode.NotPayable);
    await this.announcer.announce(paid);
    return paymentRequestView(paid);
  }

  /** Expires every payable request past its time; answers how many. Safe on several instances. */
  async expireDue(): Promise<number> {
    const [rows]: [PaymentRequestEntity[], number] = await this.dataSource.query(
      `UPDATE "payment_requests" SET "status" = 'expired', "closedAt" = now()
        WHERE "status" IN ('open', 'failed') AND "expiresAt" <= now()
        RETURNING *`,
    );
    for (const request of rows) await this.closed(request);
    return rows.length;
  }

  /** A request no one may pay any more: its intent is cancelled, and both sides hear of it. */
  private async closed(request: PaymentRequestEntity): Promise<void> {
    if (request.stripePaymentIntentId)
      await this.payments.cancelIntent(request.stripePaymentIntentId);
    await this.announcer.announce(request);
  }

  /** Another member's request, a visitor's and one that does not exist all answer "not found". */
  private async ownedBy(id: string, member: UserEntity): Promise<PaymentRequestEntity> {
    const request = await this.requests.findOneBy({ id });
    const owned =
      request?.list === 'user' &&
      (
        await this.dataSource.query<unknown[]>(
          `SELECT 1 FROM "conversations" WHERE "id" = $1 AND "userId" = $2`,
          [request.conversationId, member.id],
        )
      ).length > 0;
    if (!owned) throw new PaymentRequestError(PaymentRequestErrorCode.NotFound);
    return request;
  }

  /** Refuses a request that is paid, cancelled or expired; one found past its time expires now. */
  private async payable(request: PaymentRequestEntity): Promise<PaymentRequestEntity> {
    if (isPayable(request.status) && request.expiresAt.getTime() <= Date.now())
      await this.expireDue();
    if (!isPayable(request.status) || request.expiresAt.getTime() <= Date.now())
      throw new PaymentRequestError(PaymentRequestErrorCode.NotPayable);
    return request;
  }
}
