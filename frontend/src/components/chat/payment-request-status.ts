import {
  isPayable,
  PAYMENT_REQUEST_STATUS,
  type PaymentRequestStatus,
  type PaymentRequestView,
} from '@club/contracts';

/** What a request's status chip says. */
export const PAYMENT_REQUEST_STATUS_LABEL: Record<PaymentRequestStatus, string> = {
  [PAYMENT_REQUEST_STATUS.open]: 'Open',
  [PAYMENT_REQUEST_STATUS.paid]: 'Paid',
  [PAYMENT_REQUEST_STATUS.failed]: 'Payment failed',
  [PAYMENT_REQUEST_STATUS.cancelled]: 'Cancelled',
  [PAYMENT_REQUEST_STATUS.expired]: 'Expired',
};

/** The chip's words for a request: a demo one confirmed says so, since it took no money. */
export function paymentRequestStatusLabel(
  request: Pick<PaymentRequestView, 'status' | 'demo'>,
): string {
  if (request.demo && request.status === PAYMENT_REQUEST_STATUS.paid) return 'Paid (demo)';
  return PAYMENT_REQUEST_STATUS_LABEL[request.status];
}

// Made once: `toLocaleString` with options builds a formatter per call. 24-hour, as chat times.
const MOMENT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Nov 22, 09:05" in the reader's time zone; empty for a time that cannot be read. */
export function paymentRequestMoment(time: string): string {
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? '' : MOMENT.format(date);
}

/**
 * When the request stops being payable, while it is ("Expires Nov 23, 09:05"), else when it
 * was closed ("Paid Nov 22, 10:15").
 */
export function paymentRequestTimeText(
  request: Pick<PaymentRequestView, 'status' | 'expiresAt' | 'closedAt'>,
): string {
  if (isPayable(request.status)) return `Expires ${paymentRequestMoment(request.expiresAt)}`;
  const closed = request.closedAt ? ` ${paymentRequestMoment(request.closedAt)}` : '';
  return `${PAYMENT_REQUEST_STATUS_LABEL[request.status]}${closed}`;
}
