import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BackgroundWork } from '../../common/background-work.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Mailer } from '../mail/mailer.js';
import { chatReplyMail } from '../mail/templates/chat-reply-mail.js';
import { RealtimeBus } from '../realtime/bus/realtime-bus.js';
import type { RealtimeEvent } from '../realtime/bus/realtime-event.js';

interface SupportReply {
  conversationId: string;
  messageId: number;
  content: string;
  hasImage: boolean;
}

function supportReplyOf(event: RealtimeEvent): SupportReply | undefined {
  if (event.type !== 'new_message' || event.list !== 'anonymous') return undefined;
  const message = event.forAdmins;
  // A person from support wrote it (automatic messages have no admin sender).
  if (!message.isFromAdmin || !message.adminSenderId) return undefined;
  return {
    conversationId: event.conversationId,
    messageId: message.id,
    content: message.content,
    hasImage: message.imageUrl !== null,
  };
}

/**
 * Mails support's reply to the follow-up address a visitor left and confirmed (FollowUpEmails),
 * when the visitor has not read it
 * within FOLLOW_UP_MAIL_DELAY_SECONDS, and at most once per burst of replies: no mail again
 * until the visitor has written since the last one. Every instance hears the reply; the claim in
 * `follow_up_mails` lets exactly one of them send.
 */
@Injectable()
export class FollowUpReplyMails implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(FollowUpReplyMails.name);
  private readonly background = new BackgroundWork(this.logger);
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly bus: RealtimeBus,
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe((event) => {
      const reply = supportReplyOf(event);
      if (reply) this.later(reply);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.background.onApplicationShutdown();
  }

  private later(reply: SupportReply): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.background.run('A follow-up mail', () => this.mailIfUnread(reply));
    }, this.config.mail.followUpDelayMs);
    timer.unref();
    this.timers.add(timer);
  }

  private async mailIfUnread(reply: SupportReply): Promise<void> {
    const [target] = (await this.dataSource.query(
      `SELECT c."followUpEmail" AS "email"
       FROM "anonymous_conversations" c
       JOIN "anonymous_messages" m ON m."conversationId" = c."id"
       WHERE c."id" = $1 AND m."id" = $2 AND m."readAt" IS NULL AND c."followUpEmail" IS NOT NULL
         AND c."followUpEmailConfirmedAt" IS NOT NULL`,
      [reply.conversationId, reply.messageId],
    )) as { email: string }[];
    if (!target || !(await this.claim(reply.conversationId))) return;
    await this.mailer.send({
      to: target.email,
      link: this.config.mail.publicUrl,
      ...chatReplyMail({
        reply: reply.content,
        hasImage: reply.hasImage,
        siteUrl: this.config.mail.publicUrl,
      }),
    });
  }

  /** True for the one caller that may mail this burst: none mailed since the visitor last wrote. */
  private async claim(conversationId: string): Promise<boolean> {
    const claimed: unknown[] = await this.dataSource.query(
      `INSERT INTO "follow_up_mails" AS f ("conversationId", "mailedAt") VALUES ($1, now())
       ON CONFLICT ("conversationId") DO UPDATE SET "mailedAt" = now()
       WHERE f."mailedAt" < (
         SELECT max(m."createdAt") FROM "anonymous_messages" m
         WHERE m."conversationId" = $1 AND NOT m."isFromAdmin"
       )
       RETURNING 1`,
      [conversationId],
    );
    return claimed.length > 0;
  }
}
