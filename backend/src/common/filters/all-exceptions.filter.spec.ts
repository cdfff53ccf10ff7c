import { BadRequestException, ConflictException, type ArgumentsHost } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { AllExceptionsFilter } from './all-exceptions.filter.js';

function answerTo(exception: unknown, request = { complete: true }) {
  const sent: { status?: number; body?: unknown; headers?: Record<string, string> } = {};
  const response = {
    headersSent: false,
    setHeader(name: string, value: string) {
      sent.headers = { ...sent.headers, [name]: value };
    },
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
    },
  };
  const host = {
    getType: () => 'http',
    switchToHttp: () => ({ getResponse: () => response, getRequest: () => request }),
  } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return sent;
}

describe('AllExceptionsFilter', () => {
  it('closes the connection when the body has not all arrived, rather than reading the rest', () => {
    expect(answerTo(new BadRequestException('Too late'), { complete: false })).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'Too late' },
      headers: { Connection: 'close' },
    });
  });

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
    const tooLarge = Object.assign(new Error('request entity too large'), {
      status: 413,
      type: 'entity.too.large',
    });
    expect(answerTo(tooLarge)).toEqual({
      status: 413,
      body: { statusCode: 413, message: 'The request body is too large' },
    });
  });
});

describe('AllExceptionsFilter on input-sized errors', () => {
  it('lists at most 10 messages, whatever the number of problems', () => {
    const problems = Array.from(
      { length: 5000 },
      (_, index) => `property f${index} should not exist`,
    );
    const { body } = answerTo(new BadRequestException(problems)) as {
      body: { errors: string[]; message: string };
    };
    expect(body.errors).toEqual(problems.slice(0, 10));
    expect(body.message).toBe(problems.slice(0, 10).join('. '));
  });

  it('cuts each message at 300 characters', () => {
    const long = `property ${'x'.repeat(100_000)} should not exist`;
    const listed = answerTo(new BadRequestException([long])).body as {
      errors: string[];
      message: string;
    };
    expect(listed.errors).toEqual([`${long.slice(0, 299)}…`]);
    expect(answerTo(new BadRequestException(long)).body).toEqual({
      statusCode: 400,
      message: `${long.slice(0, 299)}…`,
    });
  });
});
