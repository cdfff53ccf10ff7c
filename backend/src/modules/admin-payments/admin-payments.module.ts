import { Module } from '@nestjs/common';
import { ClubCalendar } from '../../common/club-calendar.js';
import { AdminAuditModule } from '../admin-audit/admin-audit.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { AdminPaymentList } from './admin-payment-list.js';
import { AdminPaymentsController } from './admin-payments.controller.js';
import { PaymentRefundService } from './payment-refund.service.js';

/** The admin console's Payments section; refunds go through the store's Stripe client and into the audit log. */
@Module({
  imports: [PaymentsModule, AdminAuditModule],
  controllers: [AdminPaymentsController],
  providers: [ClubCalendar, AdminPaymentList, PaymentRefundService],
})
export class AdminPaymentsModule {}
