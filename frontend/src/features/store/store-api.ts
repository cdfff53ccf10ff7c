import { api } from '@/api/api';

/** A store package as GET /api/store/packages answers it; amounts in cents. */
export interface StorePackage {
  id: string;
  name: string;
  amount: number;
  currency: string;
  priceId: string;
  demo: boolean;
  popular: boolean;
  summary: string;
  features: string[];
}

export interface StoreCatalogue {
  /** Stripe's publishable key; null while the store is in demo mode. */
  publishableKey: string | null;
  packages: StorePackage[];
}

export const storeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStorePackages: build.query<StoreCatalogue, void>({
      query: () => '/store/packages',
    }),
    createPayment: build.mutation<{ clientSecret: string }, { priceId: string }>({
      query: (body) => ({ url: '/create-payment', method: 'POST', body }),
    }),
  }),
});

export const { useGetStorePackagesQuery, useCreatePaymentMutation } = storeApi;
