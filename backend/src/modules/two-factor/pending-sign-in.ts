import { SECOND_FACTOR_STEP, type SecondFactorStep } from '@club/contracts';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';

declare module 'express-session' {
  interface SessionData {
    /**
     * The password was right; the session is not signed in until this step is done. `credential`
     * is the account's credential stamp when the password was checked (see PendingSignIns).
     */
    secondFactor?: {
      userId: string;
      step: SecondFactorStep;
      expiresAt: number;
      credential: string;
    };
  }
}

/** How long a session waits for the second step after the password. */
const WAIT_MS: Record<SecondFactorStep, number> = {
  [SECOND_FACTOR_STEP.code]: 5 * 60_000,
  [SECOND_FACTOR_STEP.setup]: 15 * 60_000,
};

/**
 * Sign-ins that wait for their second step, each bound to the credentials it started with: a
 * digest of the account's password hash, role and two-factor state. Once any of them changes (a
 * new password, a reset, a role change, two-factor turned on or off) the waiting session can no
 * longer finish, even if its row outlived the clean-up (a request in flight saves it again).
 */
@Injectable()
export class PendingSignIns {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  /**
   * A fresh session (a new id; whoever was signed in with the old one is signed out) that holds
   * only the account waiting for its second step. passport's sign-in regenerates it again, which
   * drops this.
   */
  async start(
    request: Request,
    user: UserEntity,
    step: SecondFactorStep,
    now = Date.now(),
  ): Promise<void> {
    const credential = await this.credentialStamp(user.id);
    await new Promise<void>((resolve, reject) =>
      request.session.regenerate((error) => (error ? reject(error) : resolve())),
    );
    request.session.secondFactor = {
      userId: user.id,
      step,
      expiresAt: now + WAIT_MS[step],
      credential: credential ?? '',
    };
  }

  /**
   * The account waiting for `step` in this session, if the wait has not run out, the account is
   * enabled and its credentials are the ones the sign-in started with. Otherwise the wait is over.
   */
  async accountWaiting(
    request: Request,
    step: SecondFactorStep,
    now = Date.now(),
  ): Promise<UserEntity | undefined> {
    const pending = request.session?.secondFactor;
    if (!pending || pending.step !== step) return undefined;
    const stamp = pending.expiresAt > now ? await this.credentialStamp(pending.userId) : undefined;
    const user =
      stamp && stamp === pending.credential ? await this.users.findById(pending.userId) : null;
    if (user && !user.disabledAt) return user;
    delete request.session.secondFactor;
    return undefined;
  }

  private async credentialStamp(userId: string): Promise<string | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT encode(sha256(convert_to(
                u."password" || '|' || u."role" || '|' || coalesce(t."enabledAt"::text, '-'),
                'UTF8')), 'base64') AS "stamp"
       FROM "users" u LEFT JOIN "totp_credentials" t ON t."userId" = u."id"
       WHERE u."id" = $1`,
      [userId],
    )) as { stamp: string }[];
    return row?.stamp;
  }
}
