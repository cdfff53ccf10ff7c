import type { NextFunction, Request, RequestHandler, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const JSON_BODIES_ONLY =
  'Unsupported content type: send the request body as application/json';
export const MULTIPART_BODIES_ONLY =
  'Unsupported content type: send the image as multipart/form-data';

function mediaTypeOf(request: Request): string | undefined {
  return request.get('content-type')?.split(';')[0].trim().toLowerCase();
}

function hasBody(request: Request): boolean {
  const length = request.get('content-length');
  return request.get('transfer-encoding') !== undefined || (length !== undefined && length !== '0');
}

export interface BodyTypeRules {
  /** Exact paths whose body is multipart/form-data instead of JSON. */
  multipartPaths: readonly string[];
  /** Exact paths that take any body as it comes (a webhook that verifies the raw bytes). */
  rawBodyPaths: readonly string[];
}

/**
 * State-changing requests carry JSON, or multipart on the given upload paths, or nothing at all:
 * a cross-site form (urlencoded, multipart or text/plain) cannot send JSON without a CORS
 * preflight, which this site never grants. Checked before any body is read.
 */
export function bodyTypeMiddleware(rules: BodyTypeRules): RequestHandler {
  const multipart = new Set(rules.multipartPaths);
  const raw = new Set(rules.rawBodyPaths);
  return (request: Request, response: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(request.method) || raw.has(request.path)) return next();
    const type = mediaTypeOf(request);
    if (type === undefined && !hasBody(request)) return next();
    const [accepted, refusal] = multipart.has(request.path)
      ? ['multipart/form-data', MULTIPART_BODIES_ONLY]
      : ['application/json', JSON_BODIES_ONLY];
    if (type === accepted) return next();
    response.status(415).json({ statusCode: 415, message: refusal });
  };
}
