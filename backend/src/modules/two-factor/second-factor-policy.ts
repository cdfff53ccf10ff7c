import { SECOND_FACTOR_STEP, type SecondFactorStep } from '@club/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { UserEntity } from '../users/user.entity.js';
import { TwoFactorService } from './two-factor.service.js';

/** Who is asked for a second factor (ADMIN_2FA): admins only; members never cost a look-up. */
@Injectable()
export class SecondFactorPolicy {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly twoFactor: TwoFactorService,
  ) {}

  get required(): boolean {
    return this.config.adminTwoFactor === 'required';
  }

  /** After a right password: the step still to do before the session is signed in, if any. */
  async stepAfterPassword(user: UserEntity): Promise<SecondFactorStep | undefined> {
    if (user.role !== 'admin') return undefined;
    if (await this.twoFactor.isEnabled(user.id)) return SECOND_FACTOR_STEP.code;
    return this.required ? SECOND_FACTOR_STEP.setup : undefined;
  }

  /**
   * A signed-in session this account may not keep: an admin without two-factor sign-in while it
   * is required (a session from before ADMIN_2FA=required). It is signed out, on HTTP and sockets.
   */
  async refusesSession(user: UserEntity): Promise<boolean> {
    return this.required && user.role === 'admin' && !(await this.twoFactor.isEnabled(user.id));
  }
}
