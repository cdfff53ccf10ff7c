import { describe, expect, it } from 'vitest';
import {
  cardTags,
  displayImage,
  formatCents,
  formatPriceRange,
  fromPrice,
  headlinePrice,
  listedVariants,
  moreVariantsLabel,
  variantCountLabel,
} from './pricing';
import type { ProductVariantView } from '@club/contracts';

const variant = (price: number, id = price): ProductVariantView => ({
  id,
  title: `V${id}`,
  price,
  options: {},
});

describe('formatCents', () => {
  it.each([
    [2500, '$25.00'],
    [0, '$0.00'],
    [5, '$0.05'],
    [1999, '$19.99'],
    [1234567, '$12345.67'],
  ])('shows %i cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});

describe('fromPrice', () => {
  it('is the cheapest variant, whatever the order', () => {
    expect(fromPrice({ variants: [variant(2700), variant(2500), variant(3100)] })).toBe(2500);
  });

  it('is 0 without variants', () => {
    expect(fromPrice({ variants: [] })).toBe(0);
  });
});

describe('formatPriceRange', () => {
  it('shows one price when all variants cost the same', () => {
    expect(formatPriceRange({ variants: [variant(2800, 1), variant(2800, 2)] })).toBe('$28.00');
  });

  it('shows the lowest and highest price otherwise', () => {
    expect(formatPriceRange({ variants: [variant(2700), variant(2500), variant(11900)] })).toBe(
      '$25.00 - $119.00',
    );
  });

  it('shows $0.00 without variants', () => {
    expect(formatPriceRange({ variants: [] })).toBe('$0.00');
  });
});

describe('headlinePrice', () => {
  const product = { variants: [variant(1999), variant(2150)] };

  it("is the chosen variant's price", () => {
    expect(headlinePrice(product, product.variants[1])).toBe('$21.50');
  });

  it('is the price range while no variant is chosen', () => {
    expect(headlinePrice(product, undefined)).toBe('$19.99 - $21.50');
  });
});

describe('cardTags', () => {
  it('keeps at most the first 2 tags', () => {
    expect(cardTags({ tags: ['Apparel', 'Bestseller', 'Poker'] })).toEqual([
      'Apparel',
      'Bestseller',
    ]);
    expect(cardTags({ tags: ['Poker'] })).toEqual(['Poker']);
    expect(cardTags({ tags: [] })).toEqual([]);
  });
});

describe('listedVariants', () => {
  it('lists up to 6 variants and counts the rest', () => {
    const variants = Array.from({ length: 8 }, (_, index) => variant(100 + index));
    const { shown, more } = listedVariants({ variants });
    expect(shown).toEqual(variants.slice(0, 6));
    expect(more).toBe(2);
    expect(moreVariantsLabel(more)).toBe('+2 more variants');
    expect(moreVariantsLabel(1)).toBe('+1 more variant');
  });

  it('lists all of 6 or fewer with nothing more', () => {
    const variants = Array.from({ length: 6 }, (_, index) => variant(100 + index));
    expect(listedVariants({ variants })).toEqual({ shown: variants, more: 0 });
  });
});

describe('variantCountLabel', () => {
  it('counts variants in words', () => {
    expect(variantCountLabel(1)).toBe('1 variant');
    expect(variantCountLabel(8)).toBe('8 variants');
    expect(variantCountLabel(0)).toBe('0 variants');
  });
});

describe('displayImage', () => {
  it('prefers the default image, then the first, then none', () => {
    expect(
      displayImage({
        images: [
          { src: '/a.svg', is_default: false },
          { src: '/b.svg', is_default: true },
        ],
      }),
    ).toBe('/b.svg');
    expect(
      displayImage({
        images: [
          { src: '/a.svg', is_default: false },
          { src: '/b.svg', is_default: false },
        ],
      }),
    ).toBe('/a.svg');
    expect(displayImage({ images: [] })).toBeUndefined();
  });
});
