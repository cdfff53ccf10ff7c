import {
  TOTP_CODE_PATTERN,
  TOTP_ISSUER,
  TWO_FACTOR_TEXT,
  type TwoFactorSetupView,
} from '@club/contracts';
import { ConflictException, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { TOO_MANY_REQUESTS } from '../../common/rate-limit/rate-limit.guard.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { UserEntity } from '../users/user.entity.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { SecretBox } from './secret-box.js';
import { acceptedTimeStep, newTotpSecret, otpauthUrl, qrCodeDataUrl } from './totp-codes.js';

/** Too many wrong codes for this account: 429 with Retry-After, from any address. */
export class TwoFactorThrottledException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(TOO_MANY_REQUESTS, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Rows an `UPDATE … RETURNING 1` changed (read through a CTE: TypeORM answers UPDATEs in its own shape). */
async function changedRows(
  runner: Pick<EntityManager, 'query'>,
  update: string,
  parameters: unknown[],
): Promise<number> {
  const [row] = (await runner.query(
    `WITH changed AS (${update}) SELECT count(*)::int AS "count" FROM changed`,
    parameters,
  )) as { count: number }[];
  return row.count;
}

interface Credential {
  secret: Buffer;
  enabled: boolean;
  lastTimeStep: number | null;
}

/** An authenticator app's code, or (where `recoveryCode` is allowed) one recovery code. */
export interface SecondFactorProof {
  code?: string;
  recoveryCode?: string;
}

/**
 * Admins' TOTP: set-up in two steps (a secret, then its first code), codes accepted once each
 * (the last accepted time step is kept), single-use recovery codes kept as hashes, and wrong
 * codes counted per account against RATE_LIMIT_TOTP_FAILURES (see attempt).
 */
@Injectable()
export class TwoFactorService {
  private readonly box: SecretBox;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
  ) {
    this.box = new SecretBox(config.sessionSecret);
  }

  async isEnabled(userId: string): Promise<boolean> {
    return (await this.credential(userId))?.enabled ?? false;
  }

  async recoveryCodesLeft(userId: string): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS "left" FROM "totp_recovery_codes" WHERE "userId" = $1 AND "usedAt" IS NULL`,
      [userId],
    )) as { left: number }[];
    return row.left;
  }

  /** A new secret, waiting for its first code; any earlier unconfirmed one is replaced. */
  async begin(user: UserEntity): Promise<TwoFactorSetupView> {
    const secret = newTotpSecret();
    const saved: unknown[] = await this.dataSource.query(
      `INSERT INTO "totp_credentials" ("userId", "secret") VALUES ($1, $2)
       ON CONFLICT ("userId") DO UPDATE SET "secret" = EXCLUDED."secret", "lastTimeStep" = NULL, "createdAt" = now()
         WHERE "totp_credentials"."enabledAt" IS NULL
       RETURNING 1`,
      [user.id, this.box.seal(secret)],
    );
    if (!saved.length) throw new ConflictException(TWO_FACTOR_TEXT.alreadyEnabled);
    const url = otpauthUrl(secret, TOTP_ISSUER, user.username);
    return { secret, otpauthUrl: url, qrCodeDataUrl: await qrCodeDataUrl(url) };
  }

  /** The first code turns it on; the answer is the recovery codes, never shown again. */
  async confirm(userId: string, code: string): Promise<string[] | undefined> {
    const credential = await this.credential(userId);
    if (!credential) throw new ConflictException(TWO_FACTOR_TEXT.noSetupStarted);
    if (credential.enabled) throw new ConflictException(TWO_FACTOR_TEXT.alreadyEnabled);
    const step = await this.attempt(
      userId,
      () => this.timeStepOf(credential, code),
      (found) => found !== undefined,
    );
    if (step === undefined) return undefined;
    const codes = newRecoveryCodes();
    await this.dataSource.transaction(async (manager) => {
      const enabled = await changedRows(
        manager,
        `UPDATE "totp_credentials" SET "enabledAt" = now(), "lastTimeStep" = $2
         WHERE "userId" = $1 AND "enabledAt" IS NULL RETURNING 1`,
        [userId, step],
      );
      if (!enabled) throw new ConflictException(TWO_FACTOR_TEXT.alreadyEnabled);
      await manager.query(`DELETE FROM "totp_recovery_codes" WHERE "userId" = $1`, [userId]);
      await manager.query(
        `INSERT INTO "totp_recovery_codes" ("userId", "codeHash")
         SELECT $1, unnest($2::bytea[])`,
        [userId, codes.map(hashRecoveryCode)],
      );
    });
    return codes;
  }

  /** True when the proof is right and has not been used; a wrong one spends the budget. */
  async verify(userId: string, proof: SecondFactorProof): Promise<boolean> {
    return this.attempt(userId, () => this.accepts(userId, proof), Boolean);
  }

  /** Removes the authenticator and the recovery codes; `runner` joins the caller's transaction. */
  async disable(
    userId: string,
    runner: Pick<EntityManager, 'query'> = this.dataSource,
  ): Promise<void> {
    await runner.query(`DELETE FROM "totp_credentials" WHERE "userId" = $1`, [userId]);
    await runner.query(`DELETE FROM "totp_recovery_codes" WHERE "userId" = $1`, [userId]);
  }

  /**
   * Runs `check` against the account's budget of failures: each attempt takes one before it is
   * checked (so simultaneous guesses cannot all slip in) and a success gives it back. Past the
   * budget, a 429 with Retry-After until the window ends, without checking.
   */
  async attempt<R>(
    userId: string,
    check: () => Promise<R>,
    succeeded: (result: R) => boolean,
  ): Promise<R> {
    const key = this.budgetKey(userId);
    const budget = await this.limiter.consume('totpFailures', key);
    if (!budget.allowed) throw new TwoFactorThrottledException(budget.retryAfterSeconds);
    const result = await check();
    if (succeeded(result)) await this.limiter.consume('totpFailures', key, -1);
    return result;
  }

  /** Whether the code (or recovery code) is right and unused; it is then used up. Run it in attempt. */
  async accepts(userId: string, { code, recoveryCode }: SecondFactorProof): Promise<boolean> {
    if (recoveryCode !== undefined) return this.useRecoveryCode(userId, recoveryCode);
    const credential = await this.credential(userId);
    if (!credential?.enabled || code === undefined) return false;
    const step = await this.timeStepOf(credential, code);
    if (step === undefined) return false;
    // Two requests with the same code: only one moves the last time step on.
    const moved = await changedRows(
      this.dataSource,
      `UPDATE "totp_credentials" SET "lastTimeStep" = $2
       WHERE "userId" = $1 AND "enabledAt" IS NOT NULL AND ("lastTimeStep" IS NULL OR "lastTimeStep" < $2)
       RETURNING 1`,
      [userId, step],
    );
    return moved > 0;
  }

  private async useRecoveryCode(userId: string, recoveryCode: string): Promise<boolean> {
    const used = await changedRows(
      this.dataSource,
      `UPDATE "totp_recovery_codes" SET "usedAt" = now()
       WHERE "userId" = $1 AND "codeHash" = $2 AND "usedAt" IS NULL
         AND EXISTS (SELECT 1 FROM "totp_credentials" WHERE "userId" = $1 AND "enabledAt" IS NOT NULL)
       RETURNING 1`,
      [userId, hashRecoveryCode(recoveryCode)],
    );
    return used > 0;
  }

  private async timeStepOf(credential: Credential, code: string): Promise<number | undefined> {
    const trimmed = code.replace(/\s/g, '');
    if (!TOTP_CODE_PATTERN.test(trimmed)) return undefined;
    const secret = this.box.open(credential.secret);
    if (!secret) return undefined;
    return acceptedTimeStep(secret, trimmed, credential.lastTimeStep ?? undefined);
  }

  private async credential(userId: string): Promise<Credential | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT "secret", "enabledAt" IS NOT NULL AS "enabled", "lastTimeStep"::float8 AS "lastTimeStep"
       FROM "totp_credentials" WHERE "userId" = $1`,
      [userId],
    )) as Credential[];
    return row;
  }

  private budgetKey(userId: string): string {
    return `account:${userId}`;
  }
}
