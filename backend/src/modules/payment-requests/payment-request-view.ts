import { STORE_PACKAGE_NAME, type PaymentRequestView } from '@club/contracts';
import type { PaymentRequestEntity } from './payment-request.entity.js';

export function paymentRequestView(request: PaymentRequestEntity): PaymentRequestView<Date> {
  const {
    id,
    packageId,
    amount,
    currency,
    status,
    demo,
    createdAt,
    expiresAt,
    closedAt,
    failureMessage,
  } = request;
  return {
    id,
    packageId,
    packageName: STORE_PACKAGE_NAME[packageId],
    amount,
    currency,
    status,
    demo,
    createdAt,
    expiresAt,
    closedAt,
    failureMessage,
  };
}

/** The request a message shows, when it is a payment request's message read with its request. */
export function paymentRequestOf(message: {
  paymentRequest?: PaymentRequestEntity | null;
}): PaymentRequestView<Date> | undefined {
  return message.paymentRequest ? paymentRequestView(message.paymentRequest) : undefined;
}
