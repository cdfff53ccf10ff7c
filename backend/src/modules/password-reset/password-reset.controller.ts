import { PASSWORD_RESET_TEXT } from '@club/contracts';
import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/decorators/public.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import {
  PasswordResetCheckDto,
  PasswordResetConfirmDto,
  PasswordResetRequestDto,
} from './dto/password-reset.dtos.js';
import { PasswordResetService } from './password-reset.service.js';

/** Forgot password: a mail with a single-use link, then a new password. */
@ApiTags('auth')
@Public()
@Controller('password-reset')
export class PasswordResetController {
  constructor(private readonly reset: PasswordResetService) {}

  @Post('request')
  @RateLimit('passwordReset')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary:
      'Mail a reset link to the account with this address; the same answer whether or not there is one',
  })
  @ApiAcceptedResponse({ description: 'Taken; a mail follows if an account has this address' })
  @ApiBadRequestResponse({ description: 'Not an e-mail address' })
  @ApiTooManyRequestsResponse({
    description: 'Too many requests from this address; see Retry-After',
  })
  request(@Body() body: PasswordResetRequestDto): void {
    this.reset.request(body.email);
  }

  @Post('check')
  @RateLimit('auth')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Whether a reset link still works' })
  @ApiNoContentResponse({ description: 'The link works' })
  @ApiBadRequestResponse({ description: PASSWORD_RESET_TEXT.linkInvalid })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts; see Retry-After' })
  async check(@Body() body: PasswordResetCheckDto): Promise<void> {
    await this.reset.check(body.token);
  }

  @Post('confirm')
  @RateLimit('auth')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Set a new password with a reset link; every session and socket of the account ends',
  })
  @ApiNoContentResponse({ description: 'Password set; the account is signed out everywhere' })
  @ApiBadRequestResponse({
    description: `${PASSWORD_RESET_TEXT.linkInvalid}, or the password breaks the rules`,
  })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts; see Retry-After' })
  async confirm(@Body() body: PasswordResetConfirmDto, @Req() request: Request): Promise<void> {
    await this.reset.confirm(body.token, body.password, request.headers['user-agent']);
  }
}
