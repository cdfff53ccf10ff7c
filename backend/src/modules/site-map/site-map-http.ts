import { HttpException, HttpStatus } from '@nestjs/common';
import { ROBOTS_PATH, SITEMAP_PATH } from '@club/contracts';
import type { Express, NextFunction, Request, Response } from 'express';
import type { SiteMapService } from './site-map.service.js';

/** Crawlers may keep either for a while: the catalogue changes seldom. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * Answers /sitemap.xml and /robots.txt. Registered on Express before the single-page app, whose
 * fallback answers every other page path (Nest's controllers are mapped later, under /api).
 */
export function serveSiteMap(app: Express, siteMap: SiteMapService): void {
  app.get(ROBOTS_PATH, (_request: Request, response: Response) => {
    response.setHeader('Cache-Control', CACHE_CONTROL);
    response.type('text/plain').send(siteMap.robotsTxt());
  });
  app.get(SITEMAP_PATH, (_request: Request, response: Response, next: NextFunction) => {
    siteMap.sitemapXml().then(
      (xml) => {
        response.setHeader('Cache-Control', CACHE_CONTROL);
        response.type('application/xml').send(xml);
      },
      (error: unknown) => {
        if (!(error instanceof HttpException)) {
          next(error);
          return;
        }
        // The catalogue cannot load: a crawler retries later rather than drop the product pages.
        const status = error.getStatus();
        if (status === Number(HttpStatus.SERVICE_UNAVAILABLE))
          response.setHeader('Retry-After', '60');
        response.status(status).type('text/plain').send(error.message);
      },
    );
  });
}
