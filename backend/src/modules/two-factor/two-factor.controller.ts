import { SECOND_FACTOR_STEP, TWO_FACTOR_TEXT } from '@club/contracts';
import {
  BadRequestException,
  Body,
  ConflictException,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  Req,
  Res,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/decorators/public.decorator.js';
import { EmptyBodyDto } from '../../common/dto/empty-body.dto.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { MemberSessions } from '../account/member-sessions.js';
import { signIn } from '../auth/request-session.js';
import { SecurityNotices } from '../security-notices/security-notices.js';
import { UserResponseDto } from '../users/dto/user-response.dto.js';
import { UsersService } from '../users/users.service.js';
import {
  SecondFactorDto,
  TwoFactorCodeDto,
  TwoFactorDisableDto,
  TwoFactorRecoveryCodesDto,
  TwoFactorSetupDto,
  TwoFactorStatusDto,
} from './dto/two-factor.dtos.js';
import { PendingSignIns } from './pending-sign-in.js';
import {
  CurrentSetupAccount,
  SetupAccountGuard,
  type SetupAccount,
} from './setup-account.guard.js';
import { SecondFactorPolicy } from './second-factor-policy.js';
import { TwoFactorService, TwoFactorThrottledException } from './two-factor.service.js';

/**
 * The second sign-in step, and an admin's own two-factor settings. The settings also answer a
 * session that is not signed in yet but waits for set-up (ADMIN_2FA=required): nothing else does
 * (SetupAccountGuard).
 */
@ApiTags('auth')
@Public()
@Controller()
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly policy: SecondFactorPolicy,
    private readonly users: UsersService,
    private readonly sessions: MemberSessions,
    private readonly pendingSignIns: PendingSignIns,
    private readonly notices: SecurityNotices,
  ) {}

  @RateLimit('auth')
  @Post('login/two-factor')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Finish signing in with an authenticator code or a recovery code (after a 202 login)',
  })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiUnauthorizedResponse({ description: 'No sign-in waiting for a code, or a wrong code' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong codes; see Retry-After' })
  async finishSignIn(
    @Body() body: SecondFactorDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserResponseDto> {
    if ((body.code === undefined) === (body.recoveryCode === undefined)) {
      throw new BadRequestException('Send either code or recoveryCode');
    }
    const user = await this.pendingSignIns.accountWaiting(request, SECOND_FACTOR_STEP.code);
    if (!user) throw new UnauthorizedException(TWO_FACTOR_TEXT.noPendingSignIn);
    const accepted = await this.withRetryAfter(response, this.twoFactor.verify(user.id, body));
    if (!accepted) throw new UnauthorizedException(TWO_FACTOR_TEXT.wrongCode);
    await signIn(request, user);
    return UserResponseDto.from(user);
  }

  @Get('admin/two-factor')
  @UseGuards(SetupAccountGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Whether two-factor sign-in is on for this admin' })
  @ApiOkResponse({ type: TwoFactorStatusDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  async status(
    @CurrentSetupAccount() { user, signInPending }: SetupAccount,
  ): Promise<TwoFactorStatusDto> {
    const enabled = await this.twoFactor.isEnabled(user.id);
    return {
      enabled,
      required: this.policy.required,
      recoveryCodesLeft: enabled ? await this.twoFactor.recoveryCodesLeft(user.id) : 0,
      signInPending,
    };
  }

  @Post('admin/two-factor/setup')
  @UseGuards(SetupAccountGuard)
  @HttpCode(HttpStatus.OK)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Start set-up: a new secret and its QR code, shown this once' })
  @ApiOkResponse({ type: TwoFactorSetupDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  @ApiConflictResponse({ description: 'Already on' })
  async begin(
    @Body() _body: EmptyBodyDto,
    @CurrentSetupAccount() { user }: SetupAccount,
  ): Promise<TwoFactorSetupDto> {
    return this.twoFactor.begin(user);
  }

  @Post('admin/two-factor/confirm')
  @UseGuards(SetupAccountGuard)
  @HttpCode(HttpStatus.OK)
  @ApiCookieAuth()
  @ApiOperation({
    summary:
      'Turn it on with the first code: answers the recovery codes once, and signs the account out everywhere else',
  })
  @ApiOkResponse({ type: TwoFactorRecoveryCodesDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  @ApiConflictResponse({ description: 'No set-up started, or already on' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong codes; see Retry-After' })
  async confirm(
    @Body() body: TwoFactorCodeDto,
    @CurrentSetupAccount() { user, signInPending }: SetupAccount,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TwoFactorRecoveryCodesDto> {
    const recoveryCodes = await this.withRetryAfter(
      response,
      this.twoFactor.confirm(user.id, body.code),
    );
    if (!recoveryCodes) throw new BadRequestException(TWO_FACTOR_TEXT.wrongCode);
    // A session waiting for this signs in, under a new id; a signed-in one stays as it is. The
    // account's other sessions, signed in or waiting, which only knew the password, end.
    if (signInPending) await signIn(request, user);
    await this.sessions.endAllBut(user.id, request.sessionID);
    this.notices.tell(user, { event: 'twoFactorOn', userAgent: request.headers['user-agent'] });
    return { recoveryCodes };
  }

  @Post('admin/two-factor/disable')
  @UseGuards(SetupAccountGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiCookieAuth()
  @ApiOperation({
    summary:
      'Turn it off, with the password and a code (or a recovery code); every other session of the account ends',
  })
  @ApiNoContentResponse()
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not an admin, or a wrong password' })
  @ApiConflictResponse({ description: 'Not on, or required for admins (ADMIN_2FA=required)' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong codes; see Retry-After' })
  async disable(
    @Body() body: TwoFactorDisableDto,
    @CurrentSetupAccount() { user, signInPending }: SetupAccount,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    if (signInPending) throw new UnauthorizedException('Not signed in');
    if (this.policy.required) throw new ConflictException(TWO_FACTOR_TEXT.requiredCannotDisable);
    if (!(await this.twoFactor.isEnabled(user.id))) {
      throw new ConflictException(TWO_FACTOR_TEXT.notEnabled);
    }
    const proof = /^\s*[\d\s]+$/.test(body.code)
      ? { code: body.code }
      : { recoveryCode: body.code };
    const outcome = await this.withRetryAfter(
      response,
      this.twoFactor.attempt(
        user.id,
        async () => {
          if (!(await this.users.passwordMatches(user.id, body.password))) return 'wrongPassword';
          return (await this.twoFactor.accepts(user.id, proof)) ? 'accepted' : 'wrongCode';
        },
        (result) => result === 'accepted',
      ),
    );
    if (outcome === 'wrongPassword') throw new ForbiddenException(TWO_FACTOR_TEXT.wrongPassword);
    if (outcome === 'wrongCode') throw new BadRequestException(TWO_FACTOR_TEXT.wrongCode);
    await this.twoFactor.disable(user.id);
    await this.sessions.endAllBut(user.id, request.sessionID);
    this.notices.tell(user, { event: 'twoFactorOff', userAgent: request.headers['user-agent'] });
  }

  private async withRetryAfter<T>(response: Response, work: Promise<T>): Promise<T> {
    return work.catch((error: unknown) => {
      if (error instanceof TwoFactorThrottledException) {
        response.setHeader('Retry-After', String(error.retryAfterSeconds));
      }
      throw error;
    });
  }
}
