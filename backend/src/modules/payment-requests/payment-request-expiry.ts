import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PaymentRequestsService } from './payment-requests.service.js';

const LONGEST_INTERVAL_MS = 60_000;

/**
 * Expires payment requests past their time on every instance, at least once a minute; each
 * request expires once, on whichever instance's sweep claims it. A member who presses Pay on one
 * in between is refused and it expires then.
 */
@Injectable()
export class PaymentRequestExpiry implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PaymentRequestExpiry.name);
  private readonly intervalMs: number;
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly requests: PaymentRequestsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.intervalMs = Math.min(config.stripe.paymentRequestTtlMs / 4, LONGEST_INTERVAL_MS);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), this.intervalMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const expired = await this.requests.expireDue();
      if (expired) this.logger.log(`Expired ${expired} payment request(s)`);
    } catch (error) {
      this.logger.warn(`Payment request expiry failed: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }
}
