import {
  Body,
  Delete,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { AdminChatRoutes, AdminListRoutes } from '../chat/admin-list-routes.js';
import { ChatCore } from '../chat/chat-core.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { AdminAnonymousConversationList } from './admin-anonymous-conversation-list.js';
import { VisitorChatService } from './visitor-chat.service.js';
import { anonymousConversationView, anonymousMessageView } from './anonymous-views.mapper.js';
import {
  AdminAnonymousConversationView,
  AnonymousConversationView,
  AnonymousMessageView,
} from './dto/anonymous-views.js';
import { AdminAnonymousMessageDto, AdminRenameDto } from './dto/visitor-dtos.js';

@AdminChatRoutes()
export class AdminAnonymousChatController extends AdminListRoutes({
  list: 'anonymous',
  path: 'anonymous-conversations',
  listSummary:
    "Visitors' conversations (both widgets), newest activity first, with unread count and last message",
  listView: AdminAnonymousConversationView,
  messagesSummary: "Messages of a visitor's conversation, oldest first; ?after=<id>",
  messageView: AnonymousMessageView,
  withSender: false,
  toMessageView: anonymousMessageView,
  owner: "visitor's",
}) {
  constructor(
    core: ChatCore,
    private readonly chat: VisitorChatService,
    list: AdminAnonymousConversationList,
  ) {
    super(core, list);
  }

  @Post('anonymous-chat/messages')
  @RateLimit('send')
  @ApiOperation({ summary: "Reply to a visitor's conversation" })
  @ApiCreatedResponse({ type: AnonymousMessageView })
  async reply(
    @Body() body: AdminAnonymousMessageDto,
    @CurrentUser() admin: UserEntity,
  ): Promise<AnonymousMessageView> {
    return this.core.send('anonymous', body.conversationId, { support: admin }, body);
  }

  @Patch('anonymous-conversations/:id/name')
  @ApiOperation({ summary: "Set (or clear) the visitor's display name, the visitors' nickname" })
  @ApiOkResponse({ type: AnonymousConversationView })
  async rename(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: AdminRenameDto,
  ): Promise<AnonymousConversationView> {
    return anonymousConversationView(
      await this.chat.rename(await this.core.byId('anonymous', id), body.displayName || null),
    );
  }

  @Delete('anonymous-conversations/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a conversation and all its messages' })
  @ApiNoContentResponse()
  async remove(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    const conversation = await this.core.byId('anonymous', id);
    await this.core.delete('anonymous', conversation.id);
  }
}
