import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnonymousChatModule } from '../anonymous-chat/anonymous-chat.module.js';
import { AnonymousConversationEntity } from '../anonymous-chat/anonymous-conversation.entity.js';
import { DeskModule } from '../desk/desk.module.js';
import { FollowUpEmailController } from './follow-up-email.controller.js';
import { FollowUpEmails } from './follow-up-emails.js';
import { SupportStatusController } from './support-status.controller.js';

/** What the widgets tell customers about support's availability, and visitors' follow-up address. */
@Module({
  imports: [
    TypeOrmModule.forFeature([AnonymousConversationEntity]),
    AnonymousChatModule,
    DeskModule,
  ],
  controllers: [SupportStatusController, FollowUpEmailController],
  providers: [FollowUpEmails],
})
export class SupportAvailabilityModule {}
