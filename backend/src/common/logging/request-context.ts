import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const REQUEST_ID_HEADER_LOWER = 'x-request-id';
/** An incoming id is kept only if it is short and plain; otherwise a new one is made. */
const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

const context = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request (or socket message) being handled, for logs and the events it causes. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return context.run({ requestId }, work);
}

export function newRequestId(): string {
  return randomUUID();
}

/** The X-Request-Id of the client or the balancer when it is acceptable, else a new one. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && ACCEPTABLE_ID.test(incoming) ? incoming : newRequestId();
}

/** Takes X-Request-Id from the client or the balancer (or makes one) and echoes it. */
export function requestIdMiddleware(
  request: Request,
  response: Response,
  next: NextFunction,
): void {
  const requestId = requestIdOf(request.headers[REQUEST_ID_HEADER_LOWER]);
  response.setHeader(REQUEST_ID_HEADER, requestId);
  runWithRequestId(requestId, next);
}
