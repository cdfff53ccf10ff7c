import { Inject, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import type { ProductDto } from './dto/product.dto.js';
import { PRODUCT_NOT_FOUND } from './local-merchandise.provider.js';
import {
  MERCHANDISE_PROVIDER,
  MerchandiseUnavailableError,
  type MerchandiseProvider,
} from './merchandise-provider.js';

/** The catalogue of whichever provider MERCH_PROVIDER names, with the spec's errors. */
@Injectable()
export class MerchandiseService {
  constructor(@Inject(MERCHANDISE_PROVIDER) private readonly provider: MerchandiseProvider) {}

  list(): Promise<ProductDto[]> {
    return this.unavailableAs503(() => this.provider.list());
  }

  async get(id: string): Promise<ProductDto> {
    const product = await this.unavailableAs503(() => this.provider.find(id));
    if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND);
    return product;
  }

  private async unavailableAs503<T>(load: () => Promise<T>): Promise<T> {
    try {
      return await load();
    } catch (error) {
      if (error instanceof MerchandiseUnavailableError)
        throw new ServiceUnavailableException(error.message);
      throw error;
    }
  }
}
