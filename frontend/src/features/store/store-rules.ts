import { serverAnswerOf, serverErrorText } from '@/api/error-text';
import type { StorePackageView } from '@club/contracts';

export const DEMO_PRICE_PREFIX = 'demo_';

export const DEMO_TOAST = {
  title: 'Demo Mode',
  description:
    'This is a demo store page. Real payments need products and prices created in the Stripe dashboard.',
};

export const PAYMENT_CREATE_FALLBACK = 'Failed to create payment';

/** SPEC §5: demo packages make no payment call. */
export function isDemoPackage(pkg: Pick<StorePackageView, 'demo' | 'priceId'>): boolean {
  return pkg.demo || pkg.priceId.startsWith(DEMO_PRICE_PREFIX);
}

/**
 * The server's text for a failed payment creation: its `error`, else its readable message.
 * Undefined when there is none (network failure, or a body that is not ours).
 */
export function paymentErrorText(error: unknown): string | undefined {
  return serverAnswerOf(error)?.error ?? serverErrorText(error);
}

/** Stripe's PaymentIntent ids, as the server accepts them. */
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,100}$/;

/** The PaymentIntent id Stripe put in the return address, when it has the shape of one. */
export function paymentIntentIdOf(params: URLSearchParams): string | null {
  const id = params.get('payment_intent');
  return id && PAYMENT_INTENT_ID.test(id) ? id : null;
}
