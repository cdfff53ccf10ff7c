import {
  PASSWORD_RESET_PATH,
  PASSWORD_RESET_TEXT,
  PASSWORD_RESET_TOKEN_TTL_MS,
} from '@club/contracts';
import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { BackgroundWork } from '../../common/background-work.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Mailer } from '../mail/mailer.js';
import { greetingNameOf } from '../mail/templates/mail-layout.js';
import { passwordResetMail } from '../mail/templates/password-reset-mail.js';
import { SecurityNotices } from '../security-notices/security-notices.js';
import { AccountSessions } from '../users/account-sessions.js';
import { PasswordHasher } from '../users/password-hasher.js';
import { UsersService } from '../users/users.service.js';
import { ResetTokens } from './reset-tokens.js';

const linkInvalid = () => new BadRequestException(PASSWORD_RESET_TEXT.linkInvalid);

@Injectable()
export class PasswordResetService implements OnApplicationShutdown {
  private readonly logger = new Logger(PasswordResetService.name);
  private readonly background = new BackgroundWork(this.logger);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly tokens: ResetTokens,
    private readonly hasher: PasswordHasher,
    private readonly sessions: AccountSessions,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly notices: SecurityNotices,
  ) {}

  /**
   * Returns at once, before looking the address up: the answer, and the time it takes, are the
   * same whether or not an account has it. The look-up, the per-account budget and the mail
   * follow in the background.
   */
  request(email: string): void {
    this.background.run('A password-reset mail', () => this.sendLink(email));
  }

  async check(token: string): Promise<void> {
    if (!(await this.tokens.isValid(token))) throw linkInvalid();
  }

  /**
   * Sets the new password, ends every session and socket of the account and tells its address
   * (`userAgent`: the browser that set it).
   */
  async confirm(token: string, password: string, userAgent: string | undefined): Promise<void> {
    await this.check(token);
    const userId = await this.tokens.usedToSetPassword(token, await this.hasher.hash(password));
    if (!userId) throw linkInvalid();
    await this.sessions.endAll(userId);
    const user = await this.users.findById(userId);
    if (user) this.notices.tell(user, { event: 'passwordReset', userAgent });
  }

  onApplicationShutdown(): Promise<void> {
    return this.background.onApplicationShutdown();
  }

  private async sendLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const budget = await this.limiter.consume('passwordResetPerAccount', `account:${user.id}`);
    if (!budget.allowed) {
      this.logger.warn(`Password-reset mail not sent: account ${user.id} asked too often`);
      return;
    }
    const token = await this.tokens.issue(user.id, PASSWORD_RESET_TOKEN_TTL_MS);
    const link = `${this.config.mail.publicUrl}${PASSWORD_RESET_PATH}#token=${token}`;
    await this.mailer.send({
      to: user.email,
      link,
      ...passwordResetMail({
        name: greetingNameOf(user),
        link,
        validMinutes: PASSWORD_RESET_TOKEN_TTL_MS / 60_000,
      }),
    });
  }
}
