import { api } from '@/api/api';

/** One purchase of the signed-in member, as GET /api/payments answers it. */
export interface Payment {
  id: string;
  packageId: string;
  packageName: string;
  amount: number;
  currency: string;
  stripePaymentIntentId: string;
  status: 'succeeded' | 'rejected' | string;
  createdAt: string;
}

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPayments: build.query<Payment[], void>({
      query: () => '/payments',
      providesTags: ['Session'],
    }),
  }),
});

export const { useGetPaymentsQuery } = dashboardApi;
