import type { InboxList } from './chat.js';
import type { StorePackageId } from './store.js';
import type { WireTime } from './time.js';

/**
 * A payment request: a store package an admin asks a customer to pay for inside their chat.
 * - open: sent, not paid yet;
 * - failed: the last attempt to pay failed (Stripe said so); it can be paid again;
 * - paid: Stripe's webhook (or, in demo mode, the demo confirmation) recorded the payment;
 * - cancelled: an admin withdrew it;
 * - expired: nobody paid it in time.
 */
export const PAYMENT_REQUEST_STATUS = {
  open: 'open',
  failed: 'failed',
  paid: 'paid',
  cancelled: 'cancelled',
  expired: 'expired',
} as const;
export type PaymentRequestStatus =
  (typeof PAYMENT_REQUEST_STATUS)[keyof typeof PAYMENT_REQUEST_STATUS];
export const PAYMENT_REQUEST_STATUSES: readonly PaymentRequestStatus[] =
  Object.values(PAYMENT_REQUEST_STATUS);

/** The states in which a request can still be paid, or cancelled by an admin. */
export const PAYABLE_PAYMENT_REQUEST_STATUSES: readonly PaymentRequestStatus[] = [
  PAYMENT_REQUEST_STATUS.open,
  PAYMENT_REQUEST_STATUS.failed,
];

export function isPayable(status: PaymentRequestStatus): boolean {
  return PAYABLE_PAYMENT_REQUEST_STATUSES.includes(status);
}

/** How long a request stays payable when PAYMENT_REQUEST_TTL_MINUTES is not set: 24 hours. */
export const PAYMENT_REQUEST_DEFAULT_TTL_MINUTES = 24 * 60;

/** A payment request as both sides of the chat see it. Amounts in cents. */
export interface PaymentRequestView<Time = WireTime> {
  id: string;
  packageId: StorePackageId;
  packageName: string;
  amount: number;
  currency: string;
  status: PaymentRequestStatus;
  /** True when paying it makes no payment: the store is in demo mode for this package. */
  demo: boolean;
  createdAt: Time;
  /** After this it can no longer be paid (it becomes `expired`). */
  expiresAt: Time;
  /** When it was paid, cancelled or expired; null while payable. */
  closedAt: Time | null;
  /** Stripe's words for the last failed attempt (`failed` only), else null. */
  failureMessage: string | null;
}

/** `POST /api/admin/{conversations|anonymous-conversations}/:id/payment-requests` (admins only). */
export interface CreatePaymentRequestBody {
  packageId: StorePackageId;
}

/**
 * `POST /api/payment-requests/:id/pay` (the conversation's member only): the PaymentIntent to
 * confirm with Stripe Elements in the chat. The same request always answers the same intent.
 */
export interface PaymentRequestCheckoutView {
  clientSecret: string;
  publishableKey: string;
}

/**
 * To admins and the conversation's owner: a request was sent (with its message), paid, failed,
 * cancelled or expired. Also sent when it moved with its visitor's history into a member chat.
 */
export interface PaymentRequestUpdatedEvent<Time = WireTime> {
  type: 'payment_request_updated';
  conversationKind: InboxList;
  conversationId: string;
  /** The member who owns the conversation (members' list only), so the desk can refresh them. */
  userId: string | null;
  request: PaymentRequestView<Time>;
}

/** The label the payment picker sends for "Payment Link": the desk then suggests a request. */
export const PAYMENT_LINK_CHOICE = 'Payment Link';

/** The message text a request is stored with: what lists, previews and search show. */
export function paymentRequestMessageText(packageName: string, amountText: string): string {
  return `Payment request: ${packageName} (${amountText})`;
}

/** A package price in US dollars from cents, as the store shows it: "$50", "$12.50". */
export function formatPackagePrice(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

export const PAYMENT_REQUEST_TEXT = {
  notFound: 'Payment request not found',
  notPayable: 'This payment request can no longer be paid',
  notCancellable: 'Only an open payment request can be cancelled',
  membersOnly: 'Sign in or register to pay this request',
  notDemo: 'This payment request takes a real payment: pay it with a card',
  demoOnly: 'The store is in demo mode for this package: confirm the demo payment instead',
  packageInvalid: 'packageId must be tournament, vip or premium',
  demoNotice: 'Demo payment: no money moves and no package is granted.',
  paidToastTitle: 'Payment Successful',
  demoToastTitle: 'Demo payment recorded',
  demoToastText: 'No money was taken and no package was granted.',
  failedToastTitle: 'Payment Failed',
} as const;

/** SPEC §8's success toast text. */
export function purchasedText(packageName: string): string {
  return `Successfully purchased ${packageName}!`;
}

/** "Deposits closed in chat" on the store reports: the requests sent in the range. */
export interface ChatDepositsView {
  sent: number;
  /** Of those, paid (by now), demo confirmations included. */
  paid: number;
  /** Of the paid ones, demo confirmations: no money was taken. */
  demoPaid: number;
  /** paid / sent, 0–1; null when none were sent. */
  conversion: number | null;
  /** Median seconds from sending to payment, over the paid ones; null when none. */
  medianSecondsToPay: number | null;
}

/** The desk asks before a request is sent: these texts name the package, its price and the customer. */
export const PAYMENT_REQUEST_CONFIRM_TEXT = {
  title: 'Send this payment request?',
  /** `price` is null while the store's catalogue is not known: the server prices it anyway. */
  body: (customer: string, packageName: string, price: string | null) =>
    `${customer} will be asked to pay ${price ?? "the store's price"} for ${packageName} in the chat.`,
  confirm: 'Send request',
  cancel: 'Cancel',
} as const;
