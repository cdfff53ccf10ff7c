import { describe, expect, it } from 'vitest';
import { toApiError } from './api-error';
import { serverFieldErrors } from './server-field-errors';

const FIELDS = [
  ['username', /\busername\b/i],
  ['email', /\bemail\b/i],
  ['password', /\bpassword\b/i],
] as const;

function refusal(status: number, body: unknown) {
  const text = JSON.stringify(body);
  return toApiError({ status, data: text }, new Response(text, { status }));
}

describe('serverFieldErrors', () => {
  it('puts a conflict on the field it names', () => {
    const error = refusal(409, { statusCode: 409, message: 'This username is already taken' });
    expect(serverFieldErrors(error, FIELDS)).toEqual({
      username: 'This username is already taken',
    });
  });

  it('puts each validation message on its field, the first one per field', () => {
    const error = refusal(400, {
      statusCode: 400,
      message: '…',
      errors: [
        'Username must be at least 3 characters',
        'Email must be a valid email address',
        'Username may contain only letters, digits, dots, dashes and underscores',
        'property role should not exist',
      ],
    });
    expect(serverFieldErrors(error, FIELDS)).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Email must be a valid email address',
    });
  });

  it('leaves refusals that are not about the input alone', () => {
    const error = refusal(401, { statusCode: 401, message: 'Invalid username or password' });
    expect(serverFieldErrors(error, FIELDS)).toEqual({});
    expect(serverFieldErrors({ status: 'FETCH_ERROR', message: 'offline' }, FIELDS)).toEqual({});
  });
});
