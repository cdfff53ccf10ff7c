import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'X-Request-Id';
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

/** Takes X-Request-Id from the client or the balancer (or makes one) and echoes it. */
export function requestIdMiddleware(
  request: Request,
  response: Response,
  next: NextFunction,
): void {
  const incoming = request.get(REQUEST_ID_HEADER);
  const requestId = incoming && ACCEPTABLE_ID.test(incoming) ? incoming : newRequestId();
  response.setHeader(REQUEST_ID_HEADER, requestId);
  runWithRequestId(requestId, next);
}
