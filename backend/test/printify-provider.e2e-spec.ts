import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MerchandiseUnavailableError } from '../src/modules/merchandise/merchandise-provider.js';
import { PrintifyMerchandiseProvider } from '../src/modules/merchandise/printify-merchandise.provider.js';
import { printifyProduct, startPrintifyStub, type PrintifyStub } from './support/printify-stub.js';

const SHOP = 'shop-42';
const TTL = 60_000;

/** The provider against the local stub, with a clock the test moves. */
function providerFor(stub: PrintifyStub, timeoutMs = 5_000) {
  const clock = { now: 1_000_000 };
  const provider = new PrintifyMerchandiseProvider({
    apiToken: 'secret-token',
    shopId: SHOP,
    apiBase: stub.url,
    timeoutMs,
    cacheTtlMs: TTL,
    retryAfterMs: 10_000,
    now: () => clock.now,
  });
  return { provider, clock };
}

const WAIT = { timeout: 5_000, interval: 20 };

describe('PrintifyMerchandiseProvider', () => {
  let stub: PrintifyStub;
  beforeAll(async () => {
    stub = await startPrintifyStub(SHOP);
  });
  afterAll(() => stub.close());
  afterEach(() => {
    stub.mode = 'ok';
    stub.pageSize = 50;
    stub.requests.length = 0;
    stub.products = [];
  });

  it("fetches every page of the shop's products with the token, and maps them", async () => {
    stub.pageSize = 2;
    stub.products = [
      printifyProduct('a', 'Alpha'),
      printifyProduct('b', 'Bravo'),
      { ...printifyProduct('c', 'Charlie'), visible: false },
      printifyProduct('d', 'Delta', 3100),
    ];
    const { provider } = providerFor(stub);
    const products = await provider.list();
    expect(products.map((product) => product.id)).toEqual(['a', 'b', 'd']);
    expect(stub.requests.map((request) => request.query.get('page'))).toEqual(['1', '2']);
    expect(stub.requests[0]).toMatchObject({ path: `/v1/shops/${SHOP}/products.json` });
    expect(stub.requests[0].headers.authorization).toBe('Bearer secret-token');
    expect(products[2].variants.map((variant) => variant.price)).toEqual([3100, 3300, 3300]);
    expect(await provider.find('d')).toMatchObject({ title: 'Delta' });
    expect(await provider.find('c')).toBeNull();
  });

  it('serves a fresh cache without asking Printify again', async () => {
    stub.products = [printifyProduct('a', 'Alpha')];
    const { provider, clock } = providerFor(stub);
    await provider.list();
    clock.now += TTL - 1;
    stub.products = [printifyProduct('b', 'Bravo')];
    expect((await provider.list())[0].id).toBe('a');
    expect(stub.requests).toHaveLength(1);
  });

  it('asks once for concurrent first requests', async () => {
    stub.products = [printifyProduct('a', 'Alpha')];
    const { provider } = providerFor(stub);
    const lists = await Promise.all([provider.list(), provider.list(), provider.list()]);
    expect(lists.map((list) => list.length)).toEqual([1, 1, 1]);
    expect(stub.requests).toHaveLength(1);
  });

  it('after the cache expires, serves it at once and replaces it when the new copy arrives', async () => {
    stub.products = [printifyProduct('a', 'Alpha')];
    const { provider, clock } = providerFor(stub);
    await provider.list();
    clock.now += TTL;
    stub.products = [printifyProduct('b', 'Bravo')];
    expect((await provider.list())[0].id).toBe('a');
    await vi.waitFor(async () => expect((await provider.list())[0].id).toBe('b'), WAIT);
    expect(stub.requests).toHaveLength(2);
  });

  it('serves the cache when Printify answers 500', async () => {
    stub.products = [printifyProduct('a', 'Alpha')];
    const { provider, clock } = providerFor(stub);
    await provider.list();
    clock.now += TTL;
    stub.mode = 500;
    expect((await provider.list())[0].id).toBe('a');
    await vi.waitFor(() => expect(stub.requests).toHaveLength(2), WAIT);
    expect((await provider.list())[0].id).toBe('a');
  });

  it('serves the cache at once when Printify is slow, and gives up on it after the timeout', async () => {
    stub.products = [printifyProduct('a', 'Alpha')];
    const { provider, clock } = providerFor(stub, 1_000);
    await provider.list();
    clock.now += TTL;
    stub.mode = 'hang';
    const beforeTheTimeout = new Promise<'timed out'>((resolve) =>
      setTimeout(() => resolve('timed out'), 1_000),
    );
    const answer = await Promise.race([provider.list(), beforeTheTimeout]);
    expect(answer).not.toBe('timed out');
    expect((answer as { id: string }[])[0].id).toBe('a');
    stub.products = [printifyProduct('b', 'Bravo')];
    // Until the hung request times out, and for 10 s of the test's clock after that, the cache is served.
    expect((await provider.list())[0].id).toBe('a');
    await vi.waitFor(() => expect(stub.requests).toHaveLength(2), WAIT);
    stub.mode = 'ok';
    await vi.waitFor(async () => {
      clock.now += 10_000;
      expect((await provider.list())[0].id).toBe('b');
    }, WAIT);
    expect(stub.requests).toHaveLength(3);
  });

  it('fails with "Unable to load merchandise" when Printify fails and nothing is cached', async () => {
    stub.mode = 500;
    const { provider } = providerFor(stub);
    await expect(provider.list()).rejects.toThrow(MerchandiseUnavailableError);
    await expect(provider.find('a')).rejects.toThrow('Unable to load merchandise');
  });

  it('gives up after the timeout when Printify hangs and nothing is cached', async () => {
    stub.mode = 'hang';
    const { provider } = providerFor(stub, 200);
    const started = Date.now();
    await expect(provider.list()).rejects.toThrow('Unable to load merchandise');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
