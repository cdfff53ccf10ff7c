import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChatModule } from '../chat/chat.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { AdminPaymentRequestsController } from './admin-payment-requests.controller.js';
import { PaymentRequestExpiry } from './payment-request-expiry.js';
import { PaymentRequestEntity } from './payment-request.entity.js';
import { PaymentRequestsController } from './payment-requests.controller.js';
import { PaymentRequestsService } from './payment-requests.service.js';

/** Payment requests sent in a chat and paid in it (their webhook side lives with the payments). */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentRequestEntity]), ChatModule, PaymentsModule],
  controllers: [AdminPaymentRequestsController, PaymentRequestsController],
  providers: [PaymentRequestsService, PaymentRequestExpiry],
})
export class PaymentRequestsModule {}
