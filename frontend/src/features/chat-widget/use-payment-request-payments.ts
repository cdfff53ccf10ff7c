import { useCallback, useEffect, useState } from 'react';
import {
  PAYMENT_REQUEST_STATUS,
  PAYMENT_REQUEST_TEXT,
  purchasedText,
  type PaymentRequestView,
} from '@club/contracts';
import { errorText } from '@/api/error-text';
import { useToast } from '@/components/toast/use-toast';
import type { ChatMessage } from '@/realtime/chat-message';
import {
  useConfirmDemoPaymentRequestMutation,
  useStartPaymentRequestCheckoutMutation,
} from './payment-request-api';
import { paymentOutcome, withStep, type PaymentStep } from './payment-steps';

const NO_STEPS: ReadonlyMap<string, PaymentStep> = new Map();

/** SPEC §8's failure text when Stripe gave no words of its own. */
const PAYMENT_NOT_COMPLETED =
  'The payment was not completed. Nothing was charged; please try again.';

function requestsIn(messages: readonly ChatMessage[]): Map<string, PaymentRequestView> {
  const requests = new Map<string, PaymentRequestView>();
  for (const { paymentRequest } of messages) {
    if (paymentRequest) requests.set(paymentRequest.id, paymentRequest);
  }
  return requests;
}

/**
 * A member's payments of the requests in their chat, kept by the widget (so closing the panel
 * loses nothing). A card payment is never marked paid here: the card shows what the server
 * says (`payment_request_updated`), and 'Payment Successful' shows once it says `paid`.
 */
export function usePaymentRequestPayments(messages: readonly ChatMessage[]) {
  const [steps, setSteps] = useState(NO_STEPS);
  const toast = useToast();
  const [startCheckout] = useStartPaymentRequestCheckoutMutation();
  const [confirmDemo] = useConfirmDemoPaymentRequestMutation();

  const toastPaid = useCallback(
    (request: PaymentRequestView) =>
      toast({
        title: PAYMENT_REQUEST_TEXT.paidToastTitle,
        description: purchasedText(request.packageName),
      }),
    [toast],
  );

  /** Moves a payment on, unless the request was settled meanwhile. */
  const moveOn = useCallback(
    (requestId: string, step: PaymentStep) =>
      setSteps((current) =>
        current.has(requestId) ? withStep(current, requestId, step) : current,
      ),
    [],
  );

  /**
   * A demo request is confirmed at once, and its toast says no money was taken; any other gets
   * Stripe's card form.
   */
  const pay = useCallback(
    async (request: PaymentRequestView) => {
      setSteps((current) => withStep(current, request.id, { step: 'starting' }));
      try {
        if (request.demo) {
          const answered = await confirmDemo(request.id).unwrap();
          setSteps((current) => withStep(current, request.id, undefined));
          if (answered.status === PAYMENT_REQUEST_STATUS.paid) {
            toast({
              title: PAYMENT_REQUEST_TEXT.demoToastTitle,
              description: PAYMENT_REQUEST_TEXT.demoToastText,
            });
          }
          return;
        }
        const checkout = await startCheckout(request.id).unwrap();
        moveOn(request.id, { step: 'checkout', checkout });
      } catch (error) {
        setSteps((current) =>
          withStep(current, request.id, { step: 'refused', error: errorText(error) }),
        );
      }
    },
    [confirmDemo, moveOn, startCheckout, toast],
  );

  /** Stripe took the card payment without leaving the page: the webhook decides now. */
  const confirmed = useCallback(
    (requestId: string) => moveOn(requestId, { step: 'confirming' }),
    [moveOn],
  );

  useEffect(() => {
    if (steps.size === 0) return;
    const requests = requestsIn(messages);
    const settled: string[] = [];
    for (const [requestId, step] of steps) {
      const request = requests.get(requestId);
      const outcome = request && paymentOutcome(step, request);
      if (!request || !outcome) continue;
      settled.push(requestId);
      if (outcome === 'paid') toastPaid(request);
      if (outcome === 'failed') {
        toast({
          title: PAYMENT_REQUEST_TEXT.failedToastTitle,
          description: request.failureMessage ?? PAYMENT_NOT_COMPLETED,
          variant: 'destructive',
        });
      }
    }
    if (settled.length > 0) {
      setSteps((current) =>
        settled.reduce((next, requestId) => withStep(next, requestId, undefined), current),
      );
    }
  }, [messages, steps, toast, toastPaid]);

  return { stepOf: (requestId: string) => steps.get(requestId), pay, confirmed };
}
