import { Body, Controller, Get, HttpCode, HttpStatus, Post, UseFilters } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import { ClientSecretDto, CreatePaymentDto, PaymentErrorDto } from './dto/create-payment.dto.js';
import { PaymentResponseDto } from './dto/payment-response.dto.js';
import { PaymentErrorFilter } from './payment-error.filter.js';
import { PaymentsService } from './payments.service.js';

@ApiTags('store')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

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
}
