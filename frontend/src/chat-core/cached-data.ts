import type { BaseQueryApi } from '@reduxjs/toolkit/query';

interface StateWithApi {
  api: { queries: Record<string, { data?: unknown } | undefined> };
}

/**
 * The data already cached for the query being fetched, so a refetch can ask only for what is
 * new (`?after=<last id>`) and the endpoint's `merge` adds it.
 */
export function cachedDataOf<T>(queryApi: BaseQueryApi): T | undefined {
  if (!queryApi.queryCacheKey) return undefined;
  const state = queryApi.getState() as StateWithApi;
  return state.api.queries[queryApi.queryCacheKey]?.data as T | undefined;
}
