/**
 * Why a message was not stored: `refused` by the server (with its reason), `not-sent` because
 * there was no connected socket to take it (a plain request may try instead), or `lost` when
 * the socket dropped before the server confirmed it.
 */
export type SendFailureKind = 'refused' | 'not-sent' | 'lost';

export class SendRefusedError extends Error {
  constructor(
    message: string,
    readonly kind: SendFailureKind = 'refused',
    /** Seconds to wait, when the refusal is a rate limit. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'SendRefusedError';
  }

  /** For the error text: the message may not have reached the server. */
  get offline(): boolean {
    return this.kind !== 'refused';
  }
}

/** True when nothing reached the server, so sending another way cannot duplicate it. */
export function wasNotSent(error: unknown): boolean {
  return error instanceof SendRefusedError && error.kind === 'not-sent';
}

/**
 * A failed send as plain data, for the store (which keeps only serializable values): a socket's
 * failure with its kind and wait, anything else as it is.
 */
export function plainSendFailure(error: unknown): unknown {
  if (!(error instanceof SendRefusedError)) return error;
  const { message, kind, retryAfter, offline } = error;
  return { message, kind, retryAfter, offline };
}
