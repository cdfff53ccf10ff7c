import type {
  ClientSecretView,
  CreatePaymentRequest,
  PaymentIntentStatusView,
} from '@club/contracts';
import { api } from '@/api/api';

export const storeApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPayment: build.mutation<ClientSecretView, CreatePaymentRequest>({
      query: (body) => ({ url: '/create-payment', method: 'POST', body }),
    }),
    getPaymentStatus: build.query<PaymentIntentStatusView, string>({
      query: (paymentIntentId) => `/payments/${encodeURIComponent(paymentIntentId)}`,
    }),
  }),
});

export const { useCreatePaymentMutation, useGetPaymentStatusQuery } = storeApi;
