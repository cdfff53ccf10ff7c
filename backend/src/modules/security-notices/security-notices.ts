import { ACCOUNT_TEXT, PASSWORD_FORGOT_PATH } from '@club/contracts';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { BackgroundWork } from '../../common/background-work.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { deviceLabel } from '../account/device-label.js';
import { Mailer } from '../mail/mailer.js';
import { clubTimeOf } from '../mail/templates/club-time.js';
import { securityNoticeMail, type SecurityEvent } from '../mail/templates/security-notice-mail.js';
import type { UserEntity } from '../users/user.entity.js';

/** What an admin does to an account: the admin's browser is none of the owner's business. */
export type AdminSecurityEvent = Extract<SecurityEvent, 'accountDisabled' | 'twoFactorReset'>;

/** What happened: by the account's owner from a browser, or by an admin. */
export type SecurityNotice =
  | { event: Exclude<SecurityEvent, AdminSecurityEvent>; userAgent: string | undefined }
  | { event: AdminSecurityEvent };

/**
 * Tells an account's address of a security event as it happens (docs/security.md, "Security
 * mails"). Only a confirmed address is told: an unconfirmed one may be someone else's.
 */
@Injectable()
export class SecurityNotices implements OnApplicationShutdown {
  private readonly logger = new Logger(SecurityNotices.name);
  private readonly background = new BackgroundWork(this.logger);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mailer: Mailer,
  ) {}

  /**
   * Returns at once: the mail goes after the change, and failing to send it is logged, never the
   * change's failure. `account` is read before the change where the change removes it.
   */
  tell(account: Pick<UserEntity, 'email' | 'emailVerifiedAt'>, notice: SecurityNotice): void {
    if (!account.emailVerifiedAt) return;
    const { publicUrl } = this.config.mail;
    const mail = securityNoticeMail({
      event: notice.event,
      when: clubTimeOf(new Date(), this.config.clubTimeZone),
      browser:
        'userAgent' in notice
          ? deviceLabel(notice.userAgent, ACCOUNT_TEXT.unknownDevice)
          : undefined,
      resetLink: `${publicUrl}${PASSWORD_FORGOT_PATH}`,
      siteUrl: publicUrl,
    });
    this.background.run(`The "${mail.subject}" mail`, () =>
      this.mailer.send({ to: account.email, ...mail }),
    );
  }

  onApplicationShutdown(): Promise<void> {
    return this.background.onApplicationShutdown();
  }
}
