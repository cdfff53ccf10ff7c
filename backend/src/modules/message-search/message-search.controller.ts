import { Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminChatRoutes } from '../chat/admin-list-routes.js';
import {
  MemberMessageHitDto,
  MessageSearchQueryDto,
  VisitorMessageHitDto,
} from './dto/message-search.dto.js';
import { MessageSearchService } from './message-search.service.js';

const SUMMARY = 'Conversations whose messages contain the text, newest match first, with a snippet';

/** Search inside messages, one route per inbox list; private notes are never searched. */
@AdminChatRoutes()
export class MessageSearchController {
  constructor(private readonly search: MessageSearchService) {}

  @Get('message-search/members')
  @ApiOperation({ summary: `${SUMMARY} (members' conversations)` })
  @ApiOkResponse({ type: [MemberMessageHitDto] })
  @ApiBadRequestResponse({ description: 'The text is too short or too long' })
  members(@Query() query: MessageSearchQueryDto): Promise<MemberMessageHitDto[]> {
    return this.search.memberHits(query.q);
  }

  @Get('message-search/visitors')
  @ApiOperation({ summary: `${SUMMARY} (visitors' conversations)` })
  @ApiOkResponse({ type: [VisitorMessageHitDto] })
  @ApiBadRequestResponse({ description: 'The text is too short or too long' })
  visitors(@Query() query: MessageSearchQueryDto): Promise<VisitorMessageHitDto[]> {
    return this.search.visitorHits(query.q);
  }
}
