import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnonymousChatModule } from '../anonymous-chat/anonymous-chat.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminChatController } from './admin-chat.controller.js';
import { AdminConversationList } from './admin-conversation-list.js';
import { ChatStatsService } from './chat-stats.service.js';
import { ChatController } from './chat.controller.js';
import { ChatService } from './chat.service.js';
import { ConversationEntity } from './conversation.entity.js';
import { MemberMessageStore } from './member-message-store.js';
import { MessageEntity } from './message.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([ConversationEntity, MessageEntity]), UsersModule, AnonymousChatModule, UploadsModule],
  controllers: [ChatController, AdminChatController],
  providers: [ChatService, AdminConversationList, ChatStatsService, MemberMessageStore],
  exports: [ChatService],
})
export class ChatModule {}
