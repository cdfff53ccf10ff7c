import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The error every API call fails with; `message` follows SPEC §8. */
export interface ApiError {
  status: FetchBaseQueryError['status'];
  message: string;
}

export function formatHttpErrorMessage(status: number, statusText: string, body: string): string {
  return `${status}: ${body || statusText}`;
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
    default:
      return {
        status: error.status,
        message: formatHttpErrorMessage(
          error.status,
          response?.statusText ?? '',
          typeof error.data === 'string' ? error.data : '',
        ),
      };
  }
}
