import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import type { UserEntity } from '../users/user.entity.js';
import { conversationView, messageView } from './chat-views.mapper.js';
import { ChatCore } from './chat-core.service.js';
import { MemberChatService } from './member-chat.service.js';
import { ConversationView, MessageView } from './dto/chat-views.js';
import { CreateConversationDto } from './dto/create-conversation.dto.js';
import { MessagesQueryDto } from './dto/messages-query.dto.js';
import { SendMessageDto } from './dto/send-message.dto.js';
import { EmptyBodyDto } from '../../common/dto/empty-body.dto.js';

@ApiTags('chat (members)')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@Controller()
export class ChatController {
  constructor(
    private readonly core: ChatCore,
    private readonly chat: MemberChatService,
  ) {}

  @Get('conversations')
  @ApiOperation({
    summary: "The signed-in user's conversations, newest activity first (the first is used)",
  })
  @ApiOkResponse({ type: [ConversationView] })
  async list(@CurrentUser() user: UserEntity): Promise<ConversationView[]> {
    return (await this.chat.listOwn(user.id)).map(conversationView);
  }

  @Post('conversations')
  @ApiOperation({
    summary:
      "Find or create the signed-in user's support conversation (201 when created, 200 when found)",
  })
  @ApiCreatedResponse({ type: ConversationView })
  @ApiOkResponse({ type: ConversationView })
  async create(
    @CurrentUser() user: UserEntity,
    @Body() body: CreateConversationDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ConversationView> {
    const { conversation, created } = await this.chat.findOrCreate(
      user.id,
      body.subject ?? 'Support',
    );
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return conversationView(conversation);
  }

  @Get('conversations/:id/messages')
  @ApiOperation({
    summary: 'Messages of one of your conversations, oldest first; ?after=<id> for catch-up',
  })
  @ApiOkResponse({ type: [MessageView] })
  @ApiNotFoundResponse({ description: 'No such conversation of yours' })
  async messages(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Query() query: MessagesQueryDto,
  ): Promise<MessageView[]> {
    const conversation = await this.core.ownedBy('user', { key: user.id }, id);
    return (await this.core.messagesOf('user', conversation.id, query)).map(messageView);
  }

  @Post('conversations/:id/mark-read')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Mark support's messages in one of your conversations as read" })
  @ApiOkResponse({ schema: { example: { updated: 2 } } })
  async markRead(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() _body: EmptyBodyDto,
  ): Promise<{ updated: number }> {
    const conversation = await this.core.ownedBy('user', { key: user.id }, id);
    return { updated: await this.core.markRead('user', conversation.id, false) };
  }

  @Post('messages')
  @RateLimit('send')
  @ApiOperation({
    summary: 'Send a message to one of your conversations (admins: to any)',
    description:
      'isFromAdmin is ignored: a message is from support when an admin sends it. Ask for the deposit bot message with {template:"deposit"}; repeats within 3 s answer the same message.',
  })
  @ApiCreatedResponse({ type: MessageView })
  @ApiBadRequestResponse({ description: 'Empty, too long, or pointing at a foreign image' })
  @ApiNotFoundResponse({ description: 'No such conversation of yours' })
  @ApiTooManyRequestsResponse({ description: 'Too many messages; see Retry-After' })
  async send(@CurrentUser() user: UserEntity, @Body() body: SendMessageDto): Promise<MessageView> {
    return this.chat.send(user, body.conversationId, body);
  }
}
