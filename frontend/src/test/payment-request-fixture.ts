import type { PaymentRequestView } from '@club/contracts';

/** An open VIP Access request, unless `fields` say otherwise. */
export function paymentRequest(fields: Partial<PaymentRequestView> = {}): PaymentRequestView {
  return {
    id: 'pr-1',
    packageId: 'vip',
    packageName: 'VIP Access',
    amount: 5000,
    currency: 'usd',
    status: 'open',
    demo: false,
    createdAt: '2026-01-01T10:05:00.000Z',
    expiresAt: '2026-01-02T10:05:00.000Z',
    closedAt: null,
    failureMessage: null,
    ...fields,
  };
}
