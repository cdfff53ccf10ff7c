import { BadRequestException, ConflictException, type ArgumentsHost } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { AllExceptionsFilter } from './all-exceptions.filter.js';

function answerTo(exception: unknown) {
  const sent: { status?: number; body?: unknown } = {};
  const response = {
    headersSent: false,
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
    },
  };
  const host = { getType: () => 'http', switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return sent;
}

describe('AllExceptionsFilter', () => {
  it('keeps the status and message of an expected error', () => {
    expect(answerTo(new ConflictException('This username is already taken'))).toEqual({
      status: 409,
      body: { statusCode: 409, message: 'This username is already taken' },
    });
  });

  it('joins validation messages and lists them', () => {
    expect(answerTo(new BadRequestException(['A is required', 'B is too long'])).body).toEqual({
      statusCode: 400,
      message: 'A is required. B is too long',
      errors: ['A is required', 'B is too long'],
    });
  });

  it('answers a plain 500 without internals for anything unexpected', () => {
    expect(answerTo(new Error('relation "secret_table" does not exist'))).toEqual({
      status: 500,
      body: { statusCode: 500, message: 'Internal server error' },
    });
  });

  it('keeps a 4xx raised by the body parser', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large' });
    expect(answerTo(tooLarge)).toEqual({ status: 413, body: { statusCode: 413, message: 'The request body is too large' } });
  });
});
