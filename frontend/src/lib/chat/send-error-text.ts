import { ERROR_TEXT } from '@club/contracts';
import { serverErrorText } from '@/api/error-text';
import { imageProblemText } from './image-file';

interface SendFailure {
  /** An HTTP status, 'FETCH_ERROR' and friends, or undefined for a socket refusal. */
  status?: number | string;
  message?: string;
  /** Seconds to wait: a socket refusal's. */
  retryAfter?: number;
  /** Seconds to wait: an HTTP refusal's Retry-After. */
  retryAfterSeconds?: number;
  offline?: boolean;
}

function failureOf(error: unknown): SendFailure {
  return typeof error === 'object' && error !== null ? (error as SendFailure) : {};
}

function waitText(seconds: number | undefined): string {
  return seconds
    ? ` Please wait ${seconds} s and try again.`
    : ' Please wait a moment and try again.';
}

/**
 * What to tell someone whose message or image was not sent (429, 413, 415, offline, or a
 * socket refusal). Their text stays in the composer, so they can try again.
 */
export function sendErrorText(error: unknown): string {
  const failure = failureOf(error);
  if (failure.status === 429 || failure.message === ERROR_TEXT.tooManyRequests) {
    return `You are sending too fast.${waitText(failure.retryAfter ?? failure.retryAfterSeconds)}`;
  }
  if (failure.status === 413) return imageProblemText('too-large');
  if (failure.status === 415) return imageProblemText('not-an-image');
  if (
    failure.offline ||
    failure.status === 'FETCH_ERROR' ||
    failure.status === 'TIMEOUT_ERROR' ||
    (typeof navigator !== 'undefined' && navigator.onLine === false)
  ) {
    return 'You seem to be offline. Your message was not sent; try again once you are back online.';
  }
  if (failure.status === 404) return 'This conversation is no longer available.';
  const reason = typeof failure.status === 'number' ? serverErrorText(error) : failure.message;
  return reason
    ? `Your message was not sent: ${reason}`
    : 'Your message was not sent. Please try again.';
}
