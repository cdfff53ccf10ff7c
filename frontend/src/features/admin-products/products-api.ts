import type {
  AdminProductQuery,
  MerchandiseSourceView,
  ProductBody,
  ProductView,
} from '@club/contracts';
import { api } from '@/api/api';

const BASE = '/admin/merchandise';

/** The admin console's Products section (admins only). */
export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<ProductView[], AdminProductQuery>({
      query: ({ q }) => ({ url: BASE, params: q ? { q } : undefined }),
      providesTags: ['Merchandise'],
    }),
    getAdminProduct: build.query<ProductView, string>({
      query: (id) => `${BASE}/${encodeURIComponent(id)}`,
      providesTags: ['Merchandise'],
    }),
    getMerchandiseSource: build.query<MerchandiseSourceView, void>({
      query: () => `${BASE}/source`,
    }),
    saveProduct: build.mutation<ProductView, { id?: string; body: ProductBody }>({
      query: ({ id, body }) =>
        id
          ? { url: `${BASE}/${encodeURIComponent(id)}`, method: 'PUT', body }
          : { url: BASE, method: 'POST', body },
      invalidatesTags: ['Merchandise'],
    }),
    deleteProduct: build.mutation<void, string>({
      query: (id) => ({ url: `${BASE}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Merchandise'],
    }),
    refreshMerchandise: build.mutation<MerchandiseSourceView, void>({
      query: () => ({ url: `${BASE}/refresh`, method: 'POST', body: {} }),
      invalidatesTags: ['Merchandise'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data)
          dispatch(productsApi.util.upsertQueryData('getMerchandiseSource', undefined, data));
      },
    }),
  }),
});

export const {
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useGetMerchandiseSourceQuery,
  useSaveProductMutation,
  useDeleteProductMutation,
  useRefreshMerchandiseMutation,
} = productsApi;
