import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Patch, Post, Query, Res } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { AnonymousChatService } from '../anonymous-chat/anonymous-chat.service.js';
import { UserResponseDto } from '../users/dto/user-response.dto.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { AdminConversationList } from './admin-conversation-list.js';
import { adminMessageView } from './chat-views.mapper.js';
import { ChatStatsService } from './chat-stats.service.js';
import { ChatService } from './chat.service.js';
import { NEXT_CURSOR_HEADER, sendPage } from './conversation-page.js';
import { AdminConversationsQueryDto } from './dto/admin-conversations-query.dto.js';
import { AdminConversationView, AdminMessageView, ChatStatsView } from './dto/chat-views.js';
import { MessagesQueryDto } from './dto/messages-query.dto.js';
import { NicknameDto } from './dto/nickname.dto.js';
import { UpdateStatusDto } from './dto/update-status.dto.js';
import { EmptyBodyDto } from '../../common/dto/empty-body.dto.js';

export const PAGE_HEADERS = {
  [NEXT_CURSOR_HEADER]: { description: 'Pass as ?cursor= for the next page; absent on the last page', schema: { type: 'string' } },
};

@ApiTags('admin chat')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Roles('admin')
@Controller('admin')
export class AdminChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly list: AdminConversationList,
    private readonly stats: ChatStatsService,
    private readonly users: UsersService,
    private readonly anonymousChat: AnonymousChatService,
  ) {}

  @Get('conversations')
  @ApiOperation({ summary: "Members' conversations, newest activity first, with user, unread count and last message" })
  @ApiResponse({ status: 200, type: [AdminConversationView], headers: PAGE_HEADERS })
  async conversations(@Query() query: AdminConversationsQueryDto, @Res({ passthrough: true }) response: Response) {
    return sendPage(response, await this.list.page(query));
  }

  @Get('conversations/:id/messages')
  @ApiOperation({ summary: "Messages of a member's conversation with their sender, oldest first; ?after=<id>" })
  @ApiOkResponse({ type: [AdminMessageView] })
  @ApiNotFoundResponse({ description: 'No such conversation' })
  async messages(@Param('id', new ParseUUIDPipe()) id: string, @Query() query: MessagesQueryDto): Promise<AdminMessageView[]> {
    const conversation = await this.chat.byId(id);
    return (await this.chat.messagesOf(conversation.id, query, true)).map(adminMessageView);
  }

  @Post('conversations/:id/mark-read')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Mark the member's messages read (clears the unread count)" })
  @ApiOkResponse({ schema: { example: { updated: 3 } } })
  async markRead(@Param('id', new ParseUUIDPipe()) id: string, @Body() _body: EmptyBodyDto): Promise<{ updated: number }> {
    return { updated: await this.chat.markRead(await this.chat.byId(id), true) };
  }

  @Patch('conversations/:id/status')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Close or reopen a conversation' })
  @ApiNoContentResponse()
  async setStatus(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateStatusDto,
    @CurrentUser() admin: UserEntity,
  ): Promise<void> {
    await this.chat.setStatus(await this.chat.byId(id), body.status, admin);
  }

  @Delete('conversations/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "Delete a conversation and all its messages (a member's, or a visitor's by its id)" })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No such conversation' })
  async remove(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    const conversation = await this.chat.byId(id).catch(() => undefined);
    if (conversation) return this.chat.delete(conversation);
    await this.anonymousChat.delete(await this.anonymousChat.byId(id));
  }

  @Patch('users/:userId/nickname')
  @ApiOperation({ summary: 'Set (or clear, with an empty string) the nickname support sees for a member' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiNotFoundResponse({ description: 'No such user' })
  async setNickname(@Param('userId', new ParseUUIDPipe()) userId: string, @Body() body: NicknameDto): Promise<UserResponseDto> {
    const user = await this.users.setNickname(userId, body.nickname || null);
    for (const conversation of await this.chat.listOwn(userId)) await this.chat.announceUpdate(conversation.id, userId);
    return UserResponseDto.from(user);
  }

  @Get('chat-stats')
  @ApiOperation({ summary: 'The three cards: open, waiting for response, closed today (both lists)' })
  @ApiOkResponse({ type: ChatStatsView })
  chatStats(): Promise<ChatStatsView> {
    return this.stats.stats();
  }
}
