import { createApi } from '@reduxjs/toolkit/query/react';
import { injectLazySlice } from '@/app/store';
import { createApiBaseQuery } from './base-query';

/**
 * The one RTK Query API of the app. Features add their endpoints with
 * `api.injectEndpoints` in their own folder.
 *
 * Tags: `Session` is provided by any endpoint whose data depends on who is
 * signed in, and is invalidated when the user signs in or out. `Merchandise` is
 * provided by the catalogue's reads, public and admin, and invalidated by an
 * admin's change to it, so the shop pages show the change at once.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createApiBaseQuery('/api'),
  tagTypes: ['Session', 'Merchandise'],
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});

// The app frame runs without RTK Query; it joins the store with the first feature using it.
injectLazySlice(api, api.middleware);
