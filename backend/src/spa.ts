import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

const API_OR_SOCKET = /^\/(api|ws)(\/|$)/;

/**
 * Serves the built single-page app, compressed: files as they are, `/` as the
 * pre-rendered landing page when the build made one, any other page path as index.html.
 */
export function serveSpa(app: Express, frontendDist: string): void {
  const indexHtml = path.join(frontendDist, 'index.html');
  const landingHtml = path.join(frontendDist, 'landing.html');
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
  // visitor's poll as much as the rest of its answer.
  const files = express.static(frontendDist, { index: false });
  app.use((request: Request, response: Response, next: NextFunction) =>
    API_OR_SOCKET.test(request.path) ? next() : files(request, response, next),
  );
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      API_OR_SOCKET.test(request.path)
    ) {
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
    response.sendFile(request.path === '/' && existsSync(landingHtml) ? landingHtml : indexHtml);
  });
}
