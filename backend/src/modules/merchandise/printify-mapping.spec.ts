import { describe, expect, it } from 'vitest';
import { htmlToText, mapPrintifyPage, mapPrintifyProduct } from './printify-mapping.js';

describe('htmlToText', () => {
  it('keeps the words and line breaks of Printify HTML descriptions', () => {
    expect(
      htmlToText(
        '<p>Soft &amp; light.</p><ul><li>100% cotton</li><li>Fits&nbsp;true</li></ul>Wash <b>cold</b><br/>Done',
      ),
    ).toBe('Soft & light.\n100% cotton\nFits true\nWash cold\nDone');
    expect(htmlToText('')).toBe('');
  });
});

describe('mapPrintifyProduct', () => {
  it('names each variant option, drops disabled variants and non-https pictures', () => {
    const product = mapPrintifyProduct({
      id: 'p1',
      title: 'Mug',
      description: null,
      tags: null,
      options: [
        {
          name: 'Size',
          values: [
            { id: 7, title: '11oz' },
            { id: 8, title: '15oz' },
          ],
        },
      ],
      variants: [
        { id: 1, title: '11oz', price: 1500, is_enabled: true, options: [7] },
        { id: 2, title: '15oz', price: 1800, is_enabled: false, options: [8] },
        { id: 3, title: 'Odd', price: 1900, options: [99] },
      ],
      images: [
        { src: 'https://images-api.printify.com/a.png', is_default: true },
        { src: 'data:image/png;base64,AAAA' },
      ],
    });
    expect(product).toEqual({
      id: 'p1',
      title: 'Mug',
      description: '',
      tags: [],
      images: [{ src: 'https://images-api.printify.com/a.png', is_default: true }],
      variants: [
        { id: 1, title: '11oz', price: 1500, options: { Size: '11oz' } },
        { id: 3, title: 'Odd', price: 1900, options: {} },
      ],
    });
  });

  it('refuses a page without a product list', () => {
    expect(() => mapPrintifyPage({} as never)).toThrow('Printify answered without a product list');
  });
});
