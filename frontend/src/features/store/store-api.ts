import type {
  ClientSecretView,
  CreatePaymentRequest,
  PaymentIntentStatusView,
  StoreCatalogueView,
} from '@club/contracts';
import { api } from '@/api/api';

export const storeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStorePackages: build.query<StoreCatalogueView, void>({
      query: () => '/store/packages',
    }),
    createPayment: build.mutation<ClientSecretView, CreatePaymentRequest>({
      query: (body) => ({ url: '/create-payment', method: 'POST', body }),
    }),
    getPaymentStatus: build.query<PaymentIntentStatusView, string>({
      query: (paymentIntentId) => `/payments/${encodeURIComponent(paymentIntentId)}`,
    }),
  }),
});

export const { useGetStorePackagesQuery, useCreatePaymentMutation, useGetPaymentStatusQuery } =
  storeApi;
