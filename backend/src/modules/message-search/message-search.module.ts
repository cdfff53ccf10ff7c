import { Module } from '@nestjs/common';
import { ChatModule } from '../chat/chat.module.js';
import { MessageSearchController } from './message-search.controller.js';
import { MessageSearchService } from './message-search.service.js';

/** The admin inbox's search inside messages (issue 16 item 7). */
@Module({
  imports: [ChatModule],
  controllers: [MessageSearchController],
  providers: [MessageSearchService],
})
export class MessageSearchModule {}
