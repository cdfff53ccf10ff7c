import { CATALOGUE_PATH_PATTERN, type ProductView } from '@club/contracts';
import type { PreRenderedSite } from './pre-rendered-site.js';

interface CachedPage {
  /** The catalogue the page was rendered with, as JSON: a change renders it again. */
  catalogue: string;
  html: string;
  notFound: boolean;
}

/** `/merchandise` and `/product/{id}`. */
export const isCataloguePage = (pagePath: string) => CATALOGUE_PATH_PATTERN.test(pagePath);

const productIdOf = (pagePath: string) =>
  pagePath.startsWith('/product/') ? decodeURIComponent(pagePath.slice('/product/'.length)) : null;

/**
 * The shop's pages, rendered with the catalogue as it is now and kept until it changes (on any
 * instance: the catalogue is read for every request, and only a change renders again). A product
 * id the catalogue does not have renders its "not found" page each time, and is not kept.
 */
export class CataloguePages {
  private readonly cache = new Map<string, CachedPage>();

  constructor(
    private readonly site: PreRenderedSite,
    private readonly catalogue: () => Promise<ProductView[]>,
  ) {}

  async page(pagePath: string, signedOut: boolean): Promise<{ html: string; notFound: boolean }> {
    // Unavailable (the provider is down): the page renders without it and asks again itself.
    const products = await this.catalogue().catch(() => undefined);
    const productId = productIdOf(pagePath);
    const known = !productId || products?.some((product) => product.id === productId) === true;
    if (!products || !known) {
      const rendered = await this.site.render(pagePath, signedOut, products);
      return { html: rendered.html, notFound: Boolean(products) && !known };
    }
    const key = `${signedOut ? 'signed-out' : 'session'} ${pagePath}`;
    const catalogue = JSON.stringify(products);
    const cached = this.cache.get(key);
    if (cached?.catalogue === catalogue) return cached;
    const rendered = await this.site.render(pagePath, signedOut, products);
    const page = { catalogue, html: rendered.html, notFound: false };
    this.cache.set(key, page);
    return page;
  }
}
