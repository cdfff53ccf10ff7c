import { Module } from '@nestjs/common';
import { VisitorKeyReader } from '../../common/rate-limit/visitor-key-reader.js';
import { ChatModule } from '../chat/chat.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AdminAnonymousChatController } from './admin-anonymous-chat.controller.js';
import { DeviceChatController } from './device-chat.controller.js';
import { GuestChatController } from './guest-chat.controller.js';
import { NewConversationBudget } from './new-conversation-budget.js';
import { VisitorChatService } from './visitor-chat.service.js';
import { VisitorHistoryController } from './visitor-history.controller.js';
import { VisitorHistoryMerge } from './visitor-history-merge.js';
import { VisitorIdentity } from './visitor-identity.js';

/** Visitors' chat routes (both widgets) and the admin's routes of the visitors' list. */
@Module({
  imports: [ChatModule, UploadsModule],
  controllers: [
    DeviceChatController,
    GuestChatController,
    AdminAnonymousChatController,
    VisitorHistoryController,
  ],
  providers: [
    VisitorChatService,
    VisitorHistoryMerge,
    VisitorIdentity,
    { provide: VisitorKeyReader, useExisting: VisitorIdentity },
    NewConversationBudget,
  ],
  exports: [VisitorChatService, VisitorIdentity, VisitorKeyReader],
})
export class AnonymousChatModule {}
