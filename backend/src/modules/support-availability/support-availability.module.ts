import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnonymousChatModule } from '../anonymous-chat/anonymous-chat.module.js';
import { AnonymousConversationEntity } from '../anonymous-chat/anonymous-conversation.entity.js';
import { DeskModule } from '../desk/desk.module.js';
import { MailModule } from '../mail/mail.module.js';
import { SiteConfigModule } from '../site-config/site-config.module.js';
import { FollowUpEmailController } from './follow-up-email.controller.js';
import { FollowUpEmails } from './follow-up-emails.js';
import { FollowUpReplyMails } from './follow-up-reply-mails.js';
import { SupportStatusController } from './support-status.controller.js';

/**
 * What the widgets tell customers about support's availability, visitors' follow-up address, and
 * the mail of support's replies to it.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([AnonymousConversationEntity]),
    AnonymousChatModule,
    DeskModule,
    MailModule,
    SiteConfigModule,
  ],
  controllers: [SupportStatusController, FollowUpEmailController],
  providers: [FollowUpEmails, FollowUpReplyMails],
})
export class SupportAvailabilityModule {}
