import { describe, expect, it } from 'vitest';
import { formatHttpErrorMessage, toApiError } from './api-error';
import { getErrorMessage } from './error-message';

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

  it('keeps the message of a network failure', () => {
    expect(
      toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, undefined),
    ).toEqual({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' });
  });
});

describe('getErrorMessage', () => {
  it('reads the message of API errors and thrown errors', () => {
    expect(getErrorMessage({ status: 409, message: '409: Username already exists' })).toBe(
      '409: Username already exists',
    );
    expect(getErrorMessage(new Error('boom'))).toBe('boom');
  });
});
