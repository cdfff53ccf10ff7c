import type { AdminPaymentsQuery, AdminPaymentView } from '@club/contracts';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api } from '@/api/api';
import { HEADER } from '@club/contracts';

export interface PaymentPage {
  items: AdminPaymentView[];
  /** The next page's cursor; null on the last page. */
  nextCursor: string | null;
}

/** The admin console's Payments section: a page of payments and refunds (admins only). */
export const adminPaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminPayments: build.query<PaymentPage, AdminPaymentsQuery>({
      query: (params) => ({ url: '/admin/payments', params }),
      transformResponse: (items: AdminPaymentView[], meta: FetchBaseQueryMeta | undefined) => ({
        items,
        nextCursor: meta?.response?.headers.get(HEADER.nextCursor) ?? null,
      }),
    }),
    refundPayment: build.mutation<AdminPaymentView, string>({
      query: (id) => ({ url: `/admin/payments/${id}/refund`, method: 'POST', body: {} }),
      /** The refunded row replaces the old one on every page that shows it. */
      async onQueryStarted(_id, { dispatch, getState, queryFulfilled }) {
        const { data: refunded } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!refunded) return;
        const pages = adminPaymentsApi.util.selectCachedArgsForQuery(
          getState(),
          'getAdminPayments',
        );
        for (const page of pages) {
          dispatch(
            adminPaymentsApi.util.updateQueryData('getAdminPayments', page, (draft) => {
              const index = draft.items.findIndex((payment) => payment.id === refunded.id);
              if (index >= 0) draft.items[index] = refunded;
            }),
          );
        }
      },
    }),
  }),
});

export const { useGetAdminPaymentsQuery, useRefundPaymentMutation } = adminPaymentsApi;
