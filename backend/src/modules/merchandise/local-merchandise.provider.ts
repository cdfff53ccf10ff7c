import { imageUnavailable, PRODUCT_LIMITS, PRODUCT_TEXT } from '@club/contracts';
import {
  BadRequestException,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { RealtimeBus } from '../realtime/bus/realtime-bus.js';
import { ImageCleanup } from '../uploads/image-cleanup.js';
import { isStoredImageUrl, UPLOADS_URL_PREFIX } from '../uploads/stored-image-url.js';
import { UploadedImages } from '../uploads/uploaded-images.js';
import type { ProductDto } from './dto/product.dto.js';
import type { SaveProductDto } from './dto/save-product.dto.js';
import type { MerchandiseProvider } from './merchandise-provider.js';
import {
  MerchandiseImageEntity,
  MerchandiseProductEntity,
  MerchandiseVariantEntity,
} from './merchandise-product.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const storedName = (src: string) =>
  isStoredImageUrl(src) ? src.slice(UPLOADS_URL_PREFIX.length) : undefined;

function toDto(product: MerchandiseProductEntity): ProductDto {
  const byPosition = <T extends { position: number; id: number }>(a: T, b: T) =>
    a.position - b.position || a.id - b.id;
  return {
    id: product.id,
    title: product.title,
    description: product.description,
    tags: product.tags,
    images: [...product.images]
      .sort(byPosition)
      .map((image) => ({ src: image.src, is_default: image.isDefault })),
    variants: [...product.variants].sort(byPosition).map((variant) => ({
      id: variant.id,
      title: variant.title,
      price: variant.price,
      options: variant.options,
    })),
  };
}

/**
 * The catalogue stored in PostgreSQL; admins edit it. Images uploaded for products belong to the
 * product that shows them: saving links them, and those it no longer shows are deleted. It is
 * kept in memory (every shop page and product page reads it, admins change it rarely): a change
 * publishes `merchandise_changed` on the realtime bus, and every instance (this one too) forgets
 * its copy and reads the catalogue again when next asked.
 */
@Injectable()
export class LocalMerchandiseProvider implements MerchandiseProvider, OnModuleInit {
  private cached?: Promise<ProductDto[]>;

  constructor(
    @InjectRepository(MerchandiseProductEntity)
    private readonly products: Repository<MerchandiseProductEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadedImages,
    private readonly cleanup: ImageCleanup,
    private readonly bus: RealtimeBus,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe((event) => {
      if (event.type === 'merchandise_changed') this.forget();
    });
    // Events may have been missed while the bus was cut off.
    this.bus.onResync(() => this.forget());
  }

  list(): Promise<ProductDto[]> {
    if (this.cached) return this.cached;
    const read = this.products
      .find({
        relations: { images: true, variants: true },
        order: { position: 'ASC', createdAt: 'ASC' },
      })
      .then((products) => products.map(toDto));
    this.cached = read;
    read.catch(() => {
      if (this.cached === read) this.cached = undefined;
    });
    return read;
  }

  async find(id: string): Promise<ProductDto | null> {
    if (!UUID.test(id)) return null;
    return (await this.list()).find((product) => product.id === id) ?? null;
  }

  async create(input: SaveProductDto): Promise<ProductDto> {
    const id = await this.dataSource.transaction(async (manager) => {
      const { next, count } = await manager
        .createQueryBuilder(MerchandiseProductEntity, 'product')
        .select('COALESCE(MAX(product.position), -1) + 1', 'next')
        .addSelect('COUNT(*)::int', 'count')
        .getRawOne<{ next: number; count: number }>()
        .then((row) => row ?? { next: 0, count: 0 });
      if (count >= PRODUCT_LIMITS.products)
        throw new BadRequestException(PRODUCT_TEXT.catalogueFull);
      const product = await manager.save(
        manager.create(MerchandiseProductEntity, {
          title: input.title,
          description: input.description,
          tags: input.tags,
          position: next,
        }),
      );
      await this.linkUploads(manager, product.id, input);
      await this.saveChildren(
        manager.getRepository(MerchandiseImageEntity),
        manager.getRepository(MerchandiseVariantEntity),
        product.id,
        input,
      );
      return product.id;
    });
    await this.changed();
    return (await this.find(id))!;
  }

  /** Replaces the product's fields, images and variants; variant ids change. */
  async replace(id: string, input: SaveProductDto): Promise<ProductDto> {
    if (!UUID.test(id)) throw new NotFoundException(PRODUCT_TEXT.notFound);
    const released = await this.dataSource.transaction(async (manager) => {
      const result = await manager.update(
        MerchandiseProductEntity,
        { id },
        {
          title: input.title,
          description: input.description,
          tags: input.tags,
        },
      );
      if (!result.affected) throw new NotFoundException(PRODUCT_TEXT.notFound);
      const unlinked = await this.linkUploads(manager, id, input);
      const images = manager.getRepository(MerchandiseImageEntity);
      const variants = manager.getRepository(MerchandiseVariantEntity);
      await images.delete({ productId: id });
      await variants.delete({ productId: id });
      await this.saveChildren(images, variants, id, input);
      return unlinked;
    });
    await this.changed();
    await this.cleanup.deleteUnlinked(released);
    return (await this.find(id))!;
  }

  async remove(id: string): Promise<void> {
    if (!UUID.test(id)) throw new NotFoundException(PRODUCT_TEXT.notFound);
    const images = await this.uploads.ofProduct(id);
    const result = await this.products.delete({ id });
    if (!result.affected) throw new NotFoundException(PRODUCT_TEXT.notFound);
    await this.changed();
    await this.cleanup.deleteUnlinked(images);
  }

  private async changed(): Promise<void> {
    this.forget();
    await this.bus.publish({ type: 'merchandise_changed' });
  }

  private forget(): void {
    this.cached = undefined;
  }

  /**
   * Links the product's uploaded images to it, refusing (400, rolling the save back) any that is
   * gone or another product's; answers the uploaded images it no longer shows.
   */
  private async linkUploads(
    manager: EntityManager,
    productId: string,
    input: SaveProductDto,
  ): Promise<string[]> {
    const names = input.images.map((image) => storedName(image.src));
    const { linked, released } = await this.uploads.linkToProduct(
      manager,
      productId,
      names.filter((name) => name !== undefined),
    );
    const unusable = names.flatMap((name, index) =>
      name !== undefined && !linked.has(name) ? [imageUnavailable(index + 1)] : [],
    );
    if (unusable.length > 0) throw new BadRequestException(unusable);
    return released;
  }

  private async saveChildren(
    images: Repository<MerchandiseImageEntity>,
    variants: Repository<MerchandiseVariantEntity>,
    productId: string,
    input: SaveProductDto,
  ): Promise<void> {
    if (input.images.length > 0) {
      await images.insert(
        input.images.map((image, position) => ({
          productId,
          src: image.src,
          isDefault: image.is_default,
          position,
        })),
      );
    }
    await variants.insert(
      input.variants.map((variant, position) => ({
        productId,
        title: variant.title,
        price: variant.price,
        options: variant.options,
        position,
      })),
    );
  }
}
