import { describe, expect, it } from 'vitest';
import { toApiError } from './api-error';
import {
  errorText,
  GENERAL_ERROR_TEXT,
  serverAnswerOf,
  serverErrorText,
  waitDuration,
} from './error-text';

/** The ApiError the client raises for this answer. */
function refusal(status: number, body: string, headers: Record<string, string> = {}) {
  const response = new Response(body, { status, headers });
  return toApiError({ status, data: body }, response);
}

const json = (body: unknown) => JSON.stringify(body);

describe('errorText', () => {
  it("gives a 401's message, without the status or the JSON", () => {
    const error = refusal(401, json({ statusCode: 401, message: 'Invalid username or password' }));
    expect(error.message).toBe('401: {"statusCode":401,"message":"Invalid username or password"}');
    expect(errorText(error)).toBe('Invalid username or password');
  });

  it('joins the messages of a validation refusal', () => {
    const error = refusal(
      400,
      json({
        statusCode: 400,
        message: 'Username must be at least 3 characters. Password must be at least 8 characters',
        errors: [
          'Username must be at least 3 characters',
          'Password must be at least 8 characters',
        ],
      }),
    );
    expect(errorText(error)).toBe(
      'Username must be at least 3 characters. Password must be at least 8 characters',
    );
    expect(serverAnswerOf(error)?.errors).toEqual([
      'Username must be at least 3 characters',
      'Password must be at least 8 characters',
    ]);
  });

  it("reads class-validator's own list of messages too", () => {
    const error = refusal(400, json({ statusCode: 400, message: ['A is required', 'B is long'] }));
    expect(errorText(error)).toBe('A is required. B is long');
    expect(serverAnswerOf(error)?.errors).toEqual(['A is required', 'B is long']);
  });

  it("gives a 409's message", () => {
    const error = refusal(
      409,
      json({ statusCode: 409, message: 'This username is already taken' }),
    );
    expect(errorText(error)).toBe('This username is already taken');
  });

  it('says when to try again after a 429, from Retry-After', () => {
    const body = json({
      statusCode: 429,
      message: 'Too many attempts. Please wait a moment and try again.',
    });
    expect(errorText(refusal(429, body, { 'Retry-After': '45' }))).toBe(
      'Too many attempts. Please try again in 45 seconds.',
    );
    expect(errorText(refusal(429, body, { 'Retry-After': '1' }))).toBe(
      'Too many attempts. Please try again in 1 second.',
    );
    expect(errorText(refusal(429, body, { 'Retry-After': '900' }))).toBe(
      'Too many attempts. Please try again in 15 minutes.',
    );
    expect(errorText(refusal(429, body))).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(errorText(refusal(429, '<html>429</html>', { 'Retry-After': '5' }))).toBe(
      'Too many attempts. Please try again in 5 seconds.',
    );
  });

  it("hides a 500's internals behind a general text, or the caller's", () => {
    const error = refusal(500, json({ statusCode: 500, message: 'Internal server error' }));
    expect(errorText(error)).toBe(GENERAL_ERROR_TEXT.server);
    expect(errorText(error, 'Failed to send message. Please try again.')).toBe(
      'Failed to send message. Please try again.',
    );
    expect(serverErrorText(error)).toBeUndefined();
  });

  it('keeps the words of a 5xx that has some', () => {
    const error = refusal(
      502,
      json({ statusCode: 502, message: 'Stripe is down', error: 'Stripe is down' }),
    );
    expect(errorText(error)).toBe('Stripe is down');
  });

  it('never shows an HTML error page', () => {
    const page = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';
    expect(errorText(refusal(502, page))).toBe(GENERAL_ERROR_TEXT.unavailable);
    expect(errorText(refusal(503, page, { 'Retry-After': '120' }))).toBe(
      'The site is not available right now. Please try again in 2 minutes.',
    );
    expect(errorText(refusal(404, '<html>Not Found</html>'))).toBe(GENERAL_ERROR_TEXT.general);
    expect(errorText(refusal(500, ''))).toBe(GENERAL_ERROR_TEXT.server);
  });

  it('says the server could not be reached on a network failure', () => {
    expect(errorText({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' })).toBe(
      GENERAL_ERROR_TEXT.offline,
    );
    expect(errorText({ status: 'TIMEOUT_ERROR', message: 'AbortError' })).toBe(
      GENERAL_ERROR_TEXT.timeout,
    );
  });

  it('does not quote an answer it could not parse', () => {
    expect(errorText({ status: 200, message: "200: SyntaxError: Unexpected token '<'" })).toBe(
      GENERAL_ERROR_TEXT.unreadable,
    );
  });

  it("keeps the app's own errors and has a general text for anything else", () => {
    expect(errorText(new Error('The connection was lost'))).toBe('The connection was lost');
    expect(errorText(undefined)).toBe(GENERAL_ERROR_TEXT.general);
    expect(errorText('boom', 'Failed to create payment')).toBe('Failed to create payment');
  });
});

describe('waitDuration', () => {
  it('rounds up to whole seconds, minutes or hours', () => {
    expect(waitDuration(0)).toBe('1 second');
    expect(waitDuration(59)).toBe('59 seconds');
    expect(waitDuration(61)).toBe('2 minutes');
    expect(waitDuration(3600)).toBe('1 hour');
    expect(waitDuration(7201)).toBe('3 hours');
  });
});
