import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Patch, Post, Query, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/decorators/public.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { MessagesQueryDto } from '../chat/dto/messages-query.dto.js';
import { ImageStorage } from '../uploads/image-storage.js';
import { ImageUploadInterceptor } from '../uploads/image-upload.interceptor.js';
import { RequiredImagePipe } from '../uploads/uploaded-image.pipe.js';
import { AnonymousChatService } from './anonymous-chat.service.js';
import { anonymousConversationView, anonymousMessageView } from './anonymous-views.mapper.js';
import { AnonymousConversationView, AnonymousMessageView } from './dto/anonymous-views.js';
import { DeviceConversationDto, DeviceMessageDto, DeviceUploadFieldsDto, RenameDto } from './dto/visitor-dtos.js';
import { VisitorIdentity } from './visitor-identity.js';
import { EmptyBodyDto } from '../../common/dto/empty-body.dto.js';

export const NOT_YOUR_CHAT = 'Conversation not found (it belongs to another browser, or the chat_state cookie is missing)';

/** The device-identified widget. Every call after the first needs the chat_state cookie it set. */
@ApiTags('chat (device-identified visitors)')
@Public()
@Controller('anonymous-chat')
export class DeviceChatController {
  constructor(
    private readonly chat: AnonymousChatService,
    private readonly visitors: VisitorIdentity,
    private readonly images: ImageStorage,
  ) {}

  @Post('conversation')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Find or create this browser's conversation for a device id; sets chat_state" })
  @ApiOkResponse({ type: AnonymousConversationView })
  async conversation(
    @Body() body: DeviceConversationDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AnonymousConversationView> {
    const visitorKey = this.visitors.keyOrIssue(request, response);
    return anonymousConversationView(await this.chat.findOrCreateDevice(visitorKey, body.deviceId, body.displayName));
  }

  /** SPEC §7 names this call for the admin inbox too, so an admin reads any visitor conversation here. */
  @Get('conversations/:id/messages')
  @ApiOperation({ summary: 'Messages of your conversation (admins: of any visitor conversation), oldest first; ?after=<id> for catch-up' })
  @ApiOkResponse({ type: [AnonymousMessageView] })
  @ApiNotFoundResponse({ description: NOT_YOUR_CHAT })
  async messages(@Param('id', new ParseUUIDPipe()) id: string, @Query() query: MessagesQueryDto, @Req() request: Request) {
    const conversation =
      request.user?.role === 'admin' ? await this.chat.byId(id) : await this.chat.ownedBy(this.visitors.keyOf(request), id, { kind: 'device' });
    return (await this.chat.messagesOf(conversation.id, query)).map(anonymousMessageView);
  }

  @Post('conversations/:id/mark-read')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Mark support's messages read (when the panel opens)" })
  @ApiOkResponse({ schema: { example: { updated: 1 } } })
  async markRead(@Param('id', new ParseUUIDPipe()) id: string, @Body() _body: EmptyBodyDto, @Req() request: Request): Promise<{ updated: number }> {
    const conversation = await this.chat.ownedBy(this.visitors.keyOf(request), id, { kind: 'device' });
    return { updated: await this.chat.markRead(conversation, false) };
  }

  @Post('messages')
  @RateLimit('send')
  @ApiOperation({ summary: 'Send a message (isFromAdmin and adminSenderId are ignored)' })
  @ApiCreatedResponse({ type: AnonymousMessageView })
  async send(@Body() body: DeviceMessageDto, @Req() request: Request): Promise<AnonymousMessageView> {
    const author = { visitorKey: this.visitors.keyOf(request), kind: 'device' as const, deviceId: body.deviceId };
    return this.chat.send(body.conversationId, author, { content: body.content });
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
      },
    },
  })
  @ApiOperation({ summary: 'Send an image (JPEG, PNG, GIF or WebP, at most 5 MB) with an optional caption' })
  @ApiCreatedResponse({ type: AnonymousMessageView })
  async upload(
    @UploadedFile(RequiredImagePipe) file: Express.Multer.File,
    @Body() body: DeviceUploadFieldsDto,
    @Req() request: Request,
  ): Promise<AnonymousMessageView> {
    const author = { visitorKey: this.visitors.keyOf(request), kind: 'device' as const, deviceId: body.deviceId };
    await this.chat.ownedBy(author.visitorKey, body.conversationId, { kind: author.kind, deviceId: author.deviceId });
    const imageUrl = await this.images.store(file.buffer);
    return this.chat.send(body.conversationId, author, { content: body.content, imageUrl });
  }

  @Patch('conversations/:id/name')
  @ApiOperation({ summary: 'Change how you appear in chat' })
  @ApiOkResponse({ type: AnonymousConversationView })
  async rename(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: RenameDto, @Req() request: Request) {
    const conversation = await this.chat.ownedBy(this.visitors.keyOf(request), id, { kind: 'device' });
    return anonymousConversationView(await this.chat.rename(conversation, body.displayName));
  }
}
