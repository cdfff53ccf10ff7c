import { ADMIN_PAYMENTS_TEXT } from '@club/contracts';
import {
  BadRequestException,
  Body,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
} from '@nestjs/swagger';
import { Readable } from 'node:stream';
import type { Response } from 'express';
import { ClubCalendar } from '../../common/club-calendar.js';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { EmptyBodyDto } from '../../common/dto/empty-body.dto.js';
import { NEXT_PAGE_HEADERS } from '../../common/dto/next-page-headers.js';
import { sendPage } from '../chat/conversation-page.js';
import type { UserEntity } from '../users/user.entity.js';
import { AdminPaymentList } from './admin-payment-list.js';
import { AdminPaymentDto } from './dto/admin-payment.view.js';
import { AdminPaymentsQueryDto } from './dto/admin-payments-query.dto.js';
import { paymentFilters } from './payment-filters.js';
import { PaymentRefundService } from './payment-refund.service.js';
import { paymentsCsv } from './payments-csv.js';
import { AdminRoutes } from '../../common/decorators/admin-routes.decorator.js';

/** The admin console's Payments section: the list, its CSV and refunds (admins only). */
@AdminRoutes('admin console', 'admin')
export class AdminPaymentsController {
  constructor(
    private readonly list: AdminPaymentList,
    private readonly refunds: PaymentRefundService,
    private readonly calendar: ClubCalendar,
  ) {}

  @Get('payments')
  @ApiOperation({
    summary:
      "Payments, newest first, filtered by status, package, days of the club's time zone (CLUB_TIME_ZONE) and member",
  })
  @ApiOkResponse({ type: [AdminPaymentDto], headers: NEXT_PAGE_HEADERS })
  @ApiBadRequestResponse({
    description: 'A filter or the cursor is not valid; the message says which',
  })
  async page(
    @Query() query: AdminPaymentsQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminPaymentDto[]> {
    return sendPage(response, await this.list.page(query));
  }

  @Get('payments.csv')
  @ApiOperation({
    summary:
      "Every payment the filters select, as CSV (cursor and limit are not used); times in the club's time zone with its offset",
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'RFC 4180 CSV with a header row, as an attachment' })
  @ApiBadRequestResponse({ description: 'A filter is not valid; the message says which' })
  async csv(@Query() query: AdminPaymentsQueryDto): Promise<StreamableFile> {
    const filters = paymentFilters(query);
    const day = await this.calendar.today();
    const csv = paymentsCsv(this.list.all(filters), this.calendar.timeZone);
    return new StreamableFile(Readable.from(csv), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="payments-${day}.csv"`,
    });
  }

  @Get('payments/:id')
  @ApiOperation({
    summary: 'One payment, as the list shows it (the page follows a pending refund)',
  })
  @ApiOkResponse({ type: AdminPaymentDto })
  @ApiBadRequestResponse({ description: ADMIN_PAYMENTS_TEXT.idInvalid })
  @ApiNotFoundResponse({ description: ADMIN_PAYMENTS_TEXT.notFound })
  async one(
    @Param(
      'id',
      new ParseUUIDPipe({
        exceptionFactory: () => new BadRequestException(ADMIN_PAYMENTS_TEXT.idInvalid),
      }),
    )
    id: string,
  ): Promise<AdminPaymentDto> {
    const payment = await this.list.one(id);
    if (!payment) throw new NotFoundException(ADMIN_PAYMENTS_TEXT.notFound);
    return payment;
  }

  @Post('payments/:id/refund')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Refund a succeeded payment: through Stripe (refund_pending until Stripe's charge.refunded takes the package back), or at once without Stripe keys",
  })
  @ApiOkResponse({ type: AdminPaymentDto })
  @ApiBadRequestResponse({ description: ADMIN_PAYMENTS_TEXT.idInvalid })
  @ApiNotFoundResponse({ description: ADMIN_PAYMENTS_TEXT.notFound })
  @ApiConflictResponse({ description: 'Not a succeeded payment, or already being refunded' })
  @ApiBadGatewayResponse({ description: ADMIN_PAYMENTS_TEXT.stripeFailed })
  refund(
    @Param(
      'id',
      new ParseUUIDPipe({
        exceptionFactory: () => new BadRequestException(ADMIN_PAYMENTS_TEXT.idInvalid),
      }),
    )
    id: string,
    @Body() _body: EmptyBodyDto,
    @CurrentUser() admin: UserEntity,
  ): Promise<AdminPaymentDto> {
    return this.refunds.refund(id, { id: admin.id, username: admin.username });
  }
}
