import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { PAGE_SESSION_ATTRIBUTE, type PageSession } from '@club/contracts';
import type { BuiltFiles } from './common/front-door/built-files.js';
import { SESSION_COOKIE } from './modules/auth/session-middleware.js';
import { precompressedFiles } from './precompressed.js';
import { LivePages, type LivePageSources } from './site-pages/live-pages.js';
import { PreRenderedSite } from './site-pages/pre-rendered-site.js';

const API_OR_SOCKET = /^\/(api|ws)(\/|$)/;
const HAS_SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

export interface SpaOptions {
  frontendDist: string;
  /** The build's files, some stored compressed too. */
  builtFiles: BuiltFiles;
  /** The site's address, for the pages' canonical and sharing links. */
  publicUrl: string;
  /** What the pages are rendered with: the club's settings, the catalogue, the store's packages. */
  live: LivePageSources;
}

const isPageRequest = (request: Request) =>
  (request.method === 'GET' || request.method === 'HEAD') && !API_OR_SOCKET.test(request.path);

/** Whether every percent-escape of the path decodes (`/product/%ZZ`, `/%` do not). */
function isDecodable(pagePath: string): boolean {
  try {
    decodeURIComponent(pagePath);
    return true;
  } catch {
    return false;
  }
}

/** The built index.html for an app page, saying whether the request came without a session. */
function appShell(template: string, signedOut: boolean): string {
  const session: PageSession = signedOut ? 'signed-out' : 'session';
  return template.replace(
    '<div id="root">',
    `<div id="root" ${PAGE_SESSION_ATTRIBUTE}="${session}">`,
  );
}

/**
 * Serves the built single-page app, compressed: files as the build stored them compressed (or
 * compressed per answer when it did not); the public pages rendered with
 * the club's settings (the shop's pages with the catalogue too, the store with its packages), each
 * for a visitor with or without a session cookie; the app's other pages as index.html; any other
 * path as the 404 page.
 */
export function serveSpa(app: Express, options: SpaOptions): void {
  const { frontendDist } = options;
  const indexHtml = path.join(frontendDist, 'index.html');
  const stored = precompressedFiles({
    frontendDist,
    builtFiles: options.builtFiles,
    immutable: (urlPath) => urlPath.startsWith('/assets/'),
  });
  app.use((request: Request, response: Response, next: NextFunction) =>
    API_OR_SOCKET.test(request.path) ? next() : stored(request, response, next),
  );
  const compress = compression();
  app.use((request: Request, response: Response, next: NextFunction) =>
    API_OR_SOCKET.test(request.path) ? next() : compress(request, response, next),
  );
  app.use(
    '/assets',
    express.static(path.join(frontendDist, 'assets'), {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
    }),
  );
  // Not for /api and /ws: a file lookup (a stat of the disk) on every API call costs a
  // visitor's poll as much as the rest of its answer. Dot folders (the page renderer) stay out.
  const files = express.static(frontendDist, { index: false });
  app.use((request: Request, response: Response, next: NextFunction) =>
    API_OR_SOCKET.test(request.path) ? next() : files(request, response, next),
  );
  let site: { pages: PreRenderedSite; live: LivePages } | undefined;
  const loadSite = () => {
    if (site) return site;
    const pages = PreRenderedSite.load(frontendDist, options.publicUrl);
    site = pages && { pages, live: new LivePages(pages, options.live) };
    return site;
  };
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!isPageRequest(request)) {
      next();
      return;
    }
    if (!existsSync(indexHtml)) {
      response
        .status(503)
        .type('text/plain')
        .send('The site is not built yet: run "npm run build".');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Vary', 'Cookie');
    const built = loadSite();
    if (!built) {
      response.sendFile(indexHtml);
      return;
    }
    const signedOut = !HAS_SESSION_COOKIE.test(request.headers.cookie ?? '');
    const pagePath = request.path.length > 1 ? request.path.replace(/\/$/, '') : request.path;
    const search = new URL(request.originalUrl, 'http://localhost').search;
    const withQuery = pagePath + search;
    const page = built.pages.isPublicPage(withQuery) ? withQuery : pagePath;
    const known = built.live.has(page) && isDecodable(page);
    if (!known && built.pages.isAppRoute(pagePath) && isDecodable(pagePath)) {
      response.type('html').send(appShell(built.pages.template, signedOut));
      return;
    }
    const rendered = known ? built.live.page(page, signedOut) : built.live.notFoundPage(signedOut);
    rendered.then(
      ({ html, notFound }) =>
        response
          .status(notFound ? 404 : 200)
          .type('html')
          .send(html),
      next,
    );
  });
}
