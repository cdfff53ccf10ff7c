import {
  formatPackagePrice,
  STORE_PACKAGE_ID,
  STORE_PACKAGE_NAME,
  type StorePackageId,
  type StorePackageView,
} from '@club/contracts';
import { useGetStorePackagesQuery } from '@/api/store-packages-api';

/** A package an admin can ask a customer to pay for; its price once the catalogue answered. */
export interface RequestablePackage {
  id: StorePackageId;
  name: string;
  /** "$50", or null while the catalogue is not known. */
  price: string | null;
}

const PACKAGE_IDS: readonly StorePackageId[] = Object.values(STORE_PACKAGE_ID);

/** The three packages in the store's order, priced from the catalogue when it is known. */
function requestablePackages(
  catalogue: readonly StorePackageView[] | undefined,
): RequestablePackage[] {
  return PACKAGE_IDS.map((id) => {
    const listed = catalogue?.find((pkg) => pkg.id === id);
    return {
      id,
      name: listed?.name ?? STORE_PACKAGE_NAME[id],
      price: listed ? formatPackagePrice(listed.amount) : null,
    };
  });
}

/** "VIP Access — $50" (the name alone while the price is not known). */
export function packageLabel({ name, price }: RequestablePackage): string {
  return price ? `${name} — ${price}` : name;
}

export function useRequestablePackages(): RequestablePackage[] {
  const { data } = useGetStorePackagesQuery();
  return requestablePackages(data?.packages);
}
