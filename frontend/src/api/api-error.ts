import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * The error every API call fails with. `message` follows SPEC §8 ("<status>: <body text>"), for
 * developers; what a person reads comes from `errorText` (error-text.ts).
 */
export interface ApiError {
  status: FetchBaseQueryError['status'];
  message: string;
  /** From the answer's Retry-After header, when it had one. */
  retryAfterSeconds?: number;
}

export function formatHttpErrorMessage(status: number, statusText: string, body: string): string {
  return `${status}: ${body || statusText}`;
}

/** Retry-After is either a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

export function toApiError(error: FetchBaseQueryError, response: Response | undefined): ApiError {
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
    case 'CUSTOM_ERROR':
      return { status: error.status, message: error.error };
    case 'PARSING_ERROR':
      return {
        status: error.originalStatus,
        message: `${error.originalStatus}: ${error.error}`,
      };
    default: {
      const apiError: ApiError = {
        status: error.status,
        message: formatHttpErrorMessage(
          error.status,
          response?.statusText ?? '',
          typeof error.data === 'string' ? error.data : '',
        ),
      };
      const retryAfterSeconds = parseRetryAfter(response?.headers.get('Retry-After') ?? null);
      if (retryAfterSeconds !== undefined) apiError.retryAfterSeconds = retryAfterSeconds;
      return apiError;
    }
  }
}
