import {
  CATALOGUE_PATH_PATTERN,
  DEFAULT_SITE_SETTINGS,
  STORE_PAGE_PATH,
  type PageData,
  type ProductView,
  type SiteSettingsView,
  type StoreCatalogueView,
} from '@club/contracts';
import { encodePage, type EncodedBody } from './encoded-body.js';
import type { PreRenderedSite } from './pre-rendered-site.js';

/** A rendered page, stored compressed: sending it costs no render and no compression. */
export interface KeptPage {
  body: EncodedBody;
  notFound: boolean;
}

interface CachedPage {
  /** The parts of the data the page was rendered with: the same objects again are the same data. */
  parts: unknown[];
  /** The same data, as JSON: parts read anew that say the same render nothing again. */
  json: string;
  /** Shared by every request that comes while it renders, so a burst costs one render. */
  page: Promise<KeptPage>;
}

export interface LivePageSources {
  /** The club's settings (its links, club code, contact details), for every page. */
  settings: () => Promise<SiteSettingsView>;
  /** The merchandise catalogue, for the shop's pages. */
  catalogue: () => Promise<ProductView[]>;
  /** The store's packages, for the store. */
  store: () => StoreCatalogueView;
}

const PRODUCT_PATH_PREFIX = '/product/';

/** The product id in a product page's path (whose escapes the caller has checked), decoded. */
const productIdOf = (pagePath: string) =>
  pagePath.startsWith(PRODUCT_PATH_PREFIX)
    ? decodeURIComponent(pagePath.slice(PRODUCT_PATH_PREFIX.length))
    : null;

/**
 * What a product page the catalogue cannot show (an unknown id, or the catalogue unavailable) is
 * rendered for, once. An unknown id gets that 404 page as it is (it names no address of its own,
 * like the site's 404 page), so a flood of made-up ids costs no render and no compression; while
 * the catalogue is unavailable the page loads the product itself and names its own address, put
 * in per request.
 */
const ANY_PRODUCT_PATH = `${PRODUCT_PATH_PREFIX}__any-product__`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page rendered for ANY_PRODUCT_PATH, as the renderer would have rendered it for `pagePath`. */
function forProductPath(html: string, pagePath: string): string {
  const { pathname } = new URL(pagePath, 'http://localhost');
  return html.replaceAll(ANY_PRODUCT_PATH, escapeHtml(pathname));
}

/**
 * The public pages as the server has them now: every page with the club's settings (an admin may
 * change its links and club code at any time), the shop's pages with the catalogue as it is, the
 * store with the packages this deployment sells. Each page is kept until its data changes (on any
 * instance: the data is read for every request, and only a change renders again); so are the 404
 * page and the one page for every product the catalogue does not have.
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

  /** The page at `pagePath`, a path of the site whose percent-escapes decode. */
  async page(pagePath: string, signedOut: boolean): Promise<KeptPage> {
    // Unreadable (the database is down): the page renders with the defaults.
    const settings = await this.sources.settings().catch(() => DEFAULT_SITE_SETTINGS);
    if (pagePath === STORE_PAGE_PATH)
      return this.kept(pagePath, signedOut, { settings, store: this.sources.store() });
    if (!CATALOGUE_PATH_PATTERN.test(pagePath)) return this.kept(pagePath, signedOut, { settings });
    // Unavailable (the provider is down): the page renders without it and asks again itself.
    const products = await this.sources.catalogue().catch(() => undefined);
    const productId = productIdOf(pagePath);
    const data = { settings, catalogue: products };
    if (productId === null || products?.some((product) => product.id === productId))
      return this.kept(pagePath, signedOut, data);
    const page = await this.kept(ANY_PRODUCT_PATH, signedOut, data);
    if (products) return page;
    const html = forProductPath(page.body.identity.toString(), pagePath);
    return { body: await encodePage(html), notFound: false };
  }

  /** The 404 page, for any path that is none of the site's. */
  notFoundPage(signedOut: boolean): Promise<KeptPage> {
    return this.page(this.site.notFoundPath, signedOut);
  }

  private kept(pagePath: string, signedOut: boolean, data: PageData): Promise<KeptPage> {
    const key = `${signedOut ? 'signed-out' : 'session'} ${pagePath}`;
    const parts = [data.settings, data.catalogue, data.store];
    const cached = this.cache.get(key);
    if (cached && parts.every((part, index) => part === cached.parts[index])) return cached.page;
    const json = JSON.stringify(data);
    if (cached?.json === json) {
      cached.parts = parts;
      return cached.page;
    }
    const page = this.site
      .render(pagePath, signedOut, data)
      .then(async ({ html, notFound }) => ({ body: await encodePage(html), notFound }));
    const entry = { parts, json, page };
    this.cache.set(key, entry);
    // A failed render is not kept: the next request tries again.
    page.catch(() => {
      if (this.cache.get(key) === entry) this.cache.delete(key);
    });
    return page;
  }
}
