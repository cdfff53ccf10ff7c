import {
  isPayable,
  PAYMENT_REQUEST_STATUS,
  type PaymentRequestCheckoutView,
  type PaymentRequestView,
} from '@club/contracts';

/**
 * Where the member's payment of one request stands in this widget:
 * - starting: the server is asked for the PaymentIntent (or to confirm a demo payment);
 * - checkout: Stripe's card form is shown for the intent;
 * - confirming: Stripe took the payment; the server's webhook decides, the socket says;
 * - refused: the server refused (not payable, not found…) and says why.
 */
export type PaymentStep =
  | { step: 'starting' }
  | { step: 'checkout'; checkout: PaymentRequestCheckoutView }
  | { step: 'confirming' }
  | { step: 'refused'; error: string };

/**
 * What a request's new state means for a payment on its way: `paid` or `failed` (told in a
 * toast) when it settles the card payment this widget made, `over` when the request can no
 * longer be paid otherwise; undefined while the payment goes on.
 */
export function paymentOutcome(
  step: PaymentStep,
  request: Pick<PaymentRequestView, 'status'>,
): 'paid' | 'failed' | 'over' | undefined {
  const cardPayment = step.step === 'checkout' || step.step === 'confirming';
  if (request.status === PAYMENT_REQUEST_STATUS.paid && cardPayment) return 'paid';
  if (request.status === PAYMENT_REQUEST_STATUS.failed && step.step === 'confirming')
    return 'failed';
  return isPayable(request.status) ? undefined : 'over';
}

/** `steps` with the request's step replaced (or removed when `step` is undefined). */
export function withStep(
  steps: ReadonlyMap<string, PaymentStep>,
  requestId: string,
  step: PaymentStep | undefined,
): ReadonlyMap<string, PaymentStep> {
  const next = new Map(steps);
  if (step) next.set(requestId, step);
  else next.delete(requestId);
  return next;
}
