import { imageProblemText } from './image-file';

interface SendFailure {
  /** An HTTP status, 'FETCH_ERROR' and friends, or undefined for a socket refusal. */
  status?: number | string;
  message?: string;
  retryAfter?: number;
  offline?: boolean;
}

const RATE_LIMIT_REASON = 'Too many attempts. Please wait a moment and try again.';

function failureOf(error: unknown): SendFailure {
  return typeof error === 'object' && error !== null ? (error as SendFailure) : {};
}

/** The server's own words, when it answered {statusCode, message}. */
function serverReason(message: string | undefined): string | undefined {
  const body = message?.replace(/^\d{3}: /, '');
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && 'message' in parsed
      ? String(parsed.message)
      : undefined;
  } catch {
    return undefined;
  }
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
  if (failure.status === 429 || failure.message === RATE_LIMIT_REASON) {
    return `You are sending too fast.${waitText(failure.retryAfter)}`;
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
  const reason =
    typeof failure.status === 'number' ? serverReason(failure.message) : failure.message;
  return reason
    ? `Your message was not sent: ${reason}`
    : 'Your message was not sent. Please try again.';
}
