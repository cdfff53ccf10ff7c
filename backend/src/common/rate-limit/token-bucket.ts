import type { RateLimit } from '../../config/app-config.js';

/** `limit` tokens when full, refilled evenly over `ttlMs`: a burst of `limit`, then a steady rate. */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly rate: RateLimit,
    now: number,
  ) {
    this.tokens = rate.limit;
    this.updatedAt = now;
  }

  /** Milliseconds until a token is there; 0 when one is there now. */
  waitMs(now: number): number {
    this.refill(now);
    return this.tokens >= 1
      ? 0
      : Math.ceil(((1 - this.tokens) * this.rate.ttlMs) / this.rate.limit);
  }

  take(now: number): void {
    this.refill(now);
    this.tokens -= 1;
  }

  isFull(now: number): boolean {
    this.refill(now);
    return this.tokens >= this.rate.limit;
  }

  private refill(now: number): void {
    const elapsed = Math.max(0, now - this.updatedAt);
    this.tokens = Math.min(
      this.rate.limit,
      this.tokens + (elapsed * this.rate.limit) / this.rate.ttlMs,
    );
    this.updatedAt = now;
  }
}

const SWEEP_EVERY = 1_000;

/**
 * One bucket per key (a client address, say), made on first use. A bucket is forgotten once it is full
 * again, so idle keys cost nothing.
 */
export class BucketsByKey {
  private readonly buckets = new Map<string, TokenBucket>();
  private calls = 0;

  constructor(private readonly rate: RateLimit) {}

  of(key: string, now: number): TokenBucket {
    if (++this.calls % SWEEP_EVERY === 0) this.sweep(now);
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = new TokenBucket(this.rate, now);
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.isFull(now)) this.buckets.delete(key);
    }
  }
}
