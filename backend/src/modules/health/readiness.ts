import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { HttpDrain } from '../../common/http-drain.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

const CHECK_TIMEOUT_MS = 2_000;

export type Check = 'ok' | 'failing' | 'not configured';

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** What liveness and readiness look at: the database, Redis when configured, and shutdown. */
@Injectable()
export class Readiness implements OnApplicationShutdown {
  private readonly redis?: Redis;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly drain: HttpDrain,
  ) {
    if (config.redisUrl) {
      this.redis = new Redis(config.redisUrl, {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
      });
      this.redis.on('error', () => undefined);
    }
  }

  async database(): Promise<Check> {
    return withTimeout(this.dataSource.query('SELECT 1')).then(
      () => 'ok',
      () => 'failing',
    );
  }

  async redisCheck(): Promise<Check> {
    const redis = this.redis;
    if (!redis) return 'not configured';
    if (redis.status === 'wait' || redis.status === 'end')
      await redis.connect().catch(() => undefined);
    return withTimeout(redis.ping()).then(
      (answer) => (answer === 'PONG' ? 'ok' : 'failing'),
      () => 'failing',
    );
  }

  get shuttingDown(): boolean {
    return this.drain.draining;
  }

  async onApplicationShutdown(): Promise<void> {
    this.redis?.disconnect();
  }
}
