import { PRODUCT_TEXT, variantText, type ProductView } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  centsToDollars,
  dollarsToCents,
  draftOf,
  draftProblems,
  emptyDraft,
  emptyVariant,
  fingerprint,
  moved,
  optionNameTwice,
  previewOf,
  priceNotDollars,
  type ProductDraft,
} from './product-draft';

const PRODUCT: ProductView = {
  id: 'p1',
  title: 'Club Tee',
  description: 'Soft.',
  tags: ['Apparel'],
  images: [{ src: '/images/a.png', is_default: true }],
  variants: [{ id: 7, title: 'Navy / M', price: 2500, options: { Color: 'Navy', Size: 'M' } }],
};

const withVariant = (change: Partial<ProductDraft['variants'][number]>): ProductDraft => ({
  ...draftOf(PRODUCT),
  variants: [{ ...draftOf(PRODUCT).variants[0], ...change }],
});

describe('dollars and cents', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.50', 2550],
    ['$25.05', 2505],
    [' 0.01 ', 1],
    ['1,234.56', 123456],
    ['100000.00', 10_000_000],
  ])('reads %j as %d cents', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '12.345', '-5', '1,23', '12.', '.5', '1e3', '12,5'])('refuses %j', (text) => {
    expect(dollarsToCents(text)).toBeUndefined();
  });

  it('shows cents as dollars with two decimals, and reads them back unchanged', () => {
    for (const cents of [1, 99, 100, 2500, 123456, 10_000_000]) {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    }
    expect(centsToDollars(2550)).toBe('25.50');
  });
});

describe('a product draft', () => {
  it('round-trips a product into the body the API takes, prices in cents', () => {
    expect(bodyOf(draftOf(PRODUCT))).toEqual({
      title: 'Club Tee',
      description: 'Soft.',
      tags: ['Apparel'],
      images: [{ src: '/images/a.png', is_default: true }],
      variants: [{ title: 'Navy / M', price: 2500, options: { Color: 'Navy', Size: 'M' } }],
    });
  });

  it('has no problem when it follows the rules', () => {
    expect(draftProblems(draftOf(PRODUCT))).toEqual({});
  });

  it("names each broken field in the contract's words, variants by their place", () => {
    const draft: ProductDraft = {
      ...emptyDraft(),
      variants: [
        { ...emptyVariant(), title: 'One', price: '0' },
        { ...emptyVariant(), title: '', price: '12.345' },
      ],
    };
    expect(draftProblems(draft)).toEqual({
      title: PRODUCT_TEXT.titleRequired,
      'variants.0.price': variantText.priceTooLow(1),
      'variants.1.title': variantText.titleRequired(2),
      'variants.1.price': priceNotDollars(2),
    });
    expect(draftProblems({ ...draftOf(PRODUCT), variants: [] })).toEqual({
      variants: PRODUCT_TEXT.noVariant,
    });
  });

  it('refuses a price over $100,000.00, an empty option and a name used twice', () => {
    expect(draftProblems(withVariant({ price: '100000.01' }))).toEqual({
      'variants.0.price': variantText.priceTooHigh(1),
    });
    const options = (pairs: [string, string][]) =>
      pairs.map(([name, value], index) => ({ key: `o${index}`, name, value }));
    expect(draftProblems(withVariant({ options: options([['Size', '']]) }))).toEqual({
      'variants.0.options': variantText.optionValueRequired(1, 1),
    });
    expect(
      draftProblems(
        withVariant({
          options: options([
            ['Size', 'M'],
            ['Size ', 'L'],
          ]),
        }),
      ),
    ).toEqual({ 'variants.0.options': optionNameTwice(1, 2) });
  });

  it('refuses two default images and too many tags', () => {
    const draft: ProductDraft = {
      ...draftOf(PRODUCT),
      tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
      images: [
        { src: '/a.png', is_default: true },
        { src: '/b.png', is_default: true },
      ],
    };
    expect(draftProblems(draft)).toEqual({
      tags: PRODUCT_TEXT.tooManyTags,
      images: PRODUCT_TEXT.oneDefaultImage,
    });
  });

  it('previews what the catalogue would show, with unreadable prices as $0.00', () => {
    const preview = previewOf(withVariant({ price: 'abc', title: '' }), 'preview');
    expect(preview).toMatchObject({ id: 'preview', title: 'Club Tee' });
    expect(preview.variants[0]).toMatchObject({ title: 'Variant 1', price: 0 });
    expect(previewOf(emptyDraft(), 'new').title).toBe('Untitled product');
  });

  it('tells an edit from the saved product', () => {
    const saved = draftOf(PRODUCT);
    expect(fingerprint(draftOf(PRODUCT))).toBe(fingerprint(saved));
    expect(fingerprint(withVariant({ price: '25.00 ' }))).not.toBe(fingerprint(saved));
    expect(fingerprint({ ...saved, title: 'Other' })).not.toBe(fingerprint(saved));
  });

  it('moves an image up or down, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
