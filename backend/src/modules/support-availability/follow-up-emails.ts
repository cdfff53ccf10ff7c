import {
  FOLLOW_UP_CONFIRM_PATH,
  FOLLOW_UP_CONFIRM_TOKEN_TTL_MS,
  FOLLOW_UP_ERROR,
  type FollowUpEmailView,
} from '@club/contracts';
import {
  BadRequestException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BackgroundWork } from '../../common/background-work.js';
import { linkTokenHash, newLinkToken } from '../../common/link-tokens.js';
import { TOO_MANY_REQUESTS } from '../../common/rate-limit/rate-limit.guard.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ChatError, ChatErrorCode } from '../chat/chat-error.js';
import { Mailer } from '../mail/mailer.js';
import { followUpConfirmMail } from '../mail/templates/follow-up-confirm-mail.js';

/** Too many confirmation mails for this conversation: 429 with Retry-After. */
export class FollowUpMailThrottledException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(TOO_MANY_REQUESTS, HttpStatus.TOO_MANY_REQUESTS);
  }
}

interface StoredAddress {
  email: string | null;
  confirmed: boolean;
}

/**
 * Follow-up addresses, stored on the visitor's conversation and reached only with its key. A new
 * address is confirmed first: a link is mailed to it (256 random bits, kept as SHA-256, in the
 * fragment, once, for 24 hours), and support's replies are mailed only once it has been opened.
 * Confirmation mails count against RATE_LIMIT_VERIFICATION_MAIL per conversation.
 */
@Injectable()
export class FollowUpEmails implements OnApplicationShutdown {
  private readonly logger = new Logger(FollowUpEmails.name);
  private readonly background = new BackgroundWork(this.logger);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
  ) {}

  async of(visitorKey: string | undefined, conversationId: string): Promise<FollowUpEmailView> {
    return this.stored(visitorKey, conversationId);
  }

  /** The same address once confirmed stays so; any other (or an unconfirmed one) gets a new link. */
  async set(
    visitorKey: string | undefined,
    conversationId: string,
    email: string,
  ): Promise<FollowUpEmailView> {
    const current = await this.stored(visitorKey, conversationId);
    if (current.confirmed && current.email?.toLowerCase() === email.toLowerCase()) return current;
    const budget = await this.limiter.consume('verificationMail', `follow-up:${conversationId}`);
    if (!budget.allowed) throw new FollowUpMailThrottledException(budget.retryAfterSeconds);
    const token = newLinkToken();
    await this.dataSource.query(
      `UPDATE "anonymous_conversations"
       SET "followUpEmail" = $3, "followUpEmailConfirmedAt" = NULL, "followUpTokenHash" = $4,
           "followUpTokenExpiresAt" = now() + $5::float8 * interval '1 millisecond'
       WHERE "id" = $1 AND "visitorKey" = $2`,
      [conversationId, visitorKey, email, linkTokenHash(token), FOLLOW_UP_CONFIRM_TOKEN_TTL_MS],
    );
    this.background.run('A follow-up address confirmation mail', () => this.mailLink(email, token));
    return { email, confirmed: false };
  }

  /** Opens a confirmation link: the address it was mailed to gets support's replies from now on. */
  async confirm(token: string): Promise<string> {
    const [rows] = (await this.dataSource.query(
      `UPDATE "anonymous_conversations"
       SET "followUpEmailConfirmedAt" = now(), "followUpTokenHash" = NULL,
           "followUpTokenExpiresAt" = NULL
       WHERE "followUpTokenHash" = $1 AND "followUpTokenExpiresAt" > now()
       RETURNING "followUpEmail" AS "email"`,
      [linkTokenHash(token)],
    )) as [{ email: string }[], number];
    if (!rows[0]) throw new BadRequestException(FOLLOW_UP_ERROR.linkInvalid);
    return rows[0].email;
  }

  onApplicationShutdown(): Promise<void> {
    return this.background.onApplicationShutdown();
  }

  private async stored(
    visitorKey: string | undefined,
    conversationId: string,
  ): Promise<StoredAddress> {
    if (!visitorKey) throw new ChatError(ChatErrorCode.ConversationNotFound);
    const [row] = (await this.dataSource.query(
      `SELECT "followUpEmail" AS "email", "followUpEmailConfirmedAt" IS NOT NULL AS "confirmed"
       FROM "anonymous_conversations" WHERE "id" = $1 AND "visitorKey" = $2`,
      [conversationId, visitorKey],
    )) as StoredAddress[];
    if (!row) throw new ChatError(ChatErrorCode.ConversationNotFound);
    return row;
  }

  private async mailLink(to: string, token: string): Promise<void> {
    const link = `${this.config.mail.publicUrl}${FOLLOW_UP_CONFIRM_PATH}#token=${token}`;
    await this.mailer.send({
      to,
      link,
      ...followUpConfirmMail({ link, validHours: FOLLOW_UP_CONFIRM_TOKEN_TTL_MS / 3_600_000 }),
    });
  }
}
