import {
  Body,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Patch,
} from '@nestjs/common';
import {
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { UsersService } from '../users/users.service.js';
import { AdminConversationList } from './admin-conversation-list.js';
import { adminMessageView } from './chat-views.mapper.js';
import { ChatError, ChatErrorCode } from './chat-error.js';
import { ChatStatsService } from './chat-stats.service.js';
import { ChatCore } from './chat-core.service.js';
import { ConversationDirectory } from './conversation-directory.js';
import { MemberChatService } from './member-chat.service.js';
import { AdminChatRoutes, AdminListRoutes } from './admin-list-routes.js';
import {
  AdminConversationView,
  AdminMessageView,
  ChatStatsView,
  UserSummaryView,
} from './dto/chat-views.js';
import { NicknameDto } from './dto/nickname.dto.js';

@AdminChatRoutes()
export class AdminChatController extends AdminListRoutes({
  list: 'user',
  path: 'conversations',
  listSummary:
    "Members' conversations, newest activity first, with user, unread count and last message",
  listView: AdminConversationView,
  messagesSummary:
    "Messages of a member's conversation with their sender, oldest first; ?after=<id>",
  messageView: AdminMessageView,
  withSender: true,
  toMessageView: adminMessageView,
  owner: "member's",
}) {
  constructor(
    core: ChatCore,
    private readonly chat: MemberChatService,
    private readonly directory: ConversationDirectory,
    list: AdminConversationList,
    private readonly stats: ChatStatsService,
    private readonly users: UsersService,
  ) {
    super(core, list);
  }

  @Delete('conversations/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: "Delete a conversation and all its messages (a member's, or a visitor's by its id)",
  })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No such conversation' })
  async remove(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    const list = await this.directory.listOf(id);
    if (!list) throw new ChatError(ChatErrorCode.ConversationNotFound);
    await this.core.delete(list, id);
  }

  @Patch('users/:userId/nickname')
  @ApiOperation({
    summary:
      "Set (or clear, with an empty string) support's label for a member; the member's own nickname is not changed",
  })
  @ApiOkResponse({ type: UserSummaryView })
  @ApiNotFoundResponse({ description: 'No such user' })
  async setNickname(
    @Param('userId', new ParseUUIDPipe()) userId: string,
    @Body() body: NicknameDto,
  ): Promise<UserSummaryView> {
    const user = await this.users.setSupportLabel(userId, body.nickname || null);
    for (const conversation of await this.chat.listOwn(userId))
      await this.core.announceUpdate('user', conversation.id);
    const { id, username, firstName, lastName, nickname, supportLabel, email } = user;
    return { id, username, firstName, lastName, nickname, supportLabel, email };
  }

  @Get('chat-stats')
  @ApiOperation({
    summary: 'The three cards: open, waiting for response, closed today (both lists)',
  })
  @ApiOkResponse({ type: ChatStatsView })
  chatStats(): Promise<ChatStatsView> {
    return this.stats.stats();
  }
}
