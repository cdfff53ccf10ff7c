import {
  CATALOGUE_PATH_PATTERN,
  STORE_PAGE_PATH,
  type PageData,
  type ProductView,
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
  /** The merchandise catalogue, for the shop's pages. */
  catalogue: () => Promise<ProductView[]>;
  /** The store's packages, for the store. */
  store: () => StoreCatalogueView;
}

/** `/merchandise`, `/product/{id}` and `/subscription`. */
export const isLivePage = (pagePath: string) =>
  pagePath === STORE_PAGE_PATH || CATALOGUE_PATH_PATTERN.test(pagePath);

const productIdOf = (pagePath: string) =>
  pagePath.startsWith('/product/') ? decodeURIComponent(pagePath.slice('/product/'.length)) : null;

/**
 * The pages that show what the server has now: the shop's pages, rendered with the catalogue as
 * it is, and the store, with the packages this deployment sells. Each is kept until its data
 * changes (on any instance: the data is read for every request, and only a change renders
 * again). A product id the catalogue does not have renders its "not found" page each time, and is
 * not kept.
 */
export class LivePages {
  private readonly cache = new Map<string, CachedPage>();

  constructor(
    private readonly site: PreRenderedSite,
    private readonly sources: LivePageSources,
  ) {}

  async page(pagePath: string, signedOut: boolean): Promise<{ html: string; notFound: boolean }> {
    if (pagePath === STORE_PAGE_PATH)
      return this.kept(pagePath, signedOut, { store: this.sources.store() });
    // Unavailable (the provider is down): the page renders without it and asks again itself.
    const products = await this.sources.catalogue().catch(() => undefined);
    const productId = productIdOf(pagePath);
    const known = !productId || products?.some((product) => product.id === productId) === true;
    if (!products || !known) {
      const rendered = await this.site.render(pagePath, signedOut, { catalogue: products });
      return { html: rendered.html, notFound: Boolean(products) && !known };
    }
    return this.kept(pagePath, signedOut, { catalogue: products });
  }

  private async kept(pagePath: string, signedOut: boolean, data: PageData): Promise<CachedPage> {
    const key = `${signedOut ? 'signed-out' : 'session'} ${pagePath}`;
    const json = JSON.stringify(data);
    const cached = this.cache.get(key);
    if (cached?.data === json) return cached;
    const rendered = await this.site.render(pagePath, signedOut, data);
    const page = { data: json, html: rendered.html, notFound: false };
    this.cache.set(key, page);
    return page;
  }
}
