import { ERROR_TEXT } from '@club/contracts';
import type { ApiError } from './api-error';

/** What a person reads when the server gave no words of its own. */
export const GENERAL_ERROR_TEXT = {
  general: 'Something went wrong. Please try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
  unavailable: 'The site is not available right now. Please try again in a moment.',
  offline: 'Could not reach the server. Check your connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
  unreadable: "The server's answer could not be read. Please try again.",
} as const;

/** The JSON body of an API refusal (`ErrorView`; payment refusals add `error`). */
export interface ServerAnswer {
  status: number;
  message: string;
  /** Each problem on its own, for validation refusals; else the message alone. */
  errors: string[];
  error?: string;
  retryAfterSeconds?: number;
}

function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function parseBody(text: string): Record<string, unknown> | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server's answer inside an ApiError's "<status>: <body>" message, when the body is the
 * API's JSON with a message (a plain string or, from class-validator, a list of them).
 */
export function serverAnswerOf(error: unknown): ServerAnswer | undefined {
  if (!isApiError(error) || typeof error.status !== 'number') return undefined;
  const prefix = `${error.status}: `;
  if (!error.message.startsWith(prefix)) return undefined;
  const body = parseBody(error.message.slice(prefix.length));
  if (!body) return undefined;
  const listed = texts(Array.isArray(body.message) ? body.message : body.errors);
  const message = typeof body.message === 'string' ? body.message : listed.join('. ');
  if (!message) return undefined;
  return {
    status: error.status,
    message,
    errors: listed.length > 0 ? listed : [message],
    ...(typeof body.error === 'string' && body.error ? { error: body.error } : {}),
    ...(error.retryAfterSeconds !== undefined
      ? { retryAfterSeconds: error.retryAfterSeconds }
      : {}),
  };
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** "45 seconds", "2 minutes", "1 hour": rounded up, so the wait is never too short. */
export function waitDuration(seconds: number): string {
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/** "Too many attempts. Please wait a moment and try again." → "Too many attempts." */
function firstSentence(text: string): string {
  const end = text.indexOf('. ');
  const sentence = end === -1 ? text : text.slice(0, end);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

function retryText(reason: string, retryAfterSeconds: number | undefined): string {
  return retryAfterSeconds === undefined
    ? reason
    : `${firstSentence(reason)} Please try again in ${waitDuration(retryAfterSeconds)}.`;
}

/**
 * The server's own words for a refusal, made readable: its message (validation problems joined),
 * and for a 429 when to try again. Undefined when it gave none (offline, an HTML error page) or
 * only its generic "Internal server error".
 */
export function serverErrorText(error: unknown): string | undefined {
  const answer = serverAnswerOf(error);
  if (answer && answer.message !== ERROR_TEXT.internal) {
    return answer.status === 429
      ? retryText(answer.message, answer.retryAfterSeconds)
      : answer.message;
  }
  if (isApiError(error) && error.status === 429) {
    return retryText(ERROR_TEXT.tooManyRequests, error.retryAfterSeconds);
  }
  return undefined;
}

/** Errors raised in the app itself (a socket refusal, a thrown Error) already carry readable text. */
function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' && error.message ? error.message : undefined;
}

function transportText(error: ApiError): string | undefined {
  if (error.status === 'FETCH_ERROR') return GENERAL_ERROR_TEXT.offline;
  if (error.status === 'TIMEOUT_ERROR') return GENERAL_ERROR_TEXT.timeout;
  return undefined;
}

function statusText(error: ApiError): string {
  const { status } = error;
  if (typeof status !== 'number') return GENERAL_ERROR_TEXT.general;
  if (status < 300) return GENERAL_ERROR_TEXT.unreadable;
  if (status === 502 || status === 503 || status === 504) {
    return retryText(GENERAL_ERROR_TEXT.unavailable, error.retryAfterSeconds);
  }
  return status >= 500 ? GENERAL_ERROR_TEXT.server : GENERAL_ERROR_TEXT.general;
}

/**
 * What to tell a person about any failed request or action, never a status code or JSON: the
 * server's words when it gave some, else why the request could not be answered (offline,
 * timeout), else `fallback` or a general text that fits the status.
 */
export function errorText(error: unknown, fallback?: string): string {
  const fromServer = serverErrorText(error);
  if (fromServer) return fromServer;
  if (isApiError(error)) {
    if (error.status === 'CUSTOM_ERROR') return error.message;
    return transportText(error) ?? fallback ?? statusText(error);
  }
  return messageOf(error) ?? fallback ?? GENERAL_ERROR_TEXT.general;
}
