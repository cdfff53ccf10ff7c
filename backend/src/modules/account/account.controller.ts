import { ACCOUNT_TEXT } from '@club/contracts';
import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Patch,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { signOut } from '../auth/request-session.js';
import { SecurityNotices } from '../security-notices/security-notices.js';
import { UserResponseDto } from '../users/dto/user-response.dto.js';
import type { UserEntity } from '../users/user.entity.js';
import { AccountService } from './account.service.js';
import {
  AccountDeleteDto,
  AccountSessionDto,
  PasswordChangeDto,
  ProfileUpdateDto,
} from './dto/account.dtos.js';
import { MemberSessions } from './member-sessions.js';

/** The member's own account: every route acts on the signed-in account and no other. */
@ApiTags('account')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@Controller('account')
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly sessions: MemberSessions,
    private readonly notices: SecurityNotices,
  ) {}

  @Patch('profile')
  @ApiOperation({ summary: 'Change first and last name, phone and own nickname' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiBadRequestResponse({ description: 'A field breaks its rule' })
  async updateProfile(
    @CurrentUser() user: UserEntity,
    @Body() body: ProfileUpdateDto,
  ): Promise<UserResponseDto> {
    return UserResponseDto.from(await this.account.updateProfile(user.id, body));
  }

  @Post('password')
  @RateLimit('auth')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Change the password (needs the current one); every other session ends',
  })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ description: `${ACCOUNT_TEXT.wrongPassword}, or a rule is broken` })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts; see Retry-After' })
  async changePassword(
    @CurrentUser() user: UserEntity,
    @Body() body: PasswordChangeDto,
    @Req() request: Request,
  ): Promise<void> {
    await this.account.changePassword(
      user.id,
      request.sessionID,
      body.currentPassword,
      body.newPassword,
    );
    this.notices.tell(user, {
      event: 'passwordChanged',
      userAgent: request.headers['user-agent'],
    });
  }

  @Get('sessions')
  @ApiOperation({ summary: 'The signed-in sessions of the account, this one first' })
  @ApiOkResponse({ type: [AccountSessionDto] })
  listSessions(
    @CurrentUser() user: UserEntity,
    @Req() request: Request,
  ): Promise<AccountSessionDto[]> {
    return this.sessions.list(user.id, request.sessionID);
  }

  @Post('sessions/sign-out-others')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Sign out every other session of the account, sockets included' })
  @ApiNoContentResponse()
  async endOtherSessions(@CurrentUser() user: UserEntity, @Req() request: Request): Promise<void> {
    await this.sessions.endAllBut(user.id, request.sessionID);
  }

  @Delete('sessions/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Sign out one other session of the account, sockets included' })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ description: ACCOUNT_TEXT.currentSession })
  @ApiNotFoundResponse({ description: `${ACCOUNT_TEXT.sessionNotFound} (or not this account's)` })
  async endSession(
    @CurrentUser() user: UserEntity,
    @Param('id') id: string,
    @Req() request: Request,
  ): Promise<void> {
    const sid = await this.sessions.find(user.id, id);
    if (!sid) throw new NotFoundException(ACCOUNT_TEXT.sessionNotFound);
    if (sid === request.sessionID) throw new BadRequestException(ACCOUNT_TEXT.currentSession);
    await this.sessions.end(sid);
  }

  @Get('export')
  @ApiOperation({
    summary: 'Download my data: profile, conversation with its messages, purchases (JSON)',
  })
  @ApiProduces('application/json')
  @ApiOkResponse({ description: 'A JSON file, as an attachment' })
  async export(
    @CurrentUser() user: UserEntity,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const data = await this.account.export(user.id);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader(
      'Content-Disposition',
      `attachment; filename="my-data-${user.username}.json"`,
    );
    response.setHeader('Cache-Control', 'no-store');
    return JSON.stringify(data, null, 2);
  }

  @Post('delete')
  @RateLimit('auth')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary:
      'Delete the account (password confirms it); payments are kept without personal data; signs out everywhere',
  })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ description: ACCOUNT_TEXT.deleteWrongPassword })
  @ApiConflictResponse({ description: ACCOUNT_TEXT.deleteAdmin })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts; see Retry-After' })
  async delete(
    @CurrentUser() user: UserEntity,
    @Body() body: AccountDeleteDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    await this.account.delete(user.id, body.password);
    // `user` was read before the row went: its address is still known.
    this.notices.tell(user, { event: 'accountDeleted', userAgent: request.headers['user-agent'] });
    await signOut(request, response).catch(() => undefined);
  }
}
