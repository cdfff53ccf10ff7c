import { describe, expect, it } from 'vitest';
import { readMerchandiseConfig } from './merchandise-config.js';

describe('readMerchandiseConfig', () => {
  it('uses the local catalogue by default', () => {
    expect(readMerchandiseConfig({})).toEqual({ provider: 'local' });
    expect(
      readMerchandiseConfig({ MERCH_PROVIDER: 'local', PRINTIFY_API_TOKEN: 'ignored' }),
    ).toEqual({ provider: 'local' });
  });

  it("reads a Printify shop, defaulting to Printify's API", () => {
    expect(
      readMerchandiseConfig({
        MERCH_PROVIDER: 'printify',
        PRINTIFY_API_TOKEN: 't',
        PRINTIFY_SHOP_ID: '9',
      }),
    ).toEqual({
      provider: 'printify',
      apiToken: 't',
      shopId: '9',
      apiBase: 'https://api.printify.com',
    });
    expect(
      readMerchandiseConfig({
        MERCH_PROVIDER: 'printify',
        PRINTIFY_API_TOKEN: 't',
        PRINTIFY_SHOP_ID: '9',
        PRINTIFY_API_BASE: 'http://127.0.0.1:9999/',
      }),
    ).toMatchObject({ apiBase: 'http://127.0.0.1:9999' });
  });

  it.each([
    [{ MERCH_PROVIDER: 'shopify' }, 'MERCH_PROVIDER must be local or printify, got "shopify"'],
    [
      { MERCH_PROVIDER: 'printify', PRINTIFY_SHOP_ID: '9' },
      'MERCH_PROVIDER=printify needs PRINTIFY_API_TOKEN and PRINTIFY_SHOP_ID',
    ],
    [
      {
        MERCH_PROVIDER: 'printify',
        PRINTIFY_API_TOKEN: 't',
        PRINTIFY_SHOP_ID: '9',
        PRINTIFY_API_BASE: 'nope',
      },
      'PRINTIFY_API_BASE must be a URL, got "nope"',
    ],
  ])('refuses %o', (env, message) => {
    expect(() => readMerchandiseConfig(env)).toThrow(message);
  });
});
