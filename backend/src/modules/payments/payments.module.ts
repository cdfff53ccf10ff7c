import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PaymentRequestAnnouncer } from '../payment-requests/payment-request-announcer.js';
import { UserEntity } from '../users/user.entity.js';
import { PaymentIntentStatusService } from './payment-intent-status.service.js';
import { PaymentEntity } from './payment.entity.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { createStripeClient, STRIPE_CLIENT } from './stripe-client.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';
import { StripeWebhookService } from './stripe-webhook.service.js';
import { StoreController } from './store.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([PaymentEntity, UserEntity])],
  controllers: [StoreController, PaymentsController, StripeWebhookController],
  providers: [
    {
      provide: STRIPE_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createStripeClient(config.stripe),
    },
    PaymentsService,
    PaymentIntentStatusService,
    StripeWebhookService,
    PaymentRequestAnnouncer,
  ],
  exports: [STRIPE_CLIENT, PaymentsService, PaymentRequestAnnouncer],
})
export class PaymentsModule {}
