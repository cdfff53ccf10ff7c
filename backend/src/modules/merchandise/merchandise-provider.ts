import type { ProductDto } from './dto/product.dto.js';

/** Where the catalogue comes from: the local database or a Printify shop. */
export interface MerchandiseProvider {
  list(): Promise<ProductDto[]>;
  /** The product with this id, or null when there is none. */
  find(id: string): Promise<ProductDto | null>;
}

export const MERCHANDISE_PROVIDER = Symbol('MERCHANDISE_PROVIDER');

/** The provider could not answer and nothing is cached: the spec's error state. */
export class MerchandiseUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('Unable to load merchandise', { cause });
  }
}
