import {
  centsAsDollars,
  productProblems,
  type ProductBody,
  type ProductField,
  type ProductView,
} from '@club/contracts';

export interface OptionDraft {
  key: string;
  name: string;
  value: string;
}

export interface VariantDraft {
  key: string;
  title: string;
  /** As typed, in dollars ("12.50"); sent as cents. */
  price: string;
  options: OptionDraft[];
}

/** What the product form edits: the body's fields, with prices in dollars and option rows. */
export interface ProductDraft {
  title: string;
  description: string;
  tags: string[];
  images: { src: string; is_default: boolean }[];
  variants: VariantDraft[];
}

export type DraftProblems = Partial<Record<ProductField, string>>;

let lastKey = 0;
/** A key for a new row, so React keeps each row's inputs when rows move or go. */
export const rowKey = (): string => `row-${++lastKey}`;

const DOLLARS = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** "12.5" or "$1,234.56" → cents; undefined for text that is not an amount in dollars. */
export function dollarsToCents(text: string): number | undefined {
  const trimmed = text.trim();
  if (!DOLLARS.test(trimmed)) return undefined;
  const [whole, fraction = ''] = trimmed.replace(/[$,\s]/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 2500 → "25.00", the way the price field shows a saved price. */
export const centsToDollars = (cents: number): string => centsAsDollars(cents).slice(1);

export const priceNotDollars = (n: number) =>
  `Variant ${n} price must be an amount in dollars, like 12.50`;
export const optionNameTwice = (n: number, o: number) =>
  `Variant ${n} option ${o} name is used twice`;

export const emptyVariant = (): VariantDraft => ({
  key: rowKey(),
  title: '',
  price: '',
  options: [],
});

export const emptyDraft = (): ProductDraft => ({
  title: '',
  description: '',
  tags: [],
  images: [],
  variants: [emptyVariant()],
});

export function draftOf(product: ProductView): ProductDraft {
  return {
    title: product.title,
    description: product.description,
    tags: [...product.tags],
    images: product.images.map((image) => ({ ...image })),
    variants: product.variants.map((variant) => ({
      key: rowKey(),
      title: variant.title,
      price: centsToDollars(variant.price),
      options: Object.entries(variant.options).map(([name, value]) => ({
        key: rowKey(),
        name,
        value,
      })),
    })),
  };
}

/** The body to send; a price that is not dollars becomes NaN, which the rules refuse. */
export function bodyOf(draft: ProductDraft): ProductBody {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    tags: draft.tags,
    images: draft.images,
    variants: draft.variants.map((variant) => ({
      title: variant.title.trim(),
      price: dollarsToCents(variant.price) ?? Number.NaN,
      options: Object.fromEntries(
        variant.options.map((option) => [option.name.trim(), option.value.trim()]),
      ),
    })),
  };
}

/**
 * The contract's rules over the body, and what only the form can get wrong: a price that is
 * not dollars, one option name twice in a variant (the body's map would keep one).
 */
export function draftProblems(draft: ProductDraft): DraftProblems {
  const problems: DraftProblems = productProblems(bodyOf(draft));
  draft.variants.forEach((variant, index) => {
    const n = index + 1;
    if (dollarsToCents(variant.price) === undefined)
      problems[`variants.${index}.price`] = priceNotDollars(n);
    const names = variant.options.map((option) => option.name.trim());
    const twice = names.findIndex((name, o) => name !== '' && names.indexOf(name) !== o);
    if (twice !== -1 && !problems[`variants.${index}.options`])
      problems[`variants.${index}.options`] = optionNameTwice(n, twice + 1);
  });
  return problems;
}

/** The words that name each field in the API's messages, for its refusals on their fields. */
export function fieldWords(draft: ProductDraft): (readonly [ProductField, RegExp])[] {
  return [
    ...draft.variants.flatMap((_, index): (readonly [ProductField, RegExp])[] => [
      [`variants.${index}.title`, new RegExp(`^Variant ${index + 1} title`)],
      [`variants.${index}.price`, new RegExp(`^Variant ${index + 1} price`)],
      [`variants.${index}.options`, new RegExp(`^Variant ${index + 1} (option|has)`)],
    ]),
    ['title', /^Title/],
    ['description', /^Description/],
    ['tags', /tag/i],
    ['images', /image/i],
    ['variants', /variant/i],
  ];
}

/** The product as the catalogue would show it, for the preview; unreadable prices show as 0. */
export function previewOf(draft: ProductDraft, id: string): ProductView {
  const body = bodyOf(draft);
  return {
    id,
    title: body.title || 'Untitled product',
    description: body.description ?? '',
    tags: draft.tags,
    images: draft.images,
    variants: body.variants.map((variant, index) => ({
      id: draft.variants[index].key,
      title: variant.title || `Variant ${index + 1}`,
      price: Number.isFinite(variant.price) ? variant.price : 0,
      options: variant.options ?? {},
    })),
  };
}

/** Moves the image at `from` by `by` places (−1 up, +1 down), keeping the rest in order. */
export function moved<T>(items: readonly T[], from: number, by: number): T[] {
  const to = from + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** Every draft field as the JSON it would send, to tell whether anything changed. */
export const fingerprint = (draft: ProductDraft): string =>
  JSON.stringify({ ...bodyOf(draft), prices: draft.variants.map((variant) => variant.price) });
