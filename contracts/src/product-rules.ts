import type { ProductBody } from './merchandise.js';

/*
 * The rules and words of a local catalogue product, shared by the admin form (checked before
 * sending) and the API (which refuses in the same words). Each message names its field, and a
 * variant's fields name the variant by its place in the list, counted from 1.
 */

export const PRODUCT_LIMITS = {
  products: 500,
  title: 200,
  description: 5000,
  tags: 20,
  tag: 40,
  images: 10,
  variants: 100,
  variantTitle: 200,
  /** Prices are whole cents from $0.01 to $100,000.00. */
  minPrice: 1,
  maxPrice: 10_000_000,
  options: 10,
  optionName: 50,
  optionValue: 100,
  search: 100,
} as const;

export const PRODUCT_TEXT = {
  notFound: 'Product not found',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${PRODUCT_LIMITS.title} characters`,
  descriptionTooLong: `Description must be at most ${PRODUCT_LIMITS.description} characters`,
  tooManyTags: `A product has at most ${PRODUCT_LIMITS.tags} tags`,
  emptyTag: 'Tags must not be empty',
  tagTooLong: `Each tag must be at most ${PRODUCT_LIMITS.tag} characters`,
  tooManyImages: `A product has at most ${PRODUCT_LIMITS.images} images`,
  oneDefaultImage: 'Only one image can be the default',
  noVariant: 'A product needs at least one variant',
  tooManyVariants: `A product has at most ${PRODUCT_LIMITS.variants} variants`,
  catalogueFull: `The catalogue has at most ${PRODUCT_LIMITS.products} products`,
  searchTooLong: `Search must be at most ${PRODUCT_LIMITS.search} characters`,
  nothingToRefresh:
    'The catalogue is local (MERCH_PROVIDER=local): there is nothing to refresh, products are edited here',
  refreshFailed: 'Printify did not answer; the catalogue shown is the one loaded before',
  empty: 'No products yet',
  saved: 'Product saved',
  deleted: 'Product deleted',
  refreshed: 'Catalogue reloaded from Printify',
} as const;

/** "$25.00" for 2500 cents. */
export function centsAsDollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export const variantText = {
  titleRequired: (n: number) => `Variant ${n} title is required`,
  titleTooLong: (n: number) =>
    `Variant ${n} title must be at most ${PRODUCT_LIMITS.variantTitle} characters`,
  priceNotCents: (n: number) => `Variant ${n} price must be a whole number of cents`,
  priceTooLow: (n: number) =>
    `Variant ${n} price must be at least ${centsAsDollars(PRODUCT_LIMITS.minPrice)}`,
  priceTooHigh: (n: number) =>
    `Variant ${n} price must be at most ${centsAsDollars(PRODUCT_LIMITS.maxPrice)}`,
  tooManyOptions: (n: number) => `Variant ${n} has at most ${PRODUCT_LIMITS.options} options`,
  optionNameRequired: (n: number, o: number) => `Variant ${n} option ${o} name is required`,
  optionNameTooLong: (n: number, o: number) =>
    `Variant ${n} option ${o} name must be at most ${PRODUCT_LIMITS.optionName} characters`,
  optionValueRequired: (n: number, o: number) => `Variant ${n} option ${o} value is required`,
  optionValueTooLong: (n: number, o: number) =>
    `Variant ${n} option ${o} value must be at most ${PRODUCT_LIMITS.optionValue} characters`,
};

/** Why an uploaded image of the body cannot be used: gone, or another product's. */
export const imageUnavailable = (n: number) => `Image ${n} is no longer available: upload it again`;

export type ProductField =
  | 'title'
  | 'description'
  | 'tags'
  | 'images'
  | 'variants'
  | `variants.${number}.${'title' | 'price' | 'options'}`;

function textProblem(value: string, max: number, required: string, tooLong: string) {
  if (value.trim().length === 0) return required;
  return value.length > max ? tooLong : undefined;
}

function priceProblem(price: number, n: number): string | undefined {
  if (!Number.isInteger(price)) return variantText.priceNotCents(n);
  if (price < PRODUCT_LIMITS.minPrice) return variantText.priceTooLow(n);
  return price > PRODUCT_LIMITS.maxPrice ? variantText.priceTooHigh(n) : undefined;
}

function optionsProblem(options: Record<string, string>, n: number): string | undefined {
  const entries = Object.entries(options);
  if (entries.length > PRODUCT_LIMITS.options) return variantText.tooManyOptions(n);
  for (const [index, [name, value]] of entries.entries()) {
    const o = index + 1;
    const problem =
      textProblem(
        name,
        PRODUCT_LIMITS.optionName,
        variantText.optionNameRequired(n, o),
        variantText.optionNameTooLong(n, o),
      ) ??
      textProblem(
        value,
        PRODUCT_LIMITS.optionValue,
        variantText.optionValueRequired(n, o),
        variantText.optionValueTooLong(n, o),
      );
    if (problem) return problem;
  }
  return undefined;
}

function tagsProblem(tags: readonly string[]): string | undefined {
  if (tags.length > PRODUCT_LIMITS.tags) return PRODUCT_TEXT.tooManyTags;
  if (tags.some((tag) => tag.trim().length === 0)) return PRODUCT_TEXT.emptyTag;
  return tags.some((tag) => tag.length > PRODUCT_LIMITS.tag) ? PRODUCT_TEXT.tagTooLong : undefined;
}

function imagesProblem(images: NonNullable<ProductBody['images']>): string | undefined {
  if (images.length > PRODUCT_LIMITS.images) return PRODUCT_TEXT.tooManyImages;
  return images.filter((image) => image.is_default).length > 1
    ? PRODUCT_TEXT.oneDefaultImage
    : undefined;
}

/** Each field's first problem; an empty object when the product may be saved. */
export function productProblems(body: ProductBody): Partial<Record<ProductField, string>> {
  const problems: Partial<Record<ProductField, string>> = {};
  const add = (field: ProductField, problem: string | undefined) => {
    if (problem) problems[field] = problem;
  };
  add(
    'title',
    textProblem(
      body.title,
      PRODUCT_LIMITS.title,
      PRODUCT_TEXT.titleRequired,
      PRODUCT_TEXT.titleTooLong,
    ),
  );
  if ((body.description ?? '').length > PRODUCT_LIMITS.description)
    add('description', PRODUCT_TEXT.descriptionTooLong);
  add('tags', tagsProblem(body.tags ?? []));
  add('images', imagesProblem(body.images ?? []));
  if (body.variants.length === 0) add('variants', PRODUCT_TEXT.noVariant);
  if (body.variants.length > PRODUCT_LIMITS.variants) add('variants', PRODUCT_TEXT.tooManyVariants);
  body.variants.slice(0, PRODUCT_LIMITS.variants).forEach((variant, index) => {
    const n = index + 1;
    add(
      `variants.${index}.title`,
      textProblem(
        variant.title,
        PRODUCT_LIMITS.variantTitle,
        variantText.titleRequired(n),
        variantText.titleTooLong(n),
      ),
    );
    add(`variants.${index}.price`, priceProblem(variant.price, n));
    add(`variants.${index}.options`, optionsProblem(variant.options ?? {}, n));
  });
  return problems;
}
