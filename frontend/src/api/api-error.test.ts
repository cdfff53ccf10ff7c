import { describe, expect, it } from 'vitest';
import { formatHttpErrorMessage, parseRetryAfter, toApiError } from './api-error';

describe('formatHttpErrorMessage', () => {
  it('joins the status and the response body text', () => {
    expect(
      formatHttpErrorMessage(
        401,
        'Unauthorized',
        '{"statusCode":401,"message":"Invalid credentials"}',
      ),
    ).toBe('401: {"statusCode":401,"message":"Invalid credentials"}');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(formatHttpErrorMessage(502, 'Bad Gateway', '')).toBe('502: Bad Gateway');
  });
});

describe('toApiError', () => {
  it('formats an HTTP error from its raw body', () => {
    const response = new Response('Too many attempts', {
      status: 429,
      statusText: 'Too Many Requests',
    });
    expect(toApiError({ status: 429, data: 'Too many attempts' }, response)).toEqual({
      status: 429,
      message: '429: Too many attempts',
    });
  });

  it('keeps the Retry-After of a refusal', () => {
    const response = new Response('{}', { status: 429, headers: { 'Retry-After': '12' } });
    expect(toApiError({ status: 429, data: '{}' }, response)).toEqual({
      status: 429,
      message: '429: {}',
      retryAfterSeconds: 12,
    });
  });

  it('keeps the message of a network failure', () => {
    expect(
      toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, undefined),
    ).toEqual({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('Wed, 25 Nov 2026 12:02:00 GMT', now)).toBe(120);
    expect(parseRetryAfter('Wed, 25 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
