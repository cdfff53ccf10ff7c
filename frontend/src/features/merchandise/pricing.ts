import type { ProductVariantView, ProductView } from '@club/contracts';

/** SPEC §9: a card shows at most 2 tags; the detail page lists at most 6 variants. */
export const CARD_TAG_LIMIT = 2;
export const DETAIL_VARIANT_LIMIT = 6;

/** Cents as dollars with two decimals: 2500 → "$25.00". */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The 'from' price: the cheapest variant, or 0 without variants. */
export function fromPrice(product: Pick<ProductView, 'variants'>): number {
  if (product.variants.length === 0) return 0;
  return Math.min(...product.variants.map((variant) => variant.price));
}

/** "$25.00" when every variant costs the same, else "$25.00 - $27.00". */
export function formatPriceRange(product: Pick<ProductView, 'variants'>): string {
  const min = fromPrice(product);
  const max =
    product.variants.length === 0
      ? 0
      : Math.max(...product.variants.map((variant) => variant.price));
  return min === max ? formatCents(min) : `${formatCents(min)} - ${formatCents(max)}`;
}

/** The product page's headline: the chosen variant's price, else the product's price range. */
export function headlinePrice(
  product: Pick<ProductView, 'variants'>,
  chosen: Pick<ProductVariantView, 'price'> | undefined,
): string {
  return chosen ? formatCents(chosen.price) : formatPriceRange(product);
}

export function cardTags(product: Pick<ProductView, 'tags'>): string[] {
  return product.tags.slice(0, CARD_TAG_LIMIT);
}

/** The variants the detail page lists, and how many more there are beyond them. */
export function listedVariants(product: Pick<ProductView, 'variants'>): {
  shown: ProductVariantView[];
  more: number;
} {
  return {
    shown: product.variants.slice(0, DETAIL_VARIANT_LIMIT),
    more: Math.max(0, product.variants.length - DETAIL_VARIANT_LIMIT),
  };
}

export function moreVariantsLabel(more: number): string {
  return `+${more} more variant${more === 1 ? '' : 's'}`;
}

export function variantCountLabel(count: number): string {
  return `${count} variant${count === 1 ? '' : 's'}`;
}

/** The picture to show: the default one, else the first, else none (a placeholder). */
export function displayImage(product: Pick<ProductView, 'images'>): string | undefined {
  return (product.images.find((image) => image.is_default) ?? product.images[0])?.src;
}
