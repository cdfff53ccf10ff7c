import { Module } from '@nestjs/common';
import { MerchandiseModule } from '../merchandise/merchandise.module.js';
import { SiteMapService } from './site-map.service.js';

/** /sitemap.xml and /robots.txt; site-map-http.ts serves them ahead of the single-page app. */
@Module({
  imports: [MerchandiseModule],
  providers: [SiteMapService],
  exports: [SiteMapService],
})
export class SiteMapModule {}
