import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PUBLIC_ROUTE_PATHS, type ProductView } from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'https://club.example.com';

/** The <loc> of every <url> of a sitemap, in order. */
function locations(xml: string): string[] {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc><\/url>/g)].map((match) => match[1]);
}

describe('sitemap.xml and robots.txt', () => {
  let t: TestApp;
  let frontendDist: string;
  beforeAll(async () => {
    // A built site whose own robots.txt and page fallback must not answer in their place.
    frontendDist = mkdtempSync(path.join(tmpdir(), 'club-site-map-dist-'));
    writeFileSync(path.join(frontendDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(frontendDist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    t = await startTestApp({ PUBLIC_URL: `${PUBLIC_URL}/`, FRONTEND_DIST: frontendDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(frontendDist, { recursive: true, force: true });
  });

  it('lists every public page and every product page with absolute URLs on PUBLIC_URL', async () => {
    const products = (await request(t.http).get('/api/merchandise').expect(200))
      .body as ProductView[];
    expect(products.length).toBeGreaterThan(0);

    const response = await request(t.http).get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.text).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/,
    );
    expect(response.text.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(locations(response.text)).toEqual([
      ...PUBLIC_ROUTE_PATHS.map((route) => `${PUBLIC_URL}${route}`),
      ...products.map((product) => `${PUBLIC_URL}/product/${product.id}`),
    ]);
    expect(locations(response.text)).toContain('https://club.example.com/merchandise');
    expect(locations(response.text)).toContain('https://club.example.com/');
  });

  it('asks crawlers to keep out of the admin console, members, the API and token pages', async () => {
    const response = await request(t.http).get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /dashboard',
        'Disallow: /api',
        'Disallow: /reset-password',
        'Disallow: /verify-email',
        'Disallow: /confirm-chat-email',
        '',
        'Sitemap: https://club.example.com/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('answers HEAD as GET, and other pages still come from the single-page app', async () => {
    await request(t.http)
      .head('/sitemap.xml')
      .expect(200)
      .expect('Content-Type', /application\/xml/);
    const page = await request(t.http).get('/faq').expect(200);
    expect(page.text).toContain('<div id="root"');
  });
});
