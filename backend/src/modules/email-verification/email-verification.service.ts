import type { AccountEmailView, EmailVerificationResultView } from '@club/contracts';
import {
  EMAIL_VERIFICATION_PATH,
  EMAIL_VERIFICATION_TEXT,
  EMAIL_VERIFICATION_TOKEN_TTL_MS,
  PASSWORD_FORGOT_PATH,
} from '@club/contracts';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { BackgroundWork } from '../../common/background-work.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Mailer } from '../mail/mailer.js';
import {
  confirmNewEmailMail,
  emailChangedMail,
  verifyEmailMail,
} from '../mail/templates/email-verification-mail.js';
import { greetingNameOf, type MailContent } from '../mail/templates/mail-layout.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { AddressTakenError, EmailTokens } from './email-tokens.js';

const addressTaken = () => new ConflictException(EMAIL_VERIFICATION_TEXT.addressTaken);

/** Confirming an account's address, and moving it to a new one only once that one is confirmed. */
@Injectable()
export class EmailVerificationService implements OnApplicationShutdown {
  private readonly logger = new Logger(EmailVerificationService.name);
  private readonly background = new BackgroundWork(this.logger);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly tokens: EmailTokens,
    private readonly mailer: Mailer,
  ) {}

  /** A new account's first link, mailed after registration has been answered. */
  sendFirstLink(user: UserEntity): void {
    this.background.run('An e-mail confirmation mail', () =>
      this.mailLink(user, user.email, verifyEmailMail),
    );
  }

  async resend(userId: string): Promise<void> {
    const user = (await this.users.findById(userId))!;
    if (user.emailVerifiedAt)
      throw new BadRequestException(EMAIL_VERIFICATION_TEXT.alreadyVerified);
    await this.mailLink(user, user.email, verifyEmailMail);
  }

  /**
   * Mails a link to the new address; the account keeps its address until the link is opened.
   * The password is checked before anything about the new address is said.
   */
  async requestChange(userId: string, email: string, password: string): Promise<AccountEmailView> {
    const user = (await this.users.findById(userId))!;
    if (email.toLowerCase() === user.email.toLowerCase())
      throw new BadRequestException(EMAIL_VERIFICATION_TEXT.sameAddress);
    if (!(await this.users.passwordMatches(userId, password)))
      throw new BadRequestException(EMAIL_VERIFICATION_TEXT.wrongPassword);
    if (await this.users.findByEmail(email)) throw addressTaken();
    await this.mailLink(user, email, confirmNewEmailMail);
    return this.viewOf(userId);
  }

  /** Opens a link: confirms the account's address, or replaces it and tells the old one. */
  async confirm(token: string): Promise<EmailVerificationResultView> {
    const confirmed = await this.tokens.confirm(token).catch((error: unknown) => {
      throw error instanceof AddressTakenError ? addressTaken() : error;
    });
    if (!confirmed) throw new BadRequestException(EMAIL_VERIFICATION_TEXT.linkInvalid);
    const { userId, email, previousEmail, previousConfirmed } = confirmed;
    if (previousEmail)
      this.background.run('An e-mail change notice', () =>
        this.noticeToFormerAddress(userId, previousEmail, previousConfirmed ? email : undefined),
      );
    return { email, changed: previousEmail !== null };
  }

  async viewOf(userId: string): Promise<AccountEmailView> {
    const user = (await this.users.findById(userId))!;
    return {
      email: user.email,
      verified: user.emailVerifiedAt !== null,
      pendingEmail: await this.tokens.pendingAddressOf(userId),
    };
  }

  onApplicationShutdown(): Promise<void> {
    return this.background.onApplicationShutdown();
  }

  private async mailLink(
    user: UserEntity,
    to: string,
    template: (parts: { link: string; validHours: number }) => MailContent,
  ): Promise<void> {
    const token = await this.tokens.issue(user.id, to, EMAIL_VERIFICATION_TOKEN_TTL_MS);
    const link = `${this.config.mail.publicUrl}${EMAIL_VERIFICATION_PATH}#token=${token}`;
    await this.mailer.send({
      to,
      link,
      ...template({
        link,
        validHours: EMAIL_VERIFICATION_TOKEN_TTL_MS / 3_600_000,
      }),
    });
  }

  /** `newEmail` (and the name) only when the former address had been confirmed: see greetingNameOf. */
  private async noticeToFormerAddress(userId: string, to: string, newEmail: string | undefined) {
    const user = await this.users.findById(userId);
    if (!user) return;
    const resetLink = `${this.config.mail.publicUrl}${PASSWORD_FORGOT_PATH}`;
    const name = newEmail ? greetingNameOf(user) : undefined;
    await this.mailer.send({
      to,
      link: resetLink,
      ...emailChangedMail({ name, newEmail, resetLink }),
    });
  }
}
