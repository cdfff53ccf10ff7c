import { Logger } from '@nestjs/common';
import type { ProductDto } from './dto/product.dto.js';
import { MerchandiseUnavailableError, type MerchandiseProvider } from './merchandise-provider.js';
import { mapPrintifyPage, type PrintifyProductPage } from './printify-mapping.js';

export interface PrintifyOptions {
  apiToken: string;
  shopId: string;
  apiBase: string;
  /** Longest wait for the whole catalogue. */
  timeoutMs?: number;
  /** How long a fetched catalogue is served before it is fetched again. */
  cacheTtlMs?: number;
  /** After a failed fetch, how long the cached catalogue is served without asking again. */
  retryAfterMs?: number;
  now?: () => number;
}

const PAGE_SIZE = 50;
const MAX_PAGES = 20;

interface Cache {
  products: ProductDto[];
  fetchedAt: number;
}

/**
 * A Printify shop's products. A fresh cache is served as it is; a stale one is served at
 * once while a new copy is fetched in the background; with no cache the request waits for
 * the fetch, which gives up after the timeout.
 */
export class PrintifyMerchandiseProvider implements MerchandiseProvider {
  private readonly logger = new Logger('PrintifyMerchandise');
  private readonly timeoutMs: number;
  private readonly cacheTtlMs: number;
  private readonly retryAfterMs: number;
  private readonly now: () => number;
  private cache?: Cache;
  private lastFailureAt?: number;
  private inFlight?: Promise<ProductDto[]>;

  constructor(private readonly options: PrintifyOptions) {
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.cacheTtlMs = options.cacheTtlMs ?? 5 * 60_000;
    this.retryAfterMs = options.retryAfterMs ?? 30_000;
    this.now = options.now ?? Date.now;
  }

  async list(): Promise<ProductDto[]> {
    const cache = this.cache;
    if (!cache) {
      try {
        return await this.refresh();
      } catch (error) {
        throw new MerchandiseUnavailableError(error);
      }
    }
    const now = this.now();
    const stale = now - cache.fetchedAt >= this.cacheTtlMs;
    const backingOff =
      this.lastFailureAt !== undefined && now - this.lastFailureAt < this.retryAfterMs;
    if (stale && !backingOff) this.refresh().catch(() => undefined);
    return cache.products;
  }

  async find(id: string): Promise<ProductDto | null> {
    return (await this.list()).find((product) => product.id === id) ?? null;
  }

  get shopId(): string {
    return this.options.shopId;
  }

  /** When the catalogue served now was fetched; undefined before the first success. */
  get refreshedAt(): Date | undefined {
    return this.cache && new Date(this.cache.fetchedAt);
  }

  /** Fetches the catalogue now (joining a fetch already under way); a failure keeps the cache. */
  refresh(): Promise<ProductDto[]> {
    this.inFlight ??= this.fetchAll()
      .then((products) => {
        this.cache = { products, fetchedAt: this.now() };
        this.lastFailureAt = undefined;
        return products;
      })
      .catch((error: unknown) => {
        this.lastFailureAt = this.now();
        this.logger.warn(
          `Fetching the Printify catalogue failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        throw error;
      })
      .finally(() => {
        this.inFlight = undefined;
      });
    return this.inFlight;
  }

  private async fetchAll(): Promise<ProductDto[]> {
    const { apiBase, shopId, apiToken } = this.options;
    const signal = AbortSignal.timeout(this.timeoutMs);
    const products: ProductDto[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const url = `${apiBase}/v1/shops/${encodeURIComponent(shopId)}/products.json?page=${page}&limit=${PAGE_SIZE}`;
      const response = await fetch(url, {
        headers: {
          Authorization: `Bearer ${apiToken}`,
          'User-Agent': 'PlayMoneyClub',
          Accept: 'application/json',
        },
        signal,
      });
      if (!response.ok) throw new Error(`Printify answered ${response.status}`);
      const body = (await response.json()) as PrintifyProductPage;
      products.push(...mapPrintifyPage(body));
      if (!body.last_page || page >= body.last_page) break;
    }
    return products;
  }
}
