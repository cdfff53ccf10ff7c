import type { StoreCatalogueView } from '@club/contracts';
import type { AppStore } from '@/app/store';
import { storePackagesApi } from '@/api/store-packages-api';

/** Puts the packages the store page was rendered with in the store, so the page starts with them. */
export function preloadStorePackages(store: AppStore, packages: StoreCatalogueView): void {
  store.dispatch(
    storePackagesApi.util.upsertQueryEntries([
      { endpointName: 'getStorePackages', arg: undefined, value: packages },
    ]),
  );
}
