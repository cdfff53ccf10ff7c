import { Body, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { AdminRoutes } from '../../common/decorators/admin-routes.decorator.js';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { EmptyBodyDto } from '../../common/dto/empty-body.dto.js';
import type { UserEntity } from '../users/user.entity.js';
import { CreatePaymentRequestDto, PaymentRequestView } from './dto/payment-request-views.js';
import { PaymentRequestsService } from './payment-requests.service.js';

const SEND =
  "Send a store package as a payment request: a message of its own in the thread, for the server's amount";
const LIST = "The conversation's payment requests, newest first";

@AdminRoutes('admin payment requests', 'admin')
export class AdminPaymentRequestsController {
  constructor(private readonly requests: PaymentRequestsService) {}

  @Post('conversations/:id/payment-requests')
  @ApiOperation({ summary: `${SEND} (a member's conversation)` })
  @ApiCreatedResponse({ type: PaymentRequestView })
  @ApiBadRequestResponse({ description: 'Not a conversation id, or not a package id' })
  @ApiNotFoundResponse({ description: 'No such conversation' })
  sendToMember(
    @CurrentUser() admin: UserEntity,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: CreatePaymentRequestDto,
  ): Promise<PaymentRequestView> {
    return this.requests.create('user', id, admin, body.packageId);
  }

  @Post('anonymous-conversations/:id/payment-requests')
  @ApiOperation({ summary: `${SEND} (a visitor's conversation: they sign in to pay)` })
  @ApiCreatedResponse({ type: PaymentRequestView })
  @ApiBadRequestResponse({ description: 'Not a conversation id, or not a package id' })
  @ApiNotFoundResponse({ description: 'No such conversation' })
  sendToVisitor(
    @CurrentUser() admin: UserEntity,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: CreatePaymentRequestDto,
  ): Promise<PaymentRequestView> {
    return this.requests.create('anonymous', id, admin, body.packageId);
  }

  @Get('conversations/:id/payment-requests')
  @ApiOperation({ summary: `${LIST} (a member's conversation)` })
  @ApiOkResponse({ type: [PaymentRequestView] })
  @ApiNotFoundResponse({ description: 'No such conversation' })
  listOfMember(@Param('id', ParseUUIDPipe) id: string): Promise<PaymentRequestView[]> {
    return this.requests.listOf('user', id);
  }

  @Get('anonymous-conversations/:id/payment-requests')
  @ApiOperation({ summary: `${LIST} (a visitor's conversation)` })
  @ApiOkResponse({ type: [PaymentRequestView] })
  @ApiNotFoundResponse({ description: 'No such conversation' })
  listOfVisitor(@Param('id', ParseUUIDPipe) id: string): Promise<PaymentRequestView[]> {
    return this.requests.listOf('anonymous', id);
  }

  @Post('payment-requests/:id/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Withdraw an open (or failed) payment request; its PaymentIntent is cancelled',
  })
  @ApiOkResponse({ type: PaymentRequestView })
  @ApiNotFoundResponse({ description: 'No such payment request' })
  @ApiConflictResponse({ description: 'Already paid, cancelled or expired' })
  cancel(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() _body: EmptyBodyDto,
  ): Promise<PaymentRequestView> {
    return this.requests.cancel(id);
  }
}
