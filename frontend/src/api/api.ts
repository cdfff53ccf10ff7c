import { createApi } from '@reduxjs/toolkit/query/react';
import { createApiBaseQuery } from './base-query';

/**
 * The one RTK Query API of the app. Features add their endpoints with
 * `api.injectEndpoints` in their own folder.
 *
 * Tags: `CurrentUser` is the signed-in user; `Session` is provided by any
 * endpoint whose data depends on who is signed in, and is invalidated when
 * the user signs in or out.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createApiBaseQuery('/api'),
  tagTypes: ['CurrentUser', 'Session'],
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
