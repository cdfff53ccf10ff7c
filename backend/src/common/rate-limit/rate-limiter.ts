import type { AppConfig, RateLimitBucket } from '../../config/app-config.js';

export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until the client may try again (when refused). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters per bucket and client, shared by HTTP routes and socket messages.
 * An attempt counts 1, or its cost (e.g. an upload's bytes against a byte budget).
 */
export abstract class RateLimiter {
  abstract consume(bucket: RateLimitBucket, client: string, cost?: number): Promise<RateDecision>;

  /** Counts one attempt against each client (every one, even past a refusal). */
  async consumeEach(bucket: RateLimitBucket, clients: string[], cost = 1): Promise<RateDecision> {
    return combined(await Promise.all(clients.map((client) => this.consume(bucket, client, cost))));
  }
}

interface Window {
  count: number;
  resetAt: number;
}

const SWEEP_EVERY = 1_000;

/** One decision for several clients: refused if any is refused, for the longest wait. */
export function combined(decisions: RateDecision[]): RateDecision {
  const refused = decisions.filter((decision) => !decision.allowed);
  if (!refused.length) return { allowed: true, retryAfterSeconds: 0 };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(...refused.map((decision) => decision.retryAfterSeconds)),
  };
}

export function decide(count: number, limit: number, msLeft: number): RateDecision {
  const allowed = count <= limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(msLeft / 1000)) };
}

/** Counters in this process: each instance limits the clients it serves (the default). */
export class MemoryRateLimiter extends RateLimiter {
  private readonly windows = new Map<string, Window>();
  private calls = 0;

  constructor(private readonly config: Pick<AppConfig, 'rateLimits'>) {
    super();
  }

  async consume(bucket: RateLimitBucket, client: string, cost = 1): Promise<RateDecision> {
    return this.consumeAt(bucket, client, Date.now(), cost);
  }

  consumeAt(bucket: RateLimitBucket, client: string, now: number, cost = 1): RateDecision {
    if (++this.calls % SWEEP_EVERY === 0) this.sweep(now);
    const { limit, ttlMs } = this.config.rateLimits[bucket];
    const key = `${bucket}:${client}`;
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + ttlMs };
      this.windows.set(key, window);
    }
    window.count += cost;
    return decide(window.count, limit, window.resetAt - now);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }
}
