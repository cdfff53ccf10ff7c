import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  UseFilters,
} from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import type { UserEntity } from '../users/user.entity.js';
import { ClientSecretDto, CreatePaymentDto, PaymentErrorDto } from './dto/create-payment.dto.js';
import { PaymentIntentParamDto, PaymentIntentStatusDto } from './dto/payment-intent-status.dto.js';
import { PaymentResponseDto } from './dto/payment-response.dto.js';
import { PaymentErrorFilter } from './payment-error.filter.js';
import { PaymentIntentStatusService } from './payment-intent-status.service.js';
import { PaymentsService } from './payments.service.js';

@ApiTags('store')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly intentStatus: PaymentIntentStatusService,
  ) {}

  @Post('create-payment')
  @HttpCode(HttpStatus.OK)
  @UseFilters(PaymentErrorFilter)
  @ApiOperation({
    summary: "Start paying for a package: a Stripe PaymentIntent for the server's amount",
  })
  @ApiOkResponse({ type: ClientSecretDto })
  @ApiBadRequestResponse({
    type: PaymentErrorDto,
    description: 'Unknown or demo price id, or Stripe not configured',
  })
  @ApiBadGatewayResponse({
    type: PaymentErrorDto,
    description: 'Stripe refused or could not be reached',
  })
  createPayment(
    @CurrentUser() user: UserEntity,
    @Body() body: CreatePaymentDto,
  ): Promise<ClientSecretDto> {
    return this.payments.createPayment(user, body.priceId);
  }

  @Get('payments')
  @ApiOperation({ summary: "The signed-in member's purchases, newest first" })
  @ApiOkResponse({ type: [PaymentResponseDto] })
  list(@CurrentUser() user: UserEntity): Promise<PaymentResponseDto[]> {
    return this.payments.listFor(user.id);
  }

  @Get('payments/:paymentIntentId')
  @RateLimit('paymentStatus')
  @ApiOperation({
    summary:
      "Where one of the signed-in member's payments stands (for the page Stripe returns to), from the webhook's record or from Stripe",
  })
  @ApiOkResponse({ type: PaymentIntentStatusDto })
  @ApiBadRequestResponse({ description: 'Not a Stripe PaymentIntent id' })
  @ApiNotFoundResponse({ description: "Unknown, or another member's payment" })
  @ApiBadGatewayResponse({ description: 'Stripe could not be reached' })
  @ApiTooManyRequestsResponse({ description: 'Too many look-ups; see Retry-After' })
  status(
    @CurrentUser() user: UserEntity,
    @Param() params: PaymentIntentParamDto,
  ): Promise<PaymentIntentStatusDto> {
    return this.intentStatus.statusFor(user.id, params.paymentIntentId);
  }
}
