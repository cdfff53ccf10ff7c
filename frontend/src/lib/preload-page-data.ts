import type { PageData } from '@club/contracts';
import type { AppStore } from '@/app/store';
import { preloadCatalogue } from '@/features/merchandise/preload-catalogue';
import { preloadStorePackages } from '@/features/store/preload-store-packages';

/** Puts what a live page was rendered with in the store, so the app starts where the page is. */
export function preloadPageData(store: AppStore, data: PageData): void {
  if (data.catalogue) preloadCatalogue(store, data.catalogue);
  if (data.store) preloadStorePackages(store, data.store);
}
