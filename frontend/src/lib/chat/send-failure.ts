import { DELIVERY_TEXT, ERROR_TEXT } from '@club/contracts';
import { serverErrorText } from '@/api/error-text';
import { imageProblemText } from './image-file';

interface FailedAttempt {
  /** An HTTP status, 'FETCH_ERROR' and friends, or undefined for a socket's answer. */
  status?: number | string;
  message?: string;
  /** Seconds to wait: a socket refusal's. */
  retryAfter?: number;
  /** Seconds to wait: an HTTP refusal's Retry-After. */
  retryAfterSeconds?: number;
  /** A socket send's: false when the server refused it, true when no answer came. */
  offline?: boolean;
}

/** Why a message is not stored, and whether a reconnect should send it again by itself. */
export interface SendFailure {
  reason: string;
  retryWhenOnline: boolean;
}

function attemptOf(error: unknown): FailedAttempt {
  return typeof error === 'object' && error !== null ? (error as FailedAttempt) : {};
}

function waitText(seconds: number | undefined): string {
  return seconds
    ? ` Please wait ${seconds} s and try again.`
    : ' Please wait a moment and try again.';
}

const refused = (why: string): SendFailure => ({
  reason: `${DELIVERY_TEXT.refused} ${why}`,
  retryWhenOnline: false,
});

/** The server's refusal in words, or undefined when the attempt got no refusal at all. */
function refusalText(attempt: FailedAttempt, error: unknown): string | undefined {
  const { status } = attempt;
  if (status === 429 || attempt.message === ERROR_TEXT.tooManyRequests) {
    return `You are sending too fast.${waitText(attempt.retryAfter ?? attempt.retryAfterSeconds)}`;
  }
  if (status === 413) return imageProblemText('too-large');
  if (status === 415) return imageProblemText('not-an-image');
  if (status === 404) return 'This conversation is no longer available.';
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return serverErrorText(error) ?? 'The server refused it.';
  }
  if (status === undefined && attempt.offline === false) return attempt.message;
  return undefined;
}

/**
 * What a message's bubble says when an attempt to send it failed. A refusal (a 4xx, or the
 * socket's error for this message) stores nothing, so it says "Not sent." and why. Anything else
 * (no connection, no answer in time, a server error) may or may not have reached the server: it
 * never claims the message was not sent, and the message is sent again (same id, so never
 * twice) once the connection is back.
 */
export function sendFailure(error: unknown): SendFailure {
  const attempt = attemptOf(error);
  const refusal = refusalText(attempt, error);
  if (refusal) return refused(refusal);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return {
    reason: offline ? DELIVERY_TEXT.offline : DELIVERY_TEXT.unconfirmed,
    retryWhenOnline: true,
  };
}
