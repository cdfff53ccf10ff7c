import { BucketsByKey, TokenBucket } from '../../common/rate-limit/token-bucket.js';
import type { RateLimit } from '../../config/app-config.js';

export interface FrameLimits {
  /** Every frame of one socket. */
  perSocket: RateLimit;
  /** Every frame of every socket of one client address. */
  perAddress: RateLimit;
  /** Frames a socket may send while refused before it is closed. */
  refused: RateLimit;
}

export type FrameVerdict =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; close: boolean };

/** The budgets of incoming socket frames, in this process: one bucket per socket and one per client address. */
export class FrameBudgets {
  private readonly addresses: BucketsByKey;

  constructor(private readonly limits: FrameLimits) {
    this.addresses = new BucketsByKey(limits.perAddress);
  }

  forSocket(address: string, now: number): FrameBudget {
    return new FrameBudget(this.limits, now, (at) => this.addresses.of(address, at));
  }
}

/** One socket's budget: a frame takes a token of the socket and one of its address, or neither. */
export class FrameBudget {
  private readonly own: TokenBucket;
  private readonly refusals: TokenBucket;

  constructor(
    limits: FrameLimits,
    now: number,
    private readonly addressBucket: (now: number) => TokenBucket,
  ) {
    this.own = new TokenBucket(limits.perSocket, now);
    this.refusals = new TokenBucket(limits.refused, now);
  }

  /** A refused frame uses up one of the socket's refusals; with none left it is to be closed. */
  take(now: number): FrameVerdict {
    const address = this.addressBucket(now);
    const waitMs = Math.max(this.own.waitMs(now), address.waitMs(now));
    if (waitMs === 0) {
      this.own.take(now);
      address.take(now);
      return { allowed: true };
    }
    const close = this.refusals.waitMs(now) > 0;
    if (!close) this.refusals.take(now);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), close };
  }
}
