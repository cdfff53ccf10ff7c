import type { ProductView } from '@club/contracts';
import type { AppStore } from '@/app/store';
import { merchandiseApi } from './merchandise-api';

/** Puts the catalogue the page was rendered with in the store, so the shop's pages start with it. */
export function preloadCatalogue(store: AppStore, catalogue: ProductView[]): void {
  store.dispatch(
    merchandiseApi.util.upsertQueryEntries([
      { endpointName: 'getMerchandise', arg: undefined, value: catalogue },
    ]),
  );
}
