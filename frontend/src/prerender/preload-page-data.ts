import { DEFAULT_SITE_SETTINGS, type PageData } from '@club/contracts';
import type { AppStore } from '@/app/store';
import { preloadCatalogue } from '@/features/merchandise/preload-catalogue';
import { startWithSiteSettings } from '@/features/site/site-settings';
import { preloadStorePackages } from '@/features/store/preload-store-packages';

/** Puts what a page was rendered with in the app, so it starts (and hydrates) where the page is. */
export function preloadPageData(store: AppStore, data: PageData): void {
  startWithSiteSettings(data.settings ?? DEFAULT_SITE_SETTINGS);
  if (data.catalogue) preloadCatalogue(store, data.catalogue);
  if (data.store) preloadStorePackages(store, data.store);
}
