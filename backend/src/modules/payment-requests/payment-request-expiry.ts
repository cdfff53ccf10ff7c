import { Inject, Injectable, Logger } from '@nestjs/common';
import { PeriodicSweep } from '../../common/periodic-sweep.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PaymentRequestsService } from './payment-requests.service.js';

const LONGEST_INTERVAL_MS = 60_000;

/**
 * Expires payment requests past their time on every instance, at least once a minute; each
 * request expires once, on whichever instance's sweep claims it. A member who presses Pay on one
 * in between is refused and it expires then.
 */
@Injectable()
export class PaymentRequestExpiry extends PeriodicSweep {
  constructor(
    private readonly requests: PaymentRequestsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(
      new Logger(PaymentRequestExpiry.name),
      'Payment request expiry',
      Math.min(config.stripe.paymentRequestTtlMs / 4, LONGEST_INTERVAL_MS),
    );
  }

  protected async sweep(): Promise<void> {
    const expired = await this.requests.expireDue();
    if (expired) this.logger.log(`Expired ${expired} payment request(s)`);
  }
}
