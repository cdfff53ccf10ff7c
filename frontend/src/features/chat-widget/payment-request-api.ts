import { api } from '@/api/api';
import { paymentRequestAnswered } from '@/chat-core/chat-api';
import type { PaymentRequestCheckoutView, PaymentRequestView } from '@club/contracts';

const paymentRequestPath = (id: string) => `/payment-requests/${encodeURIComponent(id)}`;

/** A member pays a payment request in their chat (the conversation's member only). */
export const paymentRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The PaymentIntent to confirm with Stripe in the chat; the same one for the same request. */
    startPaymentRequestCheckout: build.mutation<PaymentRequestCheckoutView, string>({
      query: (id) => ({ url: `${paymentRequestPath(id)}/pay`, method: 'POST' }),
    }),
    /** A demo request is paid at once: the answer is the request, paid, and the card shows it. */
    confirmDemoPaymentRequest: build.mutation<PaymentRequestView, string>({
      query: (id) => ({ url: `${paymentRequestPath(id)}/demo-confirm`, method: 'POST' }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => undefined);
        if (answered) dispatch(paymentRequestAnswered(answered.data));
      },
    }),
  }),
});

export const { useStartPaymentRequestCheckoutMutation, useConfirmDemoPaymentRequestMutation } =
  paymentRequestApi;
