import { MEMBER_TEXT, TERMS_VERSION } from '@club/contracts';
import {
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { TOO_MANY_REQUESTS } from '../../common/rate-limit/rate-limit.guard.js';
import { PasswordHasher } from '../users/password-hasher.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { LoginDto } from './dto/login.dto.js';
import type { RegisterDto } from './dto/register.dto.js';
import { LoginThrottle } from './login-throttle.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';

/** The account (or unknown username) is waiting out its backoff: 429, Retry-After. */
export class LoginThrottledException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(TOO_MANY_REQUESTS, HttpStatus.TOO_MANY_REQUESTS);
  }
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
  ) {}

  /**
   * The same answer, after the same work, for an unknown user and a wrong password; and, past
   * LOGIN_THROTTLE's free failures for that username, a 429 without looking at the password.
   */
  async checkCredentials({ username, password }: LoginDto): Promise<UserEntity> {
    const wait = await this.throttle.admit(username);
    if (wait > 0) throw new LoginThrottledException(wait);
    const user = await this.users.findByUsernameWithPassword(username);
    const matches = await this.hasher.verify(user?.password, password);
    if (!user || !matches) throw new UnauthorizedException(INVALID_CREDENTIALS);
    await this.throttle.succeeded(username);
    // Told only to whoever knows the password: to anyone else it answers as a wrong one does.
    if (user.disabledAt) throw new ForbiddenException(MEMBER_TEXT.accountDisabled);
    return (await this.users.findById(user.id))!;
  }

  /** The DTO has made sure the visitor accepted the terms: the account records which, and when. */
  async register(input: RegisterDto): Promise<UserEntity> {
    const { password, acceptTerms: _accepted, ...profile } = input;
    return this.users.create({
      ...profile,
      passwordHash: await this.hasher.hash(password),
      termsVersion: TERMS_VERSION,
    });
  }
}
