import { SECOND_FACTOR_STATUS } from '@club/contracts';
import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { UserResponseDto } from '../users/dto/user-response.dto.js';
import type { UserEntity } from '../users/user.entity.js';
import { RealtimeBus } from '../realtime/bus/realtime-bus.js';
import { SecondFactorChallengeDto } from '../two-factor/dto/two-factor.dtos.js';
import { PendingSignIns } from '../two-factor/pending-sign-in.js';
import { SecondFactorPolicy } from '../two-factor/second-factor-policy.js';
import { AuthService, LoginThrottledException } from './auth.service.js';
import { LoginDto } from './dto/login.dto.js';
import { EmailVerificationService } from '../email-verification/email-verification.service.js';
import { RegisterDto } from './dto/register.dto.js';
import { signIn, signOut } from './request-session.js';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly bus: RealtimeBus,
    private readonly secondFactor: SecondFactorPolicy,
    private readonly pendingSignIns: PendingSignIns,
    private readonly emailVerification: EmailVerificationService,
  ) {}

  @Public()
  @RateLimit('auth')
  @Post('register')
  @ApiOperation({
    summary: 'Create an account and sign in; a link that confirms the address is mailed',
  })
  @ApiCreatedResponse({ type: UserResponseDto })
  @ApiBadRequestResponse({
    description: 'Invalid or unknown fields; the message lists each problem',
  })
  @ApiConflictResponse({ description: 'Username or email already in use' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts; see Retry-After' })
  async register(@Body() body: RegisterDto, @Req() request: Request): Promise<UserResponseDto> {
    const user = await this.auth.register(body);
    await this.replacingSession(request, () => signIn(request, user));
    this.emailVerification.sendFirstLink(user);
    return UserResponseDto.from(user);
  }

  @Public()
  @RateLimit('auth')
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Sign in with username and password' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiAcceptedResponse({
    type: SecondFactorChallengeDto,
    description:
      'An admin with two-factor sign-in: not signed in yet; send a code to POST /api/login/two-factor (or, when required and not set up, set it up at /api/admin/two-factor)',
  })
  @ApiBadRequestResponse({ description: 'Missing or malformed fields' })
  @ApiUnauthorizedResponse({ description: 'Invalid username or password' })
  @ApiTooManyRequestsResponse({
    description: 'Too many attempts from this address or for this username; see Retry-After',
  })
  async login(
    @Body() body: LoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserResponseDto | SecondFactorChallengeDto> {
    const user = await this.auth.checkCredentials(body).catch((error: unknown) => {
      if (error instanceof LoginThrottledException)
        response.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    });
    const step = await this.secondFactor.stepAfterPassword(user);
    if (step) {
      await this.replacingSession(request, () => this.pendingSignIns.start(request, user, step));
      response.status(SECOND_FACTOR_STATUS);
      return { secondFactor: step };
    }
    await this.replacingSession(request, () => signIn(request, user));
    return UserResponseDto.from(user);
  }

  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Sign out (also fine when already signed out)' })
  @ApiNoContentResponse()
  async logout(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    await this.replacingSession(request, () => signOut(request, response));
  }

  @Get('user')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  currentUser(@CurrentUser() user: UserEntity): UserResponseDto {
    return UserResponseDto.from(user);
  }

  /** Signing in or out ends the request's session: sockets opened with it close, on every instance. */
  private async replacingSession(request: Request, change: () => Promise<void>): Promise<void> {
    const signedInSession = request.user ? request.sessionID : undefined;
    await change();
    if (signedInSession)
      await this.bus.publish({ type: 'session_ended', sessionId: signedInSession });
  }
}
