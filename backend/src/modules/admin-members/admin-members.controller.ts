import { Body, Delete, Get, Param, ParseUUIDPipe, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { NEXT_PAGE_HEADERS } from '../../common/dto/next-page-headers.js';
import { sendPage } from '../chat/conversation-page.js';
import type { UserEntity } from '../users/user.entity.js';
import { MemberRoleBody, MemberStatusBody } from './dto/member-change.body.js';
import { MemberDetailDto, MemberViewDto } from './dto/member-views.js';
import { MembersQueryDto } from './dto/members-query.dto.js';
import { MemberAdministration } from './member-administration.js';
import { MemberDetails } from './member-details.js';
import { MemberList } from './member-list.js';
import { AdminRoutes } from '../../common/decorators/admin-routes.decorator.js';

/** The admin console's Members section: every account, a member's page, role and status. */
@AdminRoutes('admin console', 'admin/users')
export class AdminMembersController {
  constructor(
    private readonly list: MemberList,
    private readonly details: MemberDetails,
    private readonly administration: MemberAdministration,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Accounts, newest first, by search, role and status; the next page is named by the X-Next-Cursor header',
  })
  @ApiOkResponse({ type: [MemberViewDto], headers: NEXT_PAGE_HEADERS })
  @ApiBadRequestResponse({ description: 'A filter or the cursor is not valid' })
  async page(
    @Query() query: MembersQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<MemberViewDto[]> {
    return sendPage(response, await this.list.page(query));
  }

  @Get(':id')
  @ApiOperation({ summary: "A member's page: profile, packages, payments and conversations" })
  @ApiOkResponse({ type: MemberDetailDto })
  @ApiNotFoundResponse({ description: 'No such account' })
  one(@Param('id', new ParseUUIDPipe()) id: string): Promise<MemberDetailDto> {
    return this.details.of(id);
  }

  @Put(':id/role')
  @ApiOperation({
    summary:
      "Make a member an admin or remove the role; the account's sessions and sockets end. Written to the audit log",
  })
  @ApiOkResponse({ type: MemberViewDto })
  @ApiConflictResponse({ description: 'An admin cannot remove their own admin role' })
  @ApiNotFoundResponse({ description: 'No such account' })
  setRole(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: MemberRoleBody,
    @CurrentUser() admin: UserEntity,
  ): Promise<MemberViewDto> {
    return this.administration.setRole(admin, id, body.role);
  }

  @Put(':id/status')
  @ApiOperation({
    summary:
      'Disable an account (it cannot sign in; its sessions and sockets end at once) or enable it again. Written to the audit log',
  })
  @ApiOkResponse({ type: MemberViewDto })
  @ApiConflictResponse({ description: 'An admin cannot disable their own account' })
  @ApiNotFoundResponse({ description: 'No such account' })
  setStatus(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: MemberStatusBody,
    @CurrentUser() admin: UserEntity,
  ): Promise<MemberViewDto> {
    return this.administration.setStatus(admin, id, body.status);
  }

  @Delete(':id/two-factor')
  @ApiOperation({
    summary:
      "Reset another admin's two-factor sign-in: their authenticator and recovery codes go, their sessions and sockets end, and they set it up again at their next sign-in. Written to the audit log",
  })
  @ApiOkResponse({ type: MemberViewDto })
  @ApiConflictResponse({
    description: 'An admin turns their own two-factor off on the Security page',
  })
  @ApiNotFoundResponse({ description: 'No such account' })
  resetTwoFactor(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentUser() admin: UserEntity,
  ): Promise<MemberViewDto> {
    return this.administration.resetTwoFactor(admin, id);
  }
}
