import { FOLLOW_UP_ERROR } from '@club/contracts';
import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/decorators/public.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { VisitorIdentity } from '../anonymous-chat/visitor-identity.js';
import {
  FollowUpEmailConfirmDto,
  FollowUpEmailConfirmedView,
  FollowUpEmailDto,
  FollowUpEmailView,
} from './dto/support-availability.dtos.js';
import { FollowUpEmails, FollowUpMailThrottledException } from './follow-up-emails.js';

/**
 * The e-mail address a visitor (guest or device widget) leaves so support's reply reaches them.
 * Only the browser that owns the conversation (its chat_state cookie) reads or changes it; the
 * link mailed to the address confirms it, from any browser.
 */
@ApiTags('chat (availability)')
@Public()
@Controller()
export class FollowUpEmailController {
  constructor(
    private readonly emails: FollowUpEmails,
    private readonly visitors: VisitorIdentity,
  ) {}

  @Get('visitor-conversations/:id/follow-up-email')
  @ApiOperation({
    summary:
      'The address your conversation will be answered at, if you left one, and whether it is confirmed',
  })
  @ApiOkResponse({ type: FollowUpEmailView })
  @ApiNotFoundResponse({ description: 'Not your conversation (or no chat_state cookie)' })
  async get(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Req() request: Request,
  ): Promise<FollowUpEmailView> {
    return this.emails.of(this.visitors.keyOf(request), id);
  }

  @Put('visitor-conversations/:id/follow-up-email')
  @RateLimit('rename')
  @ApiOperation({
    summary:
      'Leave or change the address a reply should reach (visitors only); a link that confirms it is mailed to it, and replies are mailed only once it is opened',
  })
  @ApiOkResponse({ type: FollowUpEmailView })
  @ApiForbiddenResponse({ description: FOLLOW_UP_ERROR.membersUseAccountEmail })
  @ApiNotFoundResponse({ description: 'Not your conversation (or no chat_state cookie)' })
  @ApiTooManyRequestsResponse({
    description: 'Too many confirmation mails for this conversation; see Retry-After',
  })
  async set(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: FollowUpEmailDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<FollowUpEmailView> {
    if (request.user) throw new ForbiddenException(FOLLOW_UP_ERROR.membersUseAccountEmail);
    return this.emails.set(this.visitors.keyOf(request), id, body.email).catch((error: unknown) => {
      if (error instanceof FollowUpMailThrottledException)
        response.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    });
  }

  @Post('follow-up-email/confirm')
  @RateLimit('auth')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Open the link mailed to a follow-up address: replies reach it from now on',
  })
  @ApiOkResponse({ type: FollowUpEmailConfirmedView })
  @ApiBadRequestResponse({ description: FOLLOW_UP_ERROR.linkInvalid })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts; see Retry-After' })
  async confirm(@Body() body: FollowUpEmailConfirmDto): Promise<FollowUpEmailConfirmedView> {
    return { email: await this.emails.confirm(body.token) };
  }
}
