import { api } from '@/api/api';
import { paymentRequestAnswered } from '@/chat-core/chat-api';
import { adminConversationPath } from '@/chat-core/chat-channels';
import { keepCacheLive } from '@/realtime/live-cache';
import type { CreatePaymentRequestBody, PaymentRequestView } from '@club/contracts';
import type { ConversationRef } from './admin-inbox-types';

const paymentRequestsPath = (ref: ConversationRef) =>
  `${adminConversationPath(ref.list, ref.id)}/payment-requests`;

/** Adds a request, or replaces its earlier copy; newest first, as the server lists them. */
function withPaymentRequest(requests: PaymentRequestView[], request: PaymentRequestView): void {
  const index = requests.findIndex((known) => known.id === request.id);
  if (index >= 0) requests.splice(index, 1, request);
  else requests.push(request);
  requests.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

type CancelPaymentRequest = ConversationRef & { requestId: string };

/** Payment requests (admins only): sent into a conversation, listed and cancelled. */
export const paymentRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A conversation's requests, newest first, kept live from payment_request_updated. */
    getPaymentRequests: build.query<PaymentRequestView[], ConversationRef>({
      query: paymentRequestsPath,
      onCacheEntryAdded: (ref, lifecycle) =>
        keepCacheLive(
          lifecycle,
          (): PromiseLike<unknown> =>
            lifecycle.dispatch(
              paymentRequestsApi.endpoints.getPaymentRequests.initiate(ref, {
                subscribe: false,
                forceRefetch: true,
              }),
            ),
          (event) => {
            if (
              event.type === 'payment_request_updated' &&
              event.conversationKind === ref.list &&
              event.conversationId === ref.id
            )
              lifecycle.updateCachedData((requests) => withPaymentRequest(requests, event.request));
          },
        ),
    }),
    /** The message itself arrives over the socket like any new message. */
    createPaymentRequest: build.mutation<
      PaymentRequestView,
      ConversationRef & CreatePaymentRequestBody
    >({
      query: ({ packageId, ...ref }) => ({
        url: paymentRequestsPath(ref),
        method: 'POST',
        body: { packageId } satisfies CreatePaymentRequestBody,
      }),
      async onQueryStarted({ list, id }, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => undefined);
        if (answered)
          dispatch(
            paymentRequestsApi.util.updateQueryData(
              'getPaymentRequests',
              { list, id },
              (requests) => withPaymentRequest(requests, answered.data),
            ),
          );
      },
    }),
    /** The thread's card shows the answer at once, without waiting for the socket. */
    cancelPaymentRequest: build.mutation<PaymentRequestView, CancelPaymentRequest>({
      query: ({ requestId }) => ({
        url: `/admin/payment-requests/${encodeURIComponent(requestId)}/cancel`,
        method: 'POST',
        // An empty JSON body, as the server's EmptyBodyDto expects.
        body: {},
      }),
      async onQueryStarted({ list, id }, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => undefined);
        if (!answered) return;
        dispatch(paymentRequestAnswered(answered.data));
        dispatch(
          paymentRequestsApi.util.updateQueryData('getPaymentRequests', { list, id }, (requests) =>
            withPaymentRequest(requests, answered.data),
          ),
        );
      },
    }),
  }),
});

export const {
  useGetPaymentRequestsQuery,
  useCreatePaymentRequestMutation,
  useCancelPaymentRequestMutation,
} = paymentRequestsApi;
