import { centsAsDollars, type ProductView } from '@club/contracts';

/** The picture a list row shows: the default one, else the first. */
export const thumbnailOf = (product: ProductView): string | undefined =>
  (product.images.find((image) => image.is_default) ?? product.images[0])?.src;

/** "$25.00", or "$25.00 – $30.00" when the variants' prices differ. */
export function priceRangeOf(product: ProductView): string {
  if (product.variants.length === 0) return 'No price';
  const prices = product.variants.map((variant) => variant.price);
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  return low === high ? centsAsDollars(low) : `${centsAsDollars(low)} – ${centsAsDollars(high)}`;
}

export const variantCount = (count: number): string => `${count} variant${count === 1 ? '' : 's'}`;
