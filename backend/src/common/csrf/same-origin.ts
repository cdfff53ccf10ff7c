import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sign-in and registration set the session cookie: a foreign page must not do that either. */
const SESSION_ROUTES = new Set(['/api/login', '/api/register', '/api/logout']);

export const CROSS_SITE_REFUSED =
  'Cross-site request refused: this action can only come from pages of this site';

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/**
 * CSRF defence beside SameSite=Lax: a state-changing /api request that carries cookies (or
 * signs in) must come from a page of this site. Browsers send Origin (or at least Referer) on
 * such requests; clients that are not browsers send neither and have no cookies of a victim.
 */
export function sameOriginMiddleware(
  request: Request,
  response: Response,
  next: NextFunction,
): void {
  if (SAFE_METHODS.has(request.method) || !request.path.startsWith('/api/')) return next();
  if (!request.headers.cookie && !SESSION_ROUTES.has(request.path)) return next();
  const source = request.get('origin') ?? request.get('referer');
  if (source === undefined || hostOf(source) === request.get('host')) return next();
  response.status(403).json({ statusCode: 403, message: CROSS_SITE_REFUSED });
}
