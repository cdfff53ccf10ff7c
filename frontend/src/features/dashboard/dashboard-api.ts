import type { PaymentView } from '@club/contracts';
import { api } from '@/api/api';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPayments: build.query<PaymentView[], void>({
      query: () => '/payments',
      providesTags: ['Session'],
    }),
  }),
});

export const { useGetPaymentsQuery } = dashboardApi;
