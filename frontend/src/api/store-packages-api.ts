import type { StoreCatalogueView } from '@club/contracts';
import { api } from './api';

/**
 * The store's packages with the prices this deployment charges (the public catalogue): the store
 * page sells them, and the inbox asks customers to pay for them in the chat.
 */
export const storePackagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStorePackages: build.query<StoreCatalogueView, void>({
      query: () => '/store/packages',
    }),
  }),
});

export const { useGetStorePackagesQuery } = storePackagesApi;
