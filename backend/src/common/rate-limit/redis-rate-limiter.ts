import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig, RateLimitBucket } from '../../config/app-config.js';
import { decide, MemoryRateLimiter, RateLimiter, type RateDecision } from './rate-limiter.js';

const KEY_PREFIX = 'club:rate:';

/** One round trip: count this attempt (its cost) and read how long the window has left. */
const COUNT_IN_WINDOW = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

type CountingRedis = Redis & {
  countInWindow(key: string, ttlMs: number, cost: number): Promise<[number, number]>;
};

/**
 * Counters in Redis, so a client is limited across every instance behind the balancer.
 * While Redis does not answer, each instance counts on its own rather than refusing everyone.
 */
export class RedisRateLimiter extends RateLimiter implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisRateLimiter.name);
  private readonly redis: CountingRedis;
  private readonly fallback: MemoryRateLimiter;

  constructor(
    private readonly config: Pick<AppConfig, 'rateLimits'>,
    url: string,
  ) {
    super();
    this.fallback = new MemoryRateLimiter(config);
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 1_000,
    }) as CountingRedis;
    this.redis.defineCommand('countInWindow', { numberOfKeys: 1, lua: COUNT_IN_WINDOW });
    this.redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  async consume(bucket: RateLimitBucket, client: string, cost = 1): Promise<RateDecision> {
    const { limit, ttlMs } = this.config.rateLimits[bucket];
    if (this.redis.status !== 'ready') return this.fallback.consume(bucket, client, cost);
    try {
      const [count, msLeft] = await this.redis.countInWindow(
        `${KEY_PREFIX}${bucket}:${client}`,
        ttlMs,
        cost,
      );
      return decide(count, limit, msLeft);
    } catch (error) {
      this.logger.warn(`Rate limit counted locally: ${(error as Error).message}`);
      return this.fallback.consume(bucket, client, cost);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
