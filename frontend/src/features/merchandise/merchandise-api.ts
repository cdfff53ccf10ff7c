import { api } from '@/api/api';
import type { Product } from './product';

export const merchandiseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMerchandise: build.query<Product[], void>({
      query: () => '/merchandise',
    }),
  }),
});

export const { useGetMerchandiseQuery } = merchandiseApi;
