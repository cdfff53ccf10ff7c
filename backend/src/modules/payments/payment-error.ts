export enum PaymentErrorCode {
  UnknownPrice = 'unknown_price',
  DemoPrice = 'demo_price',
  NotConfigured = 'not_configured',
  ProviderFailed = 'provider_failed',
}

/** Why a payment could not be created; the filter turns it into {statusCode, message, error}. */
export class PaymentError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const PAYMENT_ERROR_MESSAGES = {
  unknownPrice: 'Unknown price id: choose one of the packages of GET /api/store/packages',
  demoPrice:
    'This is a demo store page: real payments need products and prices created in the Stripe dashboard',
  notConfigured: 'Payments are not configured on this server (STRIPE_SECRET_KEY is not set)',
  providerFailed: 'The payment could not be started. Please try again later.',
} as const;
