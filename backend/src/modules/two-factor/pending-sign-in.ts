import { SECOND_FACTOR_STEP, type SecondFactorStep } from '@club/contracts';
import type { Request } from 'express';
import type { UserEntity } from '../users/user.entity.js';

declare module 'express-session' {
  interface SessionData {
    /** The password was right; the session is not signed in until this step is done. */
    secondFactor?: { userId: string; step: SecondFactorStep; expiresAt: number };
  }
}

/** How long a session waits for the second step after the password. */
const WAIT_MS: Record<SecondFactorStep, number> = {
  [SECOND_FACTOR_STEP.code]: 5 * 60_000,
  [SECOND_FACTOR_STEP.setup]: 15 * 60_000,
};

/**
 * A fresh session (a new id; whoever was signed in with the old one is signed out) that holds
 * only the account waiting for its second step. passport's sign-in regenerates it again, which
 * drops this.
 */
export async function startPendingSignIn(
  request: Request,
  user: UserEntity,
  step: SecondFactorStep,
  now = Date.now(),
): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    request.session.regenerate((error) => (error ? reject(error) : resolve())),
  );
  request.session.secondFactor = { userId: user.id, step, expiresAt: now + WAIT_MS[step] };
}

/** The account waiting for `step` in this session, if the wait has not run out. */
export function pendingSignIn(
  request: Request,
  step: SecondFactorStep,
  now = Date.now(),
): string | undefined {
  const pending = request.session?.secondFactor;
  if (!pending || pending.step !== step || pending.expiresAt <= now) return undefined;
  return pending.userId;
}
