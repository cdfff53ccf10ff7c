import {
  Controller,
  Headers,
  HttpCode,
  HttpStatus,
  Post,
  Req,
  type RawBodyRequest,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/decorators/public.decorator.js';
import { StripeWebhookService, type WebhookOutcome } from './stripe-webhook.service.js';

@ApiTags('store')
@Controller('stripe')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhookService) {}

  @Public()
  @Post('webhook')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Stripe events (signed); a succeeded payment grants its package once' })
  @ApiHeader({ name: 'Stripe-Signature', required: true })
  @ApiOkResponse({ schema: { example: { received: true, outcome: 'fulfilled' } } })
  @ApiBadRequestResponse({ description: 'Missing or invalid signature' })
  @ApiServiceUnavailableResponse({ description: 'STRIPE_WEBHOOK_SECRET is not set' })
  async receive(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; outcome: WebhookOutcome }> {
    return { received: true, outcome: await this.webhooks.handle(request.rawBody, signature) };
  }
}
