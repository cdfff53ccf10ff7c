import type { IncomingMessage, ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import { PAGE_SESSION_ATTRIBUTE, type PageSession } from '@club/contracts';
import { clientAddressOf } from '../common/client-address.js';
import { startFastAnswer, type FastAnswerParts } from '../common/fast-answer.js';
import type { FrontDoor } from '../common/front-door/front-door.js';
import { hasSessionCookie } from '../modules/auth/session-middleware.js';
import type { BuiltFiles } from './built-files.js';
import { encodePage, type EncodedBody } from './encoded-body.js';
import { LivePages, type KeptPage, type LivePageSources } from './live-pages.js';
import { PreRenderedSite } from './pre-rendered-site.js';
import { sendEncoded } from './send-encoded.js';

const API_OR_SOCKET = /^\/(api|ws)(\/|$)/;
const HTML = 'text/html; charset=utf-8';
const NOT_BUILT = 'The site is not built yet: run "npm run build".';
/** A file of a build that is not this one (an open tab's old script chunk): no page for it. */
const MISSING_FILE = JSON.stringify({ statusCode: 404, message: 'Not Found' });
/** How the latency histogram labels the answers given here. */
const FILE_ROUTE = 'built file';
const PAGE_ROUTE = 'page';

export interface SiteFastPathParts extends FastAnswerParts {
  frontDoor: FrontDoor;
  trustProxy: number | boolean;
  frontendDist: string;
  /** The build's files, with the compressed copies it stored. */
  builtFiles: BuiltFiles;
  /** The site's address, for the pages' canonical and sharing links. */
  publicUrl: string;
  /** What the pages are rendered with: the club's settings, the catalogue, the store's packages. */
  live: LivePageSources;
  /** Paths outside /api that Express routes answer (the site map, the metrics). */
  expressPaths: ReadonlySet<string>;
}

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
 * The site outside /api, answered before Express: a page or file costs no middleware, session or
 * compression. The build's files are sent from memory as the build stored them compressed, and
 * never refused (a browser fetches dozens at once on its first load, and a refused script chunk
 * blanks the page). Pages pass the front door's per-address budget like an API request; the
 * public pages are rendered with the club's settings (the shop's with the catalogue, the store with
 * its packages) for a visitor with or without a session cookie and kept compressed until their
 * data changes; the app's other pages get index.html; any other path the 404 page.
 */
export class SiteFastPath {
  private readonly logger = new Logger('SitePages');
  private site?: { pages: PreRenderedSite; live: LivePages };
  private readonly shells = new Map<boolean, Promise<EncodedBody>>();

  constructor(private readonly parts: SiteFastPathParts) {}

  /** True when this request is one it answers; false leaves the request untouched. */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url ?? '';
    const queryStart = url.indexOf('?');
    const urlPath = queryStart === -1 ? url : url.slice(0, queryStart);
    if (!urlPath.startsWith('/') || API_OR_SOCKET.test(urlPath)) return false;
    if (this.parts.expressPaths.has(urlPath)) return false;
    const file = this.parts.builtFiles.get(urlPath);
    if (file) {
      startFastAnswer(this.parts, request, response, FILE_ROUTE);
      sendEncoded(request, response, {
        status: 200,
        type: file.type,
        body: file.body,
        cacheControl: file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0',
      });
      return true;
    }
    const { frontDoor, trustProxy } = this.parts;
    frontDoor.admit(request, response, clientAddressOf(request, trustProxy), () => {
      startFastAnswer(this.parts, request, response, PAGE_ROUTE);
      this.answerPage(request, response, urlPath, url.slice(urlPath.length)).catch(
        (error: unknown) => {
          this.logger.error(error instanceof Error ? (error.stack ?? error.message) : error);
          if (response.headersSent) response.destroy();
          else response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal error');
        },
      );
    });
    return true;
  }

  private async answerPage(
    request: IncomingMessage,
    response: ServerResponse,
    urlPath: string,
    query: string,
  ): Promise<void> {
    const index = this.parts.builtFiles.get('/index.html');
    if (!index) {
      response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end(NOT_BUILT);
      return;
    }
    if (urlPath.startsWith('/assets/')) {
      response
        .writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' })
        .end(MISSING_FILE);
      return;
    }
    const send = (status: number, body: EncodedBody) =>
      sendEncoded(request, response, {
        status,
        type: HTML,
        body,
        cacheControl: 'no-cache',
        vary: 'Cookie',
      });
    const site = this.loadSite();
    if (!site) {
      send(200, index.body);
      return;
    }
    const signedOut = !hasSessionCookie(request);
    const pagePath = urlPath.length > 1 ? urlPath.replace(/\/$/, '') : urlPath;
    const withQuery = pagePath + new URL(query, 'http://localhost').search;
    const page = site.pages.isPublicPage(withQuery) ? withQuery : pagePath;
    const known = site.live.has(page) && isDecodable(page);
    if (!known && site.pages.isAppRoute(pagePath) && isDecodable(pagePath)) {
      send(200, await this.shell(site.pages.template, signedOut));
      return;
    }
    const rendered: KeptPage = known
      ? await site.live.page(page, signedOut)
      : await site.live.notFoundPage(signedOut);
    send(rendered.notFound ? 404 : 200, rendered.body);
  }

  private shell(template: string, signedOut: boolean): Promise<EncodedBody> {
    let shell = this.shells.get(signedOut);
    if (!shell) {
      shell = encodePage(appShell(template, signedOut));
      this.shells.set(signedOut, shell);
    }
    return shell;
  }

  private loadSite(): { pages: PreRenderedSite; live: LivePages } | undefined {
    if (this.site) return this.site;
    const { frontendDist, publicUrl, live } = this.parts;
    const pages = PreRenderedSite.load(frontendDist, publicUrl);
    this.site = pages && { pages, live: new LivePages(pages, live) };
    return this.site;
  }
}
