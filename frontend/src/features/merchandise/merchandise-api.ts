import { api } from '@/api/api';
import type { ProductView } from '@club/contracts';

export const merchandiseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMerchandise: build.query<ProductView[], void>({
      query: () => '/merchandise',
      providesTags: ['Merchandise'],
    }),
  }),
});

export const { useGetMerchandiseQuery } = merchandiseApi;
