import type { AdminPaymentView } from '@club/contracts';
import { csvLine } from '../../common/csv.js';

const HEADER = [
  'Payment id',
  'Date (UTC)',
  'Member id',
  'Member',
  'Package',
  'Amount',
  'Currency',
  'Status',
  'Stripe PaymentIntent',
  'Refund requested at',
  'Refunded at',
  'Stripe refund id',
  'Refund method',
];

const time = (value: Date | string | null | undefined) =>
  value ? new Date(value).toISOString() : '';

function cellsOf(payment: AdminPaymentView<Date | string>): string[] {
  const { refund } = payment;
  return [
    payment.id,
    time(payment.createdAt),
    payment.member?.id ?? '',
    payment.member?.username ?? '(deleted account)',
    payment.packageName,
    (payment.amount / 100).toFixed(2),
    payment.currency.toUpperCase(),
    payment.status,
    payment.stripePaymentIntentId ?? '',
    time(refund?.requestedAt),
    time(refund?.refundedAt),
    refund?.stripeRefundId ?? '',
    refund?.method ?? '',
  ];
}

/** The CSV text of every batch of payments, header first, one chunk per batch. */
export async function* paymentsCsv(
  batches: AsyncIterable<AdminPaymentView<Date | string>[]>,
): AsyncGenerator<string> {
  yield csvLine(HEADER);
  for await (const batch of batches)
    yield batch.map((payment) => csvLine(cellsOf(payment))).join('');
}
