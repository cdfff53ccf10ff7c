import { ERROR_TEXT } from '@club/contracts';
import {
  Body,
  Controller,
  ForbiddenException,
  HttpCode,
  HttpStatus,
  Post,
  Req,
} from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { EmptyBodyDto } from '../../common/dto/empty-body.dto.js';
import { conversationView } from '../chat/chat-views.mapper.js';
import { VisitorHistoryMergeView } from '../chat/dto/chat-views.js';
import type { UserEntity } from '../users/user.entity.js';
import { VisitorHistoryMerge } from './visitor-history-merge.js';
import { VisitorIdentity } from './visitor-identity.js';

/**
 * A member's visitor history: the chats this browser had before signing in (proved by its
 * chat_state cookie, never by an id the client names) join the member's conversation.
 */
@ApiTags('chat (members)')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ description: ERROR_TEXT.notSignedIn })
@Controller('conversations')
export class VisitorHistoryController {
  constructor(
    private readonly merge: VisitorHistoryMerge,
    private readonly visitors: VisitorIdentity,
  ) {}

  @Post('visitor-history')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Join this browser's visitor chats (chat_state cookie) to your conversation; a repeat joins nothing",
  })
  @ApiOkResponse({ type: VisitorHistoryMergeView })
  @ApiForbiddenResponse({ description: `${ERROR_TEXT.forbidden} (admins have no member chat)` })
  async join(
    @CurrentUser() user: UserEntity,
    @Body() _body: EmptyBodyDto,
    @Req() request: Request,
  ): Promise<VisitorHistoryMergeView> {
    if (user.role === 'admin') throw new ForbiddenException(ERROR_TEXT.forbidden);
    const { conversation, merged } = await this.merge.merge(user.id, this.visitors.keyOf(request));
    return { conversation: conversation && conversationView(conversation), merged };
  }
}
