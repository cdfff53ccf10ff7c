import { randomUUID } from 'node:crypto';
import {
  BadGatewayException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnModuleInit,
  ServiceUnavailableException,
} from '@nestjs/common';
import { PRODUCT_TEXT } from '@club/contracts';
import { RealtimeBus } from '../realtime/bus/realtime-bus.js';
import type { MerchandiseSourceDto } from './dto/merchandise-source.dto.js';
import type { ProductDto } from './dto/product.dto.js';
import {
  MERCHANDISE_PROVIDER,
  MerchandiseUnavailableError,
  type MerchandiseProvider,
} from './merchandise-provider.js';
import { PrintifyMerchandiseProvider } from './printify-merchandise.provider.js';

function matches(product: ProductDto, words: string): boolean {
  const has = (text: string) => text.toLowerCase().includes(words);
  return has(product.title) || product.tags.some(has);
}

/**
 * The catalogue of whichever provider MERCH_PROVIDER names, with the spec's errors. Either is
 * cached per instance: an admin's change to the local catalogue, or refresh of a Printify one,
 * reaches every instance through the realtime bus.
 */
@Injectable()
export class MerchandiseService implements OnModuleInit {
  private readonly logger = new Logger(MerchandiseService.name);
  private readonly instanceId = randomUUID();

  constructor(
    @Inject(MERCHANDISE_PROVIDER) private readonly provider: MerchandiseProvider,
    private readonly bus: RealtimeBus,
  ) {}

  onModuleInit(): void {
    const printify = this.printify();
    if (!printify) return;
    this.bus.subscribe((event) => {
      if (event.type !== 'merchandise_refreshed' || event.instanceId === this.instanceId) return;
      printify.refresh().catch((error: unknown) => {
        this.logger.warn(`Reloading the Printify catalogue failed: ${String(error)}`);
      });
    });
  }

  list(): Promise<ProductDto[]> {
    return this.unavailableAs503(() => this.provider.list());
  }

  /** The products whose title or one of whose tags contains `query`, in any case. */
  async search(query: string): Promise<ProductDto[]> {
    const words = query.trim().toLowerCase();
    const products = await this.list();
    return words ? products.filter((product) => matches(product, words)) : products;
  }

  async get(id: string): Promise<ProductDto> {
    const product = await this.unavailableAs503(() => this.provider.find(id));
    if (!product) throw new NotFoundException(PRODUCT_TEXT.notFound);
    return product;
  }

  source(): MerchandiseSourceDto {
    const printify = this.printify();
    return {
      provider: printify ? 'printify' : 'local',
      shopId: printify?.shopId ?? null,
      refreshedAt: printify?.refreshedAt?.toISOString() ?? null,
    };
  }

  /** Reloads the Printify catalogue here, then on every other instance. */
  async refresh(): Promise<MerchandiseSourceDto> {
    const printify = this.printify();
    if (!printify) throw new ConflictException(PRODUCT_TEXT.nothingToRefresh);
    try {
      await printify.refresh();
    } catch {
      throw new BadGatewayException(PRODUCT_TEXT.refreshFailed);
    }
    await this.bus.publish({ type: 'merchandise_refreshed', instanceId: this.instanceId });
    return this.source();
  }

  private printify(): PrintifyMerchandiseProvider | undefined {
    return this.provider instanceof PrintifyMerchandiseProvider ? this.provider : undefined;
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
