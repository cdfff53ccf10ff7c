import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AdminAnonymousChatController } from './admin-anonymous-chat.controller.js';
import { AdminAnonymousConversationList } from './admin-anonymous-conversation-list.js';
import { AnonymousChatService } from './anonymous-chat.service.js';
import { AnonymousConversationEntity } from './anonymous-conversation.entity.js';
import { AnonymousMessageEntity } from './anonymous-message.entity.js';
import { AnonymousMessageStore } from './anonymous-message-store.js';
import { DeviceChatController } from './device-chat.controller.js';
import { GuestChatController } from './guest-chat.controller.js';
import { VisitorIdentity } from './visitor-identity.js';

@Module({
  imports: [TypeOrmModule.forFeature([AnonymousConversationEntity, AnonymousMessageEntity]), UploadsModule],
  controllers: [DeviceChatController, GuestChatController, AdminAnonymousChatController],
  providers: [AnonymousChatService, AdminAnonymousConversationList, AnonymousMessageStore, VisitorIdentity],
  exports: [AnonymousChatService, VisitorIdentity],
})
export class AnonymousChatModule {}
