import {
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { domainErrorAnswer } from './domain-errors.js';

export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: string[];
}

/** An answer never grows with the input: at most this many messages, each at most this long. */
export const MAX_ERROR_MESSAGES = 10;
export const MAX_ERROR_MESSAGE_LENGTH = 300;

function bounded(message: string): string {
  return message.length > MAX_ERROR_MESSAGE_LENGTH
    ? `${message.slice(0, MAX_ERROR_MESSAGE_LENGTH - 1)}…`
    : message;
}

function bodyOf(exception: HttpException): ErrorBody {
  const statusCode = exception.getStatus();
  const answer = exception.getResponse();
  const raw = typeof answer === 'string' ? answer : (answer as { message?: unknown }).message;
  if (Array.isArray(raw)) {
    const errors = raw.slice(0, MAX_ERROR_MESSAGES).map((message) => bounded(String(message)));
    return { statusCode, message: errors.join('. '), errors };
  }
  return { statusCode, message: bounded(typeof raw === 'string' ? raw : exception.message) };
}

/** Every error leaves as {statusCode, message}; unexpected ones without internals. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    // A refusal before the body has all arrived (a guard's 429 to a 5 MB upload): close the
    // connection rather than read and throw away the rest of the body.
    if (!host.switchToHttp().getRequest<Request>().complete)
      response.setHeader('Connection', 'close');
    const domainError = domainErrorAnswer(exception);
    if (domainError?.retryAfterSeconds !== undefined)
      response.setHeader('Retry-After', String(domainError.retryAfterSeconds));
    const body = domainError
      ? { statusCode: domainError.statusCode, message: domainError.message }
      : this.toBody(exception);
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof HttpException) return bodyOf(exception);
    const status = (exception as { status?: unknown; type?: unknown })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { statusCode: status, message: requestErrorMessage(exception) };
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : exception,
    );
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
  }
}

/** Errors raised by the body parser before Nest sees the request (bad JSON, too large). */
export function requestErrorMessage(exception: unknown): string {
  const type = (exception as { type?: unknown }).type;
  if (type === 'entity.parse.failed') return 'The request body is not valid JSON';
  if (type === 'entity.too.large') return 'The request body is too large';
  return 'The request could not be read';
}
