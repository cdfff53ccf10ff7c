import type { WireTime } from './time.js';

export const STORE_PACKAGE_ID = {
  tournament: 'tournament',
  vip: 'vip',
  premium: 'premium',
} as const;
export type StorePackageId = (typeof STORE_PACKAGE_ID)[keyof typeof STORE_PACKAGE_ID];

/** Each package's name, as the store, purchase histories and the admin console show it. */
export const STORE_PACKAGE_NAME: Record<StorePackageId, string> = {
  tournament: 'Tournament Entry',
  vip: 'VIP Access',
  premium: 'Premium Package',
};

/** A store package (`GET /api/store/packages`); amounts in cents. */
export interface StorePackageView {
  id: StorePackageId;
  name: string;
  amount: number;
  currency: string;
  /** What `POST /api/create-payment` takes. */
  priceId: string;
  /** True when buying it makes no payment (demo_ price id or Stripe not configured). */
  demo: boolean;
  /** Marked "Most Popular". */
  popular: boolean;
  summary: string;
  features: string[];
}

export interface StoreCatalogueView {
  /** Stripe's publishable key for Stripe.js; null while the store is in demo mode. */
  publishableKey: string | null;
  packages: StorePackageView[];
}

/** The body of `POST /api/create-payment`: only the price id, the amount is the server's. */
export interface CreatePaymentRequest {
  priceId: string;
}

/** The answer of `POST /api/create-payment`: the PaymentIntent's client secret, for Stripe Elements. */
export interface ClientSecretView {
  clientSecret: string;
}

/**
 * - succeeded: Stripe took the payment (the package is granted once `recorded`);
 * - processing: Stripe is still taking it;
 * - pending: no payment attempt has finished yet;
 * - failed: the attempt failed or the payment was cancelled; nothing was taken;
 * - rejected: Stripe took an amount that does not pay for the package, which was not granted;
 * - refunded: the payment was refunded (or is being refunded) and its package taken back.
 */
export const PAYMENT_INTENT_STATE = {
  succeeded: 'succeeded',
  processing: 'processing',
  pending: 'pending',
  failed: 'failed',
  rejected: 'rejected',
  refunded: 'refunded',
} as const;
export type PaymentIntentState = (typeof PAYMENT_INTENT_STATE)[keyof typeof PAYMENT_INTENT_STATE];
export const PAYMENT_INTENT_STATES: readonly PaymentIntentState[] =
  Object.values(PAYMENT_INTENT_STATE);

/** Where one of the member's payments stands (`GET /api/payments/{paymentIntentId}`). */
export interface PaymentIntentStatusView {
  paymentIntentId: string;
  status: PaymentIntentState;
  packageId: string | null;
  packageName: string | null;
  /** True once Stripe's webhook has been applied to the account. */
  recorded: boolean;
}

/**
 * A recorded payment is one Stripe took, or a demo confirmation:
 * - succeeded: it granted its package;
 * - rejected: it did not pay for the package, which was not granted;
 * - refund_pending: an admin asked Stripe to refund it; the package stays until Stripe confirms;
 * - refunded: the money went back and the package was taken back;
 * - demo: a chat payment request confirmed in demo mode: no money was taken, no package granted.
 */
export const PAYMENT_STATUS = {
  succeeded: 'succeeded',
  rejected: 'rejected',
  refundPending: 'refund_pending',
  refunded: 'refunded',
  demo: 'demo',
} as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = Object.values(PAYMENT_STATUS);

/** One purchase of the signed-in member (`GET /api/payments`). */
export interface PaymentView<Time = WireTime> {
  id: string;
  packageId: string;
  packageName: string;
  /** Amount paid in cents. */
  amount: number;
  currency: string;
  /** The Stripe PaymentIntent it paid; null for a demo payment, which made none. */
  stripePaymentIntentId: string | null;
  status: PaymentStatus;
  createdAt: Time;
}

/** A refused payment call: the usual error body, with the text under `error` as well. */
export interface PaymentErrorView {
  statusCode: number;
  message: string;
  error: string;
}
