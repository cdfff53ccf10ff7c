import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  UseFilters,
} from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { EmptyBodyDto } from '../../common/dto/empty-body.dto.js';
import { PaymentErrorFilter } from '../payments/payment-error.filter.js';
import type { UserEntity } from '../users/user.entity.js';
import { PaymentRequestCheckoutView, PaymentRequestView } from './dto/payment-request-views.js';
import { PaymentRequestsService } from './payment-requests.service.js';

const NOT_YOURS = "No such request, or another member's or a visitor's";

/** The member's side of a payment request sent in their conversation (visitors sign in first). */
@ApiTags('payment requests')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in (visitors sign in or register to pay)' })
@Controller('payment-requests')
export class PaymentRequestsController {
  constructor(private readonly requests: PaymentRequestsService) {}

  @Get(':id')
  @ApiOperation({ summary: 'A payment request of the signed-in member, as it stands' })
  @ApiOkResponse({ type: PaymentRequestView })
  @ApiNotFoundResponse({ description: NOT_YOURS })
  read(
    @CurrentUser() member: UserEntity,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<PaymentRequestView> {
    return this.requests.read(id, member);
  }

  @Post(':id/pay')
  @HttpCode(HttpStatus.OK)
  @UseFilters(PaymentErrorFilter)
  @ApiOperation({
    summary:
      "Start paying an open request: the PaymentIntent (the server's amount) for Stripe Elements; the same one on every press",
  })
  @ApiOkResponse({ type: PaymentRequestCheckoutView })
  @ApiBadRequestResponse({ description: 'A demo request (confirm it instead)' })
  @ApiNotFoundResponse({ description: NOT_YOURS })
  @ApiConflictResponse({ description: 'Paid, cancelled or expired' })
  @ApiBadGatewayResponse({ description: 'Stripe refused or could not be reached' })
  pay(
    @CurrentUser() member: UserEntity,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() _body: EmptyBodyDto,
  ): Promise<PaymentRequestCheckoutView> {
    return this.requests.pay(id, member);
  }

  @Post(':id/demo-confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Demo mode: mark an open demo request paid (no payment is made and no package granted)',
  })
  @ApiOkResponse({ type: PaymentRequestView })
  @ApiBadRequestResponse({ description: 'Not a demo request (pay it with a card)' })
  @ApiNotFoundResponse({ description: NOT_YOURS })
  @ApiConflictResponse({ description: 'Paid, cancelled or expired' })
  confirmDemo(
    @CurrentUser() member: UserEntity,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() _body: EmptyBodyDto,
  ): Promise<PaymentRequestView> {
    return this.requests.confirmDemo(id, member);
  }
}
