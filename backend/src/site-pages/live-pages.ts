import {
  CATALOGUE_PATH_PATTERN,
  DEFAULT_SITE_SETTINGS,
  STORE_PAGE_PATH,
  type PageData,
  type ProductView,
  type SiteSettingsView,
  type StoreCatalogueView,
} from '@club/contracts';
import type { PreRenderedSite } from './pre-rendered-site.js';

interface CachedPage {
  /** The data the page was rendered with, as JSON: a change renders it again. */
  data: string;
  html: string;
  notFound: boolean;
}

export interface LivePageSources {
  /** The club's settings (its links, club code, contact details), for every page. */
  settings: () => Promise<SiteSettingsView>;
  /** The merchandise catalogue, for the shop's pages. */
  catalogue: () => Promise<ProductView[]>;
  /** The store's packages, for the store. */
  store: () => StoreCatalogueView;
}

const productIdOf = (pagePath: string) =>
  pagePath.startsWith('/product/') ? decodeURIComponent(pagePath.slice('/product/'.length)) : null;

/**
 * The public pages as the server has them now: every page with the club's settings (an admin may
 * change its links and club code at any time), the shop's pages with the catalogue as it is, the
 * store with the packages this deployment sells. Each page is kept until its data changes (on any
 * instance: the data is read for every request, and only a change renders again). A product id the
 * catalogue does not have renders its "not found" page each time, and is not kept.
 */
export class LivePages {
  private readonly cache = new Map<string, CachedPage>();

  constructor(
    private readonly site: PreRenderedSite,
    private readonly sources: LivePageSources,
  ) {}

  /** Whether the path is a page of the site: a public page or one of the shop's pages. */
  has(pagePath: string): boolean {
    return this.site.isPublicPage(pagePath) || CATALOGUE_PATH_PATTERN.test(pagePath);
  }

  async page(pagePath: string, signedOut: boolean): Promise<{ html: string; notFound: boolean }> {
    // Unreadable (the database is down): the page renders with the defaults.
    const settings = await this.sources.settings().catch(() => DEFAULT_SITE_SETTINGS);
    if (pagePath === STORE_PAGE_PATH)
      return this.kept(pagePath, signedOut, { settings, store: this.sources.store() });
    if (!CATALOGUE_PATH_PATTERN.test(pagePath)) return this.kept(pagePath, signedOut, { settings });
    // Unavailable (the provider is down): the page renders without it and asks again itself.
    const products = await this.sources.catalogue().catch(() => undefined);
    const productId = productIdOf(pagePath);
    const known = !productId || products?.some((product) => product.id === productId) === true;
    if (!products || !known) {
      const rendered = await this.site.render(pagePath, signedOut, {
        settings,
        catalogue: products,
      });
      return { html: rendered.html, notFound: Boolean(products) && !known };
    }
    return this.kept(pagePath, signedOut, { settings, catalogue: products });
  }

  /** The 404 page, for any path that is none of the site's. */
  notFoundPage(signedOut: boolean): Promise<{ html: string; notFound: boolean }> {
    return this.page(this.site.notFoundPath, signedOut);
  }

  private async kept(pagePath: string, signedOut: boolean, data: PageData): Promise<CachedPage> {
    const key = `${signedOut ? 'signed-out' : 'session'} ${pagePath}`;
    const json = JSON.stringify(data);
    const cached = this.cache.get(key);
    if (cached?.data === json) return cached;
    const rendered = await this.site.render(pagePath, signedOut, data);
    const page = { data: json, html: rendered.html, notFound: rendered.notFound };
    this.cache.set(key, page);
    return page;
  }
}
