import path from 'node:path';
import { DEFAULT_SITE_SETTINGS, type ProductView, type SiteSettingsView } from '@club/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { LivePages, type KeptPage } from './live-pages.js';
import { PreRenderedSite } from './pre-rendered-site.js';

const FRONTEND_DIST = path.resolve(import.meta.dirname, '../../../frontend/dist');
const PUBLIC_URL = 'https://club.example';
/** Ids no catalogue has, as they come in a page's path. */
const UNKNOWN_IDS = ['no-such-product', 'a%22b%3Cc&d', '%F0%9F%8E%B2', 'x'.repeat(300)];

const htmlOf = (page: KeptPage) => page.body.identity.toString();

describe('LivePages', () => {
  let site: PreRenderedSite;
  let settings: SiteSettingsView;
  let catalogue: () => Promise<ProductView[]>;
  let pages: LivePages;
  let render: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    site = PreRenderedSite.load(FRONTEND_DIST, PUBLIC_URL)!;
    settings = DEFAULT_SITE_SETTINGS;
    catalogue = () => Promise.resolve([]);
    pages = new LivePages(site, {
      settings: () => Promise.resolve(settings),
      catalogue: () => catalogue(),
      store: () => ({ publishableKey: null, packages: [] }),
    });
    render = vi.spyOn(site, 'render');
  });

  it('renders the page of a product the catalogue does not have once: the same 404 page for every id, naming no address of its own', async () => {
    const answers = [];
    for (const id of [...UNKNOWN_IDS, ...UNKNOWN_IDS]) {
      answers.push(await pages.page(`/product/${id}`, true));
    }
    expect(render).toHaveBeenCalledTimes(1);
    expect(answers.every((page) => page.notFound)).toBe(true);
    expect(new Set(answers.map((page) => page.body))).toEqual(new Set([answers[0].body]));
    const html = htmlOf(answers[0]);
    expect(html).toContain('Product not found');
    expect(html).not.toContain('rel="canonical"');
    for (const id of UNKNOWN_IDS) expect(html).not.toContain(id);
  });

  it('keeps each page compressed as the browsers take it', async () => {
    const { body } = await pages.page('/faq', true);
    expect(brotliDecompressSync(body.encoded.br!)).toEqual(body.identity);
    expect(gunzipSync(body.encoded.gzip!)).toEqual(body.identity);
    expect(body.etag).toMatch(/^W\/"[0-9a-f]+-[\w+/]{27}"$/);
  });

  it('renders it again once its data changes, and keeps it per session kind', async () => {
    await pages.page('/product/one', true);
    await pages.page('/product/two', true);
    settings = { ...DEFAULT_SITE_SETTINGS, pokerClubCode: '123456' };
    await pages.page('/product/three', true);
    await pages.page('/product/four', true);
    await pages.page('/product/five', false);
    await pages.page('/product/six', false);
    expect(render).toHaveBeenCalledTimes(3);
    expect(htmlOf(await pages.page('/product/seven', true))).toContain('123456');
  });

  it('renders a product page once while the catalogue is unavailable, not as not found', async () => {
    catalogue = () => Promise.reject(new Error('provider down'));
    const first = await pages.page('/product/one', true);
    const second = await pages.page('/product/two', true);
    expect(render).toHaveBeenCalledTimes(1);
    expect([first.notFound, second.notFound]).toEqual([false, false]);
    expect(htmlOf(second)).toBe((await site.render('/product/two', true, { settings })).html);
    expect(htmlOf(second)).toContain(`<link rel="canonical" href="${PUBLIC_URL}/product/two">`);
  });

  it('renders once for a burst of requests that come while it renders', async () => {
    const burst = await Promise.all([
      ...UNKNOWN_IDS.map((id) => pages.page(`/product/${id}`, true)),
      ...UNKNOWN_IDS.map(() => pages.page('/faq', true)),
      ...UNKNOWN_IDS.map(() => pages.notFoundPage(true)),
    ]);
    expect(render).toHaveBeenCalledTimes(3);
    expect(burst.map((page) => page.notFound)).toEqual([
      ...UNKNOWN_IDS.map(() => true),
      ...UNKNOWN_IDS.map(() => false),
      ...UNKNOWN_IDS.map(() => true),
    ]);
  });

  it('does not keep a render that failed: the next request renders again', async () => {
    render.mockRejectedValueOnce(new Error('the renderer failed'));
    await expect(pages.page('/faq', true)).rejects.toThrow('the renderer failed');
    expect(htmlOf(await pages.page('/faq', true))).toContain('<title>');
    await pages.page('/faq', true);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders the 404 page once for any number of requests', async () => {
    for (let request = 0; request < 5; request++) {
      const page = await pages.notFoundPage(true);
      expect(page.notFound).toBe(true);
    }
    expect(render).toHaveBeenCalledTimes(1);
  });
});
