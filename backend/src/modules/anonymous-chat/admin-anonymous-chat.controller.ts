import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Patch, Post, Query, Res } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiCreatedResponse,
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
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { PAGE_HEADERS } from '../chat/admin-chat.controller.js';
import { sendPage } from '../chat/conversation-page.js';
import { AdminConversationsQueryDto } from '../chat/dto/admin-conversations-query.dto.js';
import { MessagesQueryDto } from '../chat/dto/messages-query.dto.js';
import { UpdateStatusDto } from '../chat/dto/update-status.dto.js';
import type { UserEntity } from '../users/user.entity.js';
import { AdminAnonymousConversationList } from './admin-anonymous-conversation-list.js';
import { AnonymousChatService } from './anonymous-chat.service.js';
import { anonymousConversationView, anonymousMessageView } from './anonymous-views.mapper.js';
import { AdminAnonymousConversationView, AnonymousConversationView, AnonymousMessageView } from './dto/anonymous-views.js';
import { AdminAnonymousMessageDto, AdminRenameDto } from './dto/visitor-dtos.js';
import { EmptyBodyDto } from '../../common/dto/empty-body.dto.js';

@ApiTags('admin chat')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Roles('admin')
@Controller('admin')
export class AdminAnonymousChatController {
  constructor(
    private readonly chat: AnonymousChatService,
    private readonly list: AdminAnonymousConversationList,
  ) {}

  @Get('anonymous-conversations')
  @ApiOperation({ summary: "Visitors' conversations (both widgets), newest activity first, with unread count and last message" })
  @ApiResponse({ status: 200, type: [AdminAnonymousConversationView], headers: PAGE_HEADERS })
  async conversations(@Query() query: AdminConversationsQueryDto, @Res({ passthrough: true }) response: Response) {
    return sendPage(response, await this.list.page(query));
  }

  @Get('anonymous-conversations/:id/messages')
  @ApiOperation({ summary: "Messages of a visitor's conversation, oldest first; ?after=<id>" })
  @ApiOkResponse({ type: [AnonymousMessageView] })
  @ApiNotFoundResponse({ description: 'No such conversation' })
  async messages(@Param('id', new ParseUUIDPipe()) id: string, @Query() query: MessagesQueryDto): Promise<AnonymousMessageView[]> {
    const conversation = await this.chat.byId(id);
    return (await this.chat.messagesOf(conversation.id, query)).map(anonymousMessageView);
  }

  @Post('anonymous-chat/messages')
  @RateLimit('send')
  @ApiOperation({ summary: "Reply to a visitor's conversation" })
  @ApiCreatedResponse({ type: AnonymousMessageView })
  async reply(@Body() body: AdminAnonymousMessageDto, @CurrentUser() admin: UserEntity): Promise<AnonymousMessageView> {
    return this.chat.send(body.conversationId, { admin }, body);
  }

  @Post('anonymous-conversations/:id/mark-read')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Mark the visitor's messages read (clears the unread count)" })
  @ApiOkResponse({ schema: { example: { updated: 3 } } })
  async markRead(@Param('id', new ParseUUIDPipe()) id: string, @Body() _body: EmptyBodyDto): Promise<{ updated: number }> {
    return { updated: await this.chat.markRead(await this.chat.byId(id), true) };
  }

  @Patch('anonymous-conversations/:id/name')
  @ApiOperation({ summary: "Set (or clear) the visitor's display name, the visitors' nickname" })
  @ApiOkResponse({ type: AnonymousConversationView })
  async rename(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: AdminRenameDto): Promise<AnonymousConversationView> {
    return anonymousConversationView(await this.chat.rename(await this.chat.byId(id), body.displayName || null));
  }

  @Patch('anonymous-conversations/:id/status')
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

  @Delete('anonymous-conversations/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a conversation and all its messages' })
  @ApiNoContentResponse()
  async remove(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    await this.chat.delete(await this.chat.byId(id));
  }
}
