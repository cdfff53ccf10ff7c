import { EMAIL_VERIFICATION_TEXT } from '@club/contracts';
import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import type { UserEntity } from '../users/user.entity.js';
import { AccountEmailDto, EmailChangeDto } from './dto/email-verification.dtos.js';
import { EmailVerificationService } from './email-verification.service.js';

/** The signed-in account's own address: its confirmation and a change to a new one. */
@ApiTags('account')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@Controller('account/email')
export class AccountEmailController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Get()
  @ApiOperation({
    summary: 'The address, whether it is confirmed, and a change waiting for its link',
  })
  @ApiOkResponse({ type: AccountEmailDto })
  get(@CurrentUser() user: UserEntity): Promise<AccountEmailDto> {
    return this.verification.viewOf(user.id);
  }

  @Post()
  @RateLimit('verificationMail')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary:
      'Change the address (needs the current password): a link goes to the new one, which replaces the old once opened',
  })
  @ApiAcceptedResponse({ type: AccountEmailDto, description: 'The link has been mailed' })
  @ApiBadRequestResponse({
    description: `${EMAIL_VERIFICATION_TEXT.wrongPassword}, ${EMAIL_VERIFICATION_TEXT.sameAddress}, or a field breaks its rule`,
  })
  @ApiConflictResponse({ description: EMAIL_VERIFICATION_TEXT.addressTaken })
  @ApiTooManyRequestsResponse({ description: 'Too many mails for this account; see Retry-After' })
  change(@CurrentUser() user: UserEntity, @Body() body: EmailChangeDto): Promise<AccountEmailDto> {
    return this.verification.requestChange(user.id, body.email, body.currentPassword);
  }

  @Post('verification')
  @RateLimit('verificationMail')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Mail a new link that confirms the current address' })
  @ApiAcceptedResponse({ description: 'The link has been mailed' })
  @ApiBadRequestResponse({ description: EMAIL_VERIFICATION_TEXT.alreadyVerified })
  @ApiTooManyRequestsResponse({ description: 'Too many mails for this account; see Retry-After' })
  async resend(@CurrentUser() user: UserEntity): Promise<void> {
    await this.verification.resend(user.id);
  }
}
