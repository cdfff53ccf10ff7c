import { Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ERROR_TEXT } from '@club/contracts';
import { AdminChatRoutes } from '../chat/admin-list-routes.js';
import { CustomerContextService } from './customer-context.service.js';
import { MemberCustomerView, VisitorCustomerView } from './dto/customer-views.js';

/** The customer panel beside a conversation in the admin inbox (admins only). */
@AdminChatRoutes()
export class CustomerContextController {
  constructor(private readonly context: CustomerContextService) {}

  @Get('conversations/:id/customer')
  @ApiOperation({
    summary:
      "The member of a member's conversation: profile, package status, purchases, other conversations",
  })
  @ApiOkResponse({ type: MemberCustomerView })
  @ApiNotFoundResponse({ description: ERROR_TEXT.conversationNotFound })
  member(@Param('id', new ParseUUIDPipe()) id: string): Promise<MemberCustomerView> {
    return this.context.member(id);
  }

  @Get('anonymous-conversations/:id/customer')
  @ApiOperation({
    summary:
      "The visitor of a visitor's conversation: kind, name, first seen, the page and deposit game it was started from",
  })
  @ApiOkResponse({ type: VisitorCustomerView })
  @ApiNotFoundResponse({ description: ERROR_TEXT.conversationNotFound })
  visitor(@Param('id', new ParseUUIDPipe()) id: string): Promise<VisitorCustomerView> {
    return this.context.visitor(id);
  }
}
