import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { toApiError, type ApiError } from './api-error';

/**
 * Error bodies are kept as raw text so the error message can quote them
 * verbatim. Successful bodies are parsed when JSON, null when empty (204).
 */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok || !text) return response.ok ? null : text;
  const isJson = response.headers.get('content-type')?.includes('json');
  return isJson ? JSON.parse(text) : text;
}

type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta>;

export function createApiBaseQuery(baseUrl: string): ApiBaseQuery {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    credentials: 'include',
    responseHandler: readBody,
  });

  return async (args, api, extraOptions) => {
    const result = await rawBaseQuery(args, api, extraOptions);
    if (result.error) {
      return {
        error: toApiError(result.error, result.meta?.response),
        meta: result.meta,
      };
    }
    return { data: result.data, meta: result.meta };
  };
}
