import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAnonymousConversationList } from '../anonymous-chat/admin-anonymous-conversation-list.js';
import { AnonymousConversationEntity } from '../anonymous-chat/anonymous-conversation.entity.js';
import { AnonymousMessageEntity } from '../anonymous-chat/anonymous-message.entity.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminChatController } from './admin-chat.controller.js';
import { AdminConversationList } from './admin-conversation-list.js';
import { ChatCore } from './chat-core.service.js';
import { ChatStatsService } from './chat-stats.service.js';
import { ChatController } from './chat.controller.js';
import { ConversationDirectory } from './conversation-directory.js';
import { ConversationEntity } from './conversation.entity.js';
import { MemberChatService } from './member-chat.service.js';
import { MessageEntity } from './message.entity.js';
import { MessageStore } from './message-store.js';
import { OwnedMessages } from './owned-messages.js';

/** The chat core (both inbox lists) and the members' chat routes. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ConversationEntity,
      MessageEntity,
      AnonymousConversationEntity,
      AnonymousMessageEntity,
    ]),
    UsersModule,
    UploadsModule,
  ],
  controllers: [ChatController, AdminChatController],
  providers: [
    ChatCore,
    MessageStore,
    ConversationDirectory,
    MemberChatService,
    AdminConversationList,
    AdminAnonymousConversationList,
    ChatStatsService,
    OwnedMessages,
  ],
  exports: [
    ChatCore,
    ConversationDirectory,
    MemberChatService,
    AdminConversationList,
    AdminAnonymousConversationList,
    OwnedMessages,
  ],
})
export class ChatModule {}
