import type { AdminPaymentView } from '@club/contracts';
import { csvLine } from '../../common/csv.js';
import { isoTimeIn } from '../../common/zoned-time.js';

/** The header; the date column names the club's zone, which every time in the file is told in. */
const header = (timeZone: string) => [
  'Payment id',
  `Date (${timeZone})`,
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

function cellsOf(payment: AdminPaymentView<Date | string>, timeZone: string): string[] {
  const time = (value: Date | string | null | undefined) =>
    value ? isoTimeIn(new Date(value), timeZone) : '';
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

/**
 * The CSV text of every batch of payments, header first, one chunk per batch; times are ISO 8601
 * in the club's `timeZone` with its offset, so each date is the club's day the filter counted.
 */
export async function* paymentsCsv(
  batches: AsyncIterable<AdminPaymentView<Date | string>[]>,
  timeZone: string,
): AsyncGenerator<string> {
  yield csvLine(header(timeZone));
  for await (const batch of batches)
    yield batch.map((payment) => csvLine(cellsOf(payment, timeZone))).join('');
}
