import type { NextFunction, Request, RequestHandler, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
 * CSRF defence beside SameSite=Lax: every state-changing request must come from a page of this
 * site, on every path however it is spelled (so that no router leniency can open a way around
 * it), with or without cookies (sign-in, registration and a visitor's first conversation set
 * them). Browsers send Origin (or at least Referer) on such requests; clients that are not
 * browsers send neither and have no cookies of a victim. Same host on another port is another
 * origin: SameSite=Lax cookies do reach the app from it, so this check is what stops it.
 * `serverToServerPaths` (exact spellings) are called by other services, never by browsers.
 */
export function sameOriginMiddleware(serverToServerPaths: readonly string[]): RequestHandler {
  const exempt = new Set(serverToServerPaths);
  return (request: Request, response: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(request.method) || exempt.has(request.path)) return next();
    const source = request.get('origin') ?? request.get('referer');
    if (source === undefined || hostOf(source) === request.get('host')?.toLowerCase())
      return next();
    response.status(403).json({ statusCode: 403, message: CROSS_SITE_REFUSED });
  };
}
