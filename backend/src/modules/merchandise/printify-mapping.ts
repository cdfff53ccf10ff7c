import type { ProductDto, ProductImageDto, ProductVariantDto } from './dto/product.dto.js';

/** The parts of a Printify product (GET /v1/shops/{shop}/products.json) that the catalogue uses. */
export interface PrintifyProduct {
  id: string;
  title: string;
  description?: string | null;
  tags?: string[] | null;
  visible?: boolean;
  options?: { name: string; values: { id: number; title: string }[] }[] | null;
  variants?:
    | {
        id: number;
        title: string;
        price: number;
        is_enabled?: boolean;
        options?: number[] | null;
      }[]
    | null;
  images?: { src: string; is_default?: boolean }[] | null;
}

export interface PrintifyProductPage {
  current_page?: number;
  last_page?: number;
  data: PrintifyProduct[];
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Printify descriptions are HTML; the catalogue shows plain text. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/div|\/li|\/h[1-6])\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_match, name: string) => ENTITIES[name])
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}

function optionNames(product: PrintifyProduct): Map<number, [string, string]> {
  const byValueId = new Map<number, [string, string]>();
  for (const option of product.options ?? []) {
    for (const value of option.values ?? []) byValueId.set(value.id, [option.name, value.title]);
  }
  return byValueId;
}

function mapVariants(product: PrintifyProduct): ProductVariantDto[] {
  const names = optionNames(product);
  return (product.variants ?? [])
    .filter((variant) => variant.is_enabled !== false && Number.isInteger(variant.price))
    .map((variant) => ({
      id: variant.id,
      title: variant.title,
      price: variant.price,
      options: Object.fromEntries(
        (variant.options ?? []).flatMap((valueId) => {
          const named = names.get(valueId);
          return named ? [named] : [];
        }),
      ),
    }));
}

function mapImages(product: PrintifyProduct): ProductImageDto[] {
  return (product.images ?? [])
    .filter((image) => typeof image.src === 'string' && image.src.startsWith('https://'))
    .map((image) => ({ src: image.src, is_default: image.is_default === true }));
}

/** Printify's product in the spec's shape; prices are already in cents. */
export function mapPrintifyProduct(product: PrintifyProduct): ProductDto {
  return {
    id: String(product.id),
    title: product.title,
    description: htmlToText(product.description ?? ''),
    tags: (product.tags ?? []).filter((tag): tag is string => typeof tag === 'string'),
    images: mapImages(product),
    variants: mapVariants(product),
  };
}

/** Products hidden from the shop's storefront, or without id and title, are left out. */
export function mapPrintifyPage(page: PrintifyProductPage): ProductDto[] {
  if (!Array.isArray(page?.data)) throw new Error('Printify answered without a product list');
  return page.data
    .filter(
      (product) =>
        product && product.visible !== false && product.id && typeof product.title === 'string',
    )
    .map(mapPrintifyProduct);
}
