import { EMAIL_VERIFICATION_TEXT } from '@club/contracts';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import {
  EmailVerificationConfirmDto,
  EmailVerificationResultDto,
} from './dto/email-verification.dtos.js';
import { EmailVerificationService } from './email-verification.service.js';

/** The link of a confirmation mail; it works signed in or not, in any browser. */
@ApiTags('account')
@Public()
@Controller('email-verification')
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Post('confirm')
  @RateLimit('auth')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Open a confirmation link: confirms the account's address, or replaces it with the new one the link was sent to",
  })
  @ApiOkResponse({ type: EmailVerificationResultDto })
  @ApiBadRequestResponse({ description: EMAIL_VERIFICATION_TEXT.linkInvalid })
  @ApiConflictResponse({
    description: `${EMAIL_VERIFICATION_TEXT.addressTaken} (another account took the new address meanwhile)`,
  })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts; see Retry-After' })
  confirm(@Body() body: EmailVerificationConfirmDto): Promise<EmailVerificationResultDto> {
    return this.verification.confirm(body.token);
  }
}
