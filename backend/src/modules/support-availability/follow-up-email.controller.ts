import { FOLLOW_UP_ERROR } from '@club/contracts';
import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  Param,
  ParseUUIDPipe,
  Put,
  Req,
} from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/decorators/public.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { VisitorIdentity } from '../anonymous-chat/visitor-identity.js';
import { FollowUpEmailDto, FollowUpEmailView } from './dto/support-availability.dtos.js';
import { FollowUpEmails } from './follow-up-emails.js';

/**
 * The e-mail address a visitor (guest or device widget) leaves so support's reply reaches them.
 * Only the browser that owns the conversation (its chat_state cookie) reads or changes it.
 */
@ApiTags('chat (availability)')
@Public()
@Controller('visitor-conversations/:id/follow-up-email')
export class FollowUpEmailController {
  constructor(
    private readonly emails: FollowUpEmails,
    private readonly visitors: VisitorIdentity,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The address your conversation will be answered at, if you left one' })
  @ApiOkResponse({ type: FollowUpEmailView })
  @ApiNotFoundResponse({ description: 'Not your conversation (or no chat_state cookie)' })
  async get(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Req() request: Request,
  ): Promise<FollowUpEmailView> {
    return { email: await this.emails.of(this.visitors.keyOf(request), id) };
  }

  @Put()
  @RateLimit('rename')
  @ApiOperation({ summary: 'Leave or change the address a reply should reach (visitors only)' })
  @ApiOkResponse({ type: FollowUpEmailView })
  @ApiForbiddenResponse({ description: FOLLOW_UP_ERROR.membersUseAccountEmail })
  @ApiNotFoundResponse({ description: 'Not your conversation (or no chat_state cookie)' })
  async set(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: FollowUpEmailDto,
    @Req() request: Request,
  ): Promise<FollowUpEmailView> {
    if (request.user) throw new ForbiddenException(FOLLOW_UP_ERROR.membersUseAccountEmail);
    return { email: await this.emails.set(this.visitors.keyOf(request), id, body.email) };
  }
}
