import { Inject, Injectable } from '@nestjs/common';
import {
  productPagePath,
  PUBLIC_ROUTE_PATHS,
  ROBOTS_DISALLOWED_PATHS,
  SITEMAP_PATH,
} from '@club/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { MerchandiseService } from '../merchandise/merchandise.service.js';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);

/** The sitemap and robots.txt of the site, with absolute URLs on PUBLIC_URL. */
@Injectable()
export class SiteMapService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly merchandise: MerchandiseService,
  ) {}

  private url(path: string): string {
    return `${this.config.mail.publicUrl}${path}`;
  }

  /** Every public page, then every product page of the catalogue (503 while it cannot load). */
  async sitemapXml(): Promise<string> {
    const products = await this.merchandise.list();
    const paths = [
      ...PUBLIC_ROUTE_PATHS,
      ...products.map((product) => productPagePath(product.id)),
    ];
    const entries = paths.map((path) => `  <url><loc>${escapeXml(this.url(path))}</loc></url>`);
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n');
  }

  /** Crawlers may read every public page, not the admin console, members' pages, API or token pages. */
  robotsTxt(): string {
    return [
      'User-agent: *',
      'Allow: /',
      ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.url(SITEMAP_PATH)}`,
      '',
    ].join('\n');
  }
}
