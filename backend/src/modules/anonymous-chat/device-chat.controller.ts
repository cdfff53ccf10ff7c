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
import { OwnedMessages } from '../chat/owned-messages.js';
import { ImageStorage } from '../uploads/image-storage.js';
import { ImageUploadInterceptor } from '../uploads/image-upload.interceptor.js';
import { RequiredImagePipe } from '../uploads/uploaded-image.pipe.js';
import { UploadBudget } from '../uploads/upload-budget.js';
import { anonymousConversationView, anonymousMessageView } from './anonymous-views.mapper.js';
import { AnonymousConversationView, AnonymousMessageView } from './dto/anonymous-views.js';
import {
  DeviceConversationDto,
  DeviceMessageDto,
  DeviceUploadFieldsDto,
  RenameDto,
} from './dto/visitor-dtos.js';
import { NewConversationBudget } from './new-conversation-budget.js';
import { VisitorChatService } from './visitor-chat.service.js';
import { VisitorIdentity } from './visitor-identity.js';
import { EmptyBodyDto } from '../../common/dto/empty-body.dto.js';

/** The device-identified widget. Every call after the first needs the chat_state cookie it set. */
@ApiTags('chat (device-identified visitors)')
@Public()
@Controller('anonymous-chat')
export class DeviceChatController {
  constructor(
    private readonly core: ChatCore,
    private readonly chat: VisitorChatService,
    private readonly visitors: VisitorIdentity,
    private readonly images: ImageStorage,
    private readonly uploadBudget: UploadBudget,
    private readonly newConversations: NewConversationBudget,
    private readonly ownedMessages: OwnedMessages,
  ) {}

  @Post('conversation')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "Find or create this browser's conversation for a device id; sets chat_state",
  })
  @ApiOkResponse({ type: AnonymousConversationView })
  async conversation(
    @Body() body: DeviceConversationDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AnonymousConversationView> {
    const { visitorKey, issued } = this.visitors.keyOrIssue(request, response);
    const spend = await this.newConversations.beforeCreate(visitorKey, issued, request, response);
    return anonymousConversationView(
      await this.chat.findOrCreateDevice(
        visitorKey,
        body.deviceId,
        body.displayName,
        { page: body.page, game: body.game },
        spend,
      ),
    );
  }

  /**
   * SPEC §7 names this call for the admin inbox too, so an admin reads any visitor conversation
   * here. The widget polls it every few seconds: one statement for a visitor, no session (see
   * SessionMiddleware), and an ETag, so an unchanged answer is a bodiless 304.
   */
  @Get('conversations/:id/messages')
  @ApiOperation({
    summary:
      'Messages of your conversation (admins: of any visitor conversation), oldest first; ?after=<id> for catch-up; If-None-Match answers 304 when nothing changed',
  })
  @ApiOkResponse({ type: [AnonymousMessageView] })
  @ApiNotFoundResponse({ description: ERROR_TEXT.notYourChat })
  async messages(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Query() query: MessagesQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    response.setHeader('Cache-Control', 'private, no-cache');
    if (request.user?.role === 'admin') {
      const conversation = await this.core.byId('anonymous', id);
      return (await this.core.messagesOf('anonymous', conversation.id, query)).map(
        anonymousMessageView,
      );
    }
    return (await this.ownedMessages.of('anonymous', this.ownerOf(request), id, query)).map(
      anonymousMessageView,
    );
  }

  @Post('conversations/:id/mark-read')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Mark support's messages read (when the panel opens)" })
  @ApiOkResponse({ schema: { example: { updated: 1 } } })
  async markRead(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() _body: EmptyBodyDto,
    @Req() request: Request,
  ): Promise<{ updated: number }> {
    const conversation = await this.core.ownedBy('anonymous', this.ownerOf(request), id);
    return { updated: await this.core.markRead('anonymous', conversation.id, false) };
  }

  @Post('messages')
  @RateLimit('send')
  @ApiOperation({ summary: 'Send a message (isFromAdmin and adminSenderId are ignored)' })
  @ApiCreatedResponse({ type: AnonymousMessageView })
  async send(
    @Body() body: DeviceMessageDto,
    @Req() request: Request,
  ): Promise<AnonymousMessageView> {
    const owner = this.ownerOf(request, body.deviceId);
    const { content, clientMessageId } = body;
    return this.core.send(
      'anonymous',
      body.conversationId,
      { owner },
      { content, clientMessageId },
    );
  }

  @Post('upload-image')
  @RateLimit('upload')
  @UseInterceptors(ImageUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['image', 'conversationId', 'deviceId'],
      properties: {
        image: { type: 'string', format: 'binary' },
        conversationId: { type: 'string', format: 'uuid' },
        deviceId: { type: 'string' },
        content: { type: 'string', description: 'Optional caption' },
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
    @Body() body: DeviceUploadFieldsDto,
    @Req() request: Request,
  ): Promise<AnonymousMessageView> {
    const owner = this.ownerOf(request, body.deviceId);
    await this.core.ownedBy('anonymous', owner, body.conversationId);
    const imageUrl = await this.images.store(file.buffer, this.uploadBudget.uploaderOf(request));
    return this.core.send(
      'anonymous',
      body.conversationId,
      { owner },
      { content: body.content, imageUrl, clientMessageId: body.clientMessageId },
    );
  }

  @Patch('conversations/:id/name')
  @RateLimit('rename')
  @ApiOperation({ summary: 'Change how you appear in chat' })
  @ApiOkResponse({ type: AnonymousConversationView })
  async rename(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: RenameDto,
    @Req() request: Request,
  ) {
    const conversation = await this.core.ownedBy('anonymous', this.ownerOf(request), id);
    return anonymousConversationView(await this.chat.rename(conversation, body.displayName));
  }

  /** This browser as the owner of device-widget conversations (of one device id, when given). */
  private ownerOf(request: Request, deviceId?: string): ConversationOwner | undefined {
    const key = this.visitors.keyOf(request);
    return key ? { key, kind: 'device', visitorHandle: deviceId } : undefined;
  }
}
