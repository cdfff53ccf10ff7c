import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { FrontDoorConfig } from '../../config/front-door-config.js';
import { TOO_MANY_REQUESTS } from '../rate-limit/rate-limit.guard.js';
import { AddressBudgets } from './address-budgets.js';

/** Load balancers' probes: never refused, so a flood cannot take the instance out of rotation. */
const PROBE_PATHS = new Set(['/api/health', '/api/ready']);

const REFUSAL = JSON.stringify({ statusCode: 429, message: TOO_MANY_REQUESTS });

/**
 * The first thing every request meets: a request over its address's budget is refused before any
 * body parsing, session or Nest work. Its 429 waits `refusalDelayMs`, so a client that floods gets
 * at most one refusal a second per connection instead of as many as it can send; past
 * `heldRefusalsPerAddress` waiting refusals its connections are dropped without an answer. The
 * body of a refused request is never read (node stops reading a socket whose request is not
 * consumed), and the 429 closes the connection when the body has not all arrived.
 */
export class FrontDoor {
  private readonly budgets: AddressBudgets;

  constructor(private readonly config: FrontDoorConfig) {
    this.budgets = new AddressBudgets(config);
  }

  /**
   * Calls `proceed` for an admitted request (its place in flight is given back when the answer
   * closes); answers or drops a refused one itself.
   */
  admit(
    request: IncomingMessage,
    response: ServerResponse,
    address: string,
    proceed: () => void,
  ): void {
    const verdict = this.budgets.admit(address, Date.now());
    if (verdict.admitted) {
      response.once('close', verdict.release);
      proceed();
      return;
    }
    const { unhold } = verdict;
    if (!unhold) {
      request.socket.destroy();
      return;
    }
    const timer = setTimeout(
      () => refuse(request, response, verdict.retryAfterSeconds),
      this.config.refusalDelayMs,
    );
    response.once('close', () => {
      clearTimeout(timer);
      unhold();
    });
  }
}

/**
 * The front door as the app's first Express middleware. The site's pages and built files are
 * answered before Express (site-pages/site-fast-path.ts): its pages pass the same door there.
 */
export function frontDoorMiddleware(frontDoor: FrontDoor): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (PROBE_PATHS.has(request.path)) return next();
    frontDoor.admit(
      request,
      response,
      request.ip ?? request.socket.remoteAddress ?? 'unknown',
      next,
    );
  };
}

function refuse(
  request: IncomingMessage,
  response: ServerResponse,
  retryAfterSeconds: number,
): void {
  response.writeHead(429, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(REFUSAL),
    'Retry-After': String(retryAfterSeconds),
    'X-Content-Type-Options': 'nosniff',
    ...(request.complete ? {} : { Connection: 'close' }),
  });
  response.end(REFUSAL);
}
