import { HEADER, type AdminPaymentsQuery, type AdminPaymentView } from '@club/contracts';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api } from '@/api/api';

export interface PaymentPage {
  items: AdminPaymentView[];
  /** The next page's cursor; null on the last page. */
  nextCursor: string | null;
}

/** The admin console's Payments section: pages of payments, one payment, refunds (admins only). */
export const adminPaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminPayments: build.query<PaymentPage, AdminPaymentsQuery>({
      query: (params) => ({ url: '/admin/payments', params }),
      transformResponse: (items: AdminPaymentView[], meta: FetchBaseQueryMeta | undefined) => ({
        items,
        nextCursor: meta?.response?.headers.get(HEADER.nextCursor) ?? null,
      }),
    }),
    /** One payment; its answer replaces its row on the pages shown, whatever their filters. */
    getAdminPayment: build.query<AdminPaymentView, string>({
      query: (id) => `/admin/payments/${id}`,
      async onQueryStarted(_id, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) replaceRow(data, dispatch, getState);
      },
    }),
    refundPayment: build.mutation<AdminPaymentView, string>({
      query: (id) => ({ url: `/admin/payments/${id}/refund`, method: 'POST', body: {} }),
      async onQueryStarted(_id, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) replaceRow(data, dispatch, getState);
      },
    }),
  }),
});

type Dispatch = (action: ReturnType<typeof adminPaymentsApi.util.updateQueryData>) => unknown;
type GetState = Parameters<typeof adminPaymentsApi.util.selectCachedArgsForQuery>[0];

/**
 * Puts a payment's new state in its row on every cached page, without asking for the pages
 * again: a row refunded under a "Succeeded" filter stays in sight until the filters change.
 */
function replaceRow(payment: AdminPaymentView, dispatch: Dispatch, getState: () => unknown) {
  const pages = adminPaymentsApi.util.selectCachedArgsForQuery(
    getState() as GetState,
    'getAdminPayments',
  );
  for (const page of pages) {
    dispatch(
      adminPaymentsApi.util.updateQueryData('getAdminPayments', page, (draft) => {
        const index = draft.items.findIndex((row) => row.id === payment.id);
        if (index >= 0) draft.items[index] = payment;
      }),
    );
  }
}

export const { useGetAdminPaymentsQuery, useGetAdminPaymentQuery, useRefundPaymentMutation } =
  adminPaymentsApi;
