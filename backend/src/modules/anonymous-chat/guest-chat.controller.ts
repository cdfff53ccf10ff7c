import { ERROR_TEXT } from '@club/contracts';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/decorators/public.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { ChatCore } from '../chat/chat-core.service.js';
import type { ConversationOwner } from '../chat/chat-lists.js';
import { MessagesQueryDto } from '../chat/dto/messages-query.dto.js';
import { ImageStorage } from '../uploads/image-storage.js';
import { ImageUploadInterceptor } from '../uploads/image-upload.interceptor.js';
import { RequiredImagePipe } from '../uploads/uploaded-image.pipe.js';
import { UploadBudget } from '../uploads/upload-budget.js';
import { anonymousConversationView, anonymousMessageView } from './anonymous-views.mapper.js';
import { AnonymousConversationView, AnonymousMessageView } from './dto/anonymous-views.js';
import {
  GuestConversationDto,
  GuestLookupQueryDto,
  GuestMessageDto,
  GuestUploadFieldsDto,
  RenameDto,
} from './dto/visitor-dtos.js';
import { NewConversationBudget } from './new-conversation-budget.js';
import { VisitorChatService } from './visitor-chat.service.js';
import { VisitorIdentity } from './visitor-identity.js';
import { EmptyBodyDto } from '../../common/dto/empty-body.dto.js';

/** The guest-named "Support" widget. Conversations are bound to the browser's chat_state cookie. */
@ApiTags('chat (guest-named visitors)')
@Public()
@Controller()
export class GuestChatController {
  constructor(
    private readonly core: ChatCore,
    private readonly chat: VisitorChatService,
    private readonly visitors: VisitorIdentity,
    private readonly images: ImageStorage,
    private readonly uploadBudget: UploadBudget,
    private readonly newConversations: NewConversationBudget,
  ) {}

  @Get('chat-conversations')
  @ApiOperation({
    summary: "This browser's conversation for a guest name, as a list (empty when there is none)",
  })
  @ApiOkResponse({ type: [AnonymousConversationView] })
  async find(
    @Query() query: GuestLookupQueryDto,
    @Req() request: Request,
  ): Promise<AnonymousConversationView[]> {
    return (await this.chat.findGuest(this.visitors.keyOf(request), query.username)).map(
      anonymousConversationView,
    );
  }

  @Post('chat-conversations')
  @ApiOperation({ summary: 'Find or create the conversation for a guest name; sets chat_state' })
  @ApiCreatedResponse({ type: AnonymousConversationView })
  async create(
    @Body() body: GuestConversationDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AnonymousConversationView> {
    const { visitorKey, issued } = this.visitors.keyOrIssue(request, response);
    const spend = await this.newConversations.beforeCreate(visitorKey, issued, request, response);
    return anonymousConversationView(
      await this.chat.findOrCreateGuest(
        visitorKey,
        body.username,
        body.subject ?? 'Support',
        { page: body.page, game: body.game },
        spend,
      ),
    );
  }

  @Get('chat-conversations/:id/messages')
  @ApiOperation({
    summary: 'Messages of your conversation, oldest first; ?after=<id> for catch-up',
  })
  @ApiOkResponse({ type: [AnonymousMessageView] })
  @ApiNotFoundResponse({ description: ERROR_TEXT.notYourChat })
  async messages(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Query() query: MessagesQueryDto,
    @Req() request: Request,
  ) {
    const conversation = await this.core.ownedBy('anonymous', this.ownerOf(request), id);
    return (await this.core.messagesOf('anonymous', conversation.id, query)).map(
      anonymousMessageView,
    );
  }

  @Post('chat-conversations/:id/messages')
  @RateLimit('send')
  @ApiOperation({ summary: 'Send a message without the socket (the socket is the usual way)' })
  @ApiCreatedResponse({ type: AnonymousMessageView })
  async send(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: GuestMessageDto,
    @Req() request: Request,
  ) {
    return this.core.send('anonymous', id, { owner: this.ownerOf(request) }, body);
  }

  @Post('chat-conversations/:id/mark-read')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Mark support's messages read" })
  @ApiOkResponse({ schema: { example: { updated: 1 } } })
  async markRead(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() _body: EmptyBodyDto,
    @Req() request: Request,
  ): Promise<{ updated: number }> {
    const conversation = await this.core.ownedBy('anonymous', this.ownerOf(request), id);
    return { updated: await this.core.markRead('anonymous', conversation.id, false) };
  }

  @Post('chat-upload-image')
  @RateLimit('upload')
  @UseInterceptors(ImageUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['image', 'conversationId'],
      properties: {
        image: { type: 'string', format: 'binary' },
        conversationId: { type: 'string', format: 'uuid' },
        caption: { type: 'string', description: 'Optional caption' },
        clientMessageId: {
          type: 'string',
          format: 'uuid',
          description: 'Optional: a repeat answers the message already stored',
        },
      },
    },
  })
  @ApiOperation({
    summary: 'Send an image (JPEG, PNG, GIF or WebP, at most 5 MB) with an optional caption',
  })
  @ApiCreatedResponse({ type: AnonymousMessageView })
  async upload(
    @UploadedFile(RequiredImagePipe) file: Express.Multer.File,
    @Body() body: GuestUploadFieldsDto,
    @Req() request: Request,
  ): Promise<AnonymousMessageView> {
    const owner = this.ownerOf(request);
    await this.core.ownedBy('anonymous', owner, body.conversationId);
    const imageUrl = await this.images.store(file.buffer, this.uploadBudget.uploaderOf(request));
    return this.core.send(
      'anonymous',
      body.conversationId,
      { owner },
      { content: body.caption, imageUrl, clientMessageId: body.clientMessageId },
    );
  }

  /** The conversation keeps its history under the new name (SPEC §4 looked a new one up: decisions.md). */
  @Patch('chat-conversations/:id/name')
  @RateLimit('rename')
  @ApiOperation({ summary: 'Change the guest name of your conversation; its messages stay' })
  @ApiOkResponse({ type: AnonymousConversationView })
  @ApiNotFoundResponse({ description: ERROR_TEXT.notYourChat })
  async rename(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: RenameDto,
    @Req() request: Request,
  ): Promise<AnonymousConversationView> {
    const conversation = await this.core.ownedBy('anonymous', this.ownerOf(request), id);
    return anonymousConversationView(await this.chat.renameGuest(conversation, body.displayName));
  }

  /** This browser as the owner of guest-widget conversations. */
  private ownerOf(request: Request): ConversationOwner | undefined {
    const key = this.visitors.keyOf(request);
    return key ? { key, kind: 'guest' } : undefined;
  }
}
