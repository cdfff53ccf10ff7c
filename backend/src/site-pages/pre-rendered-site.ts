import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_ORIGIN_PLACEHOLDER, type PageData } from '@club/contracts';

interface Manifest {
  /** The public pages, with each query a page is linked with (`/auth?tab=register`). */
  pages: string[];
  /** A path no page has: what the 404 page is rendered for. */
  notFound: string;
  /** The app's page paths; `:name` stands for one segment. */
  routes: string[];
}

/** The frontend's server module (src/prerender/server-entry.ts, built into dist/.ssr). */
interface PageRenderer {
  renderDocument(
    template: string,
    request: { path: string; signedOut: boolean; data?: PageData },
  ): Promise<{ html: string; notFound: boolean }>;
}

const patternToRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}/?$`,
  );

/**
 * What the frontend's build left for the server (dist/.ssr: a dot folder, which the static files
 * leave out): the module that renders any page into the built index.html, the public pages it
 * checked at build time, the path the 404 page is rendered for, and the app's route patterns.
 * Pages come out with PUBLIC_URL in their canonical and sharing links.
 */
export class PreRenderedSite {
  private readonly appRoutes: RegExp[];
  private readonly publicPages: Set<string>;
  private renderer?: Promise<PageRenderer>;
  readonly template: string;
  readonly notFoundPath: string;

  private constructor(
    private readonly ssrDir: string,
    manifest: Manifest,
    indexHtml: string,
    private readonly publicUrl: string,
  ) {
    this.template = indexHtml;
    this.appRoutes = manifest.routes.map(patternToRegExp);
    this.publicPages = new Set(manifest.pages);
    this.notFoundPath = manifest.notFound;
  }

  /** The site as the build left it, or undefined when the build rendered nothing. */
  static load(frontendDist: string, publicUrl: string): PreRenderedSite | undefined {
    const ssrDir = path.join(frontendDist, '.ssr');
    const manifestFile = path.join(ssrDir, 'manifest.json');
    if (!existsSync(manifestFile)) return undefined;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const indexHtml = readFileSync(path.join(frontendDist, 'index.html'), 'utf8');
    return new PreRenderedSite(ssrDir, manifest, indexHtml, publicUrl);
  }

  /** Whether the path (with its query, if the page is rendered per query) is a public page. */
  isPublicPage(pagePath: string): boolean {
    return this.publicPages.has(pagePath);
  }

  /** Whether the path is one of the app's pages (the admin console, the dashboard, …). */
  isAppRoute(pagePath: string): boolean {
    return this.appRoutes.some((route) => route.test(pagePath));
  }

  async render(
    pagePath: string,
    signedOut: boolean,
    data: PageData,
  ): Promise<{ html: string; notFound: boolean }> {
    this.renderer ??= import(pathToFileURL(path.join(this.ssrDir, 'server-entry.js')).href);
    const rendered = await (
      await this.renderer
    ).renderDocument(this.template, { path: pagePath, signedOut, data });
    return { ...rendered, html: rendered.html.replaceAll(PAGE_ORIGIN_PLACEHOLDER, this.publicUrl) };
  }
}
