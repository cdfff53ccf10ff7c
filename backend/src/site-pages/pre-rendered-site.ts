import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_ORIGIN_PLACEHOLDER, type PageData } from '@club/contracts';

/** A page in both forms: for a request without a session cookie, and for one with it. */
interface PageFiles {
  signedOut: string;
  session: string;
}

interface Manifest {
  pages: Record<string, PageFiles>;
  notFound: PageFiles;
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
 * What the frontend's build pre-rendered (dist/.ssr: a dot folder, which the static files leave
 * out): the public pages and the 404 page as documents with PUBLIC_URL in their links, the
 * app's route patterns, the built index.html and the module that renders any page.
 */
export class PreRenderedSite {
  private readonly documents = new Map<string, string>();
  private readonly appRoutes: RegExp[];
  private renderer?: Promise<PageRenderer>;
  readonly template: string;

  private constructor(
    private readonly ssrDir: string,
    private readonly manifest: Manifest,
    indexHtml: string,
    private readonly publicUrl: string,
  ) {
    this.template = indexHtml;
    this.appRoutes = manifest.routes.map(patternToRegExp);
  }

  /** The site as the build left it, or undefined when the build pre-rendered nothing. */
  static load(frontendDist: string, publicUrl: string): PreRenderedSite | undefined {
    const ssrDir = path.join(frontendDist, '.ssr');
    const manifestFile = path.join(ssrDir, 'manifest.json');
    if (!existsSync(manifestFile)) return undefined;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const indexHtml = readFileSync(path.join(frontendDist, 'index.html'), 'utf8');
    return new PreRenderedSite(ssrDir, manifest, indexHtml, publicUrl);
  }

  /** The pre-rendered document of a public page, or undefined for any other path. */
  page(pagePath: string, signedOut: boolean): string | undefined {
    const files = this.manifest.pages[pagePath];
    return files && this.document(files, signedOut);
  }

  notFoundPage(signedOut: boolean): string {
    return this.document(this.manifest.notFound, signedOut);
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
    return { ...rendered, html: this.withOrigin(rendered.html) };
  }

  private document(files: PageFiles, signedOut: boolean): string {
    const file = signedOut ? files.signedOut : files.session;
    let html = this.documents.get(file);
    if (html === undefined) {
      html = this.withOrigin(readFileSync(path.join(this.ssrDir, 'pages', file), 'utf8'));
      this.documents.set(file, html);
    }
    return html;
  }

  private withOrigin(html: string): string {
    return html.replaceAll(PAGE_ORIGIN_PLACEHOLDER, this.publicUrl);
  }
}
