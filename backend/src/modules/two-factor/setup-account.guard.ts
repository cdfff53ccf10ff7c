import { SECOND_FACTOR_STEP } from '@club/contracts';
import {
  createParamDecorator,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { Request } from 'express';
import type { UserEntity } from '../users/user.entity.js';
import { PendingSignIns } from './pending-sign-in.js';

/** The admin whose two-factor settings these are, and whether the session waits for set-up to sign in. */
export interface SetupAccount {
  user: UserEntity;
  signInPending: boolean;
}

const SETUP_ACCOUNT = Symbol('setupAccount');
type WithSetupAccount = Request & { [SETUP_ACCOUNT]?: SetupAccount };

/**
 * A signed-in admin (403 for members), or a session waiting to set up two-factor before it is
 * signed in (ADMIN_2FA=required); 401 otherwise. A guard, so that it answers before the body is
 * validated.
 */
@Injectable()
export class SetupAccountGuard implements CanActivate {
  constructor(private readonly pendingSignIns: PendingSignIns) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WithSetupAccount>();
    request[SETUP_ACCOUNT] = await this.accountOf(request);
    return true;
  }

  private async accountOf(request: Request): Promise<SetupAccount> {
    if (request.user) {
      if (request.user.role !== 'admin') {
        throw new ForbiddenException('You do not have permission to do this');
      }
      return { user: request.user, signInPending: false };
    }
    const user = await this.pendingSignIns.accountWaiting(request, SECOND_FACTOR_STEP.setup);
    if (user?.role !== 'admin') throw new UnauthorizedException('Not signed in');
    return { user, signInPending: true };
  }
}

/** The account SetupAccountGuard found. */
export const CurrentSetupAccount = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    context.switchToHttp().getRequest<WithSetupAccount>()[SETUP_ACCOUNT]!,
);
