import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** The wait after `failures` failures: none while free, then 1 s, 2 s, 4 s … up to $3 ms. */
const lockAfter = (failures: string) =>
  `CASE WHEN ${failures} >= $2::int THEN now() + least(power(2, least(${failures} - $2::int, 40)) * 1000, $3::float8) * interval '1 millisecond' END`;

/** Failures are counted afresh once the last one is older than $4 ms. */
const failuresNow = `CASE WHEN t."lastFailureAt" < now() - $4::float8 * interval '1 millisecond' THEN 1 ELSE t."failures" + 1 END`;

/**
 * Per-account sign-in backoff, whatever address the attempts come from (LOGIN_THROTTLE), on top
 * of the per-address RATE_LIMIT_AUTH. Kept in PostgreSQL so that every instance sees the same
 * counts, with or without Redis. Keyed by the lower-cased username as typed, so an unknown
 * username is throttled exactly like an account and the answers do not tell them apart.
 *
 * An attempt counts as a failure from the moment it is admitted until it succeeds: concurrent
 * guesses cannot all slip through before the first one's failure is recorded.
 */
@Injectable()
export class LoginThrottle implements OnApplicationShutdown {
  private readonly logger = new Logger(LoginThrottle.name);
  private readonly forgetAfterMs: number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {
    this.forgetAfterMs = Math.max(DAY_MS, config.loginThrottle.maxBackoffMs);
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  /** 0 when the attempt may go ahead (and is counted), else the seconds to wait. */
  async admit(username: string): Promise<number> {
    const key = username.toLowerCase();
    const { freeFailures, maxBackoffMs } = this.config.loginThrottle;
    const admitted: unknown[] = await this.dataSource.query(
      `INSERT INTO "login_throttle" AS t ("username", "failures", "lastFailureAt", "lockedUntil")
       VALUES ($1, 1, now(), ${lockAfter('1')})
       ON CONFLICT ("username") DO UPDATE SET
         "failures" = ${failuresNow},
         "lastFailureAt" = now(),
         "lockedUntil" = ${lockAfter(`(${failuresNow})`)}
       WHERE t."lockedUntil" IS NULL OR t."lockedUntil" <= now()
       RETURNING 1`,
      [key, freeFailures, maxBackoffMs, this.forgetAfterMs],
    );
    if (admitted.length > 0) return 0;
    const [locked] = (await this.dataSource.query(
      `SELECT ceil(extract(epoch FROM "lockedUntil" - now()))::int AS "seconds" FROM "login_throttle" WHERE "username" = $1`,
      [key],
    )) as { seconds: number | null }[];
    return Math.max(1, locked?.seconds ?? 1);
  }

  async succeeded(username: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM "login_throttle" WHERE "username" = $1`, [
      username.toLowerCase(),
    ]);
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
  }

  /** Usernames nobody has failed with for a long while, and that are not waiting. */
  private async sweep(): Promise<void> {
    try {
      await this.dataSource.query(
        `DELETE FROM "login_throttle"
         WHERE "lastFailureAt" < now() - $1::float8 * interval '1 millisecond'
           AND ("lockedUntil" IS NULL OR "lockedUntil" < now())`,
        [this.forgetAfterMs],
      );
    } catch (error) {
      this.logger.warn(`Could not sweep old sign-in failures: ${String(error)}`);
    }
  }
}
