import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { requestErrorMessage } from './filters/all-exceptions.filter.js';

/**
 * Parsing a JSON body is one synchronous task that holds every other request up, and its cost
 * grows with the body. Every body a member or visitor sends fits in 32 KB (a 4,000-character
 * message with its fields); only an admin's product needs more.
 */
export const JSON_LIMIT = '32kb';
export const ADMIN_JSON_LIMIT = '256kb';

type RawBodyRequest = Request & { rawBody?: Buffer };

function keepRawBody(request: RawBodyRequest, _response: unknown, bytes: Buffer): void {
  request.rawBody = bytes;
}

/**
 * JSON bodies, parsed after the session is known so that only an admin's may be large (a forged
 * or absent session never gets the larger limit), each with its raw bytes beside it. The
 * `rawOnlyPaths` (the Stripe webhook: it verifies the signature of the bytes and reads nothing
 * else) are kept as bytes and never parsed.
 */
export function bodyParsers(rawOnlyPaths: readonly string[]): RequestHandler {
  const rawOnly = new Set(rawOnlyPaths);
  const raw = express.raw({ type: () => true, limit: ADMIN_JSON_LIMIT });
  const everyone = express.json({ limit: JSON_LIMIT, verify: keepRawBody });
  const admins = express.json({ limit: ADMIN_JSON_LIMIT, verify: keepRawBody });
  return (request: RawBodyRequest, response: Response, next: NextFunction) => {
    const parsed = (error?: unknown) => (error ? refuse(error, request, response) : next());
    if (rawOnly.has(request.path)) {
      return raw(request, response, (error?: unknown) => {
        if (Buffer.isBuffer(request.body)) request.rawBody = request.body;
        parsed(error);
      });
    }
    return (request.user?.role === 'admin' ? admins : everyone)(request, response, parsed);
  };
}

/**
 * A body that cannot be read (too large, not JSON) is answered here in the app's own words: these
 * errors arise before Nest's exception filters see the request. A body cut short is not read on.
 */
function refuse(error: unknown, request: Request, response: Response): void {
  const status = (error as { status?: unknown }).status;
  const statusCode = typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
  if (!request.complete) response.setHeader('Connection', 'close');
  response.status(statusCode).json({ statusCode, message: requestErrorMessage(error) });
}
