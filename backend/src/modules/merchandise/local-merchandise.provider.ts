import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { ProductDto } from './dto/product.dto.js';
import type { SaveProductDto } from './dto/save-product.dto.js';
import type { MerchandiseProvider } from './merchandise-provider.js';
import {
  MerchandiseImageEntity,
  MerchandiseProductEntity,
  MerchandiseVariantEntity,
} from './merchandise-product.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const PRODUCT_NOT_FOUND = 'Product not found';

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

/** The catalogue stored in PostgreSQL; admins edit it. */
@Injectable()
export class LocalMerchandiseProvider implements MerchandiseProvider {
  constructor(
    @InjectRepository(MerchandiseProductEntity)
    private readonly products: Repository<MerchandiseProductEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async list(): Promise<ProductDto[]> {
    const products = await this.products.find({
      relations: { images: true, variants: true },
      order: { position: 'ASC', createdAt: 'ASC' },
    });
    return products.map(toDto);
  }

  async find(id: string): Promise<ProductDto | null> {
    if (!UUID.test(id)) return null;
    const product = await this.products.findOne({
      where: { id },
      relations: { images: true, variants: true },
    });
    return product ? toDto(product) : null;
  }

  async create(input: SaveProductDto): Promise<ProductDto> {
    const id = await this.dataSource.transaction(async (manager) => {
      const { next } = await manager
        .createQueryBuilder(MerchandiseProductEntity, 'product')
        .select('COALESCE(MAX(product.position), -1) + 1', 'next')
        .getRawOne<{ next: number }>()
        .then((row) => row ?? { next: 0 });
      const product = await manager.save(
        manager.create(MerchandiseProductEntity, {
          title: input.title,
          description: input.description,
          tags: input.tags,
          position: next,
        }),
      );
      await this.saveChildren(
        manager.getRepository(MerchandiseImageEntity),
        manager.getRepository(MerchandiseVariantEntity),
        product.id,
        input,
      );
      return product.id;
    });
    return (await this.find(id))!;
  }

  /** Replaces the product's fields, images and variants; variant ids change. */
  async replace(id: string, input: SaveProductDto): Promise<ProductDto> {
    if (!UUID.test(id)) throw new NotFoundException(PRODUCT_NOT_FOUND);
    await this.dataSource.transaction(async (manager) => {
      const result = await manager.update(
        MerchandiseProductEntity,
        { id },
        {
          title: input.title,
          description: input.description,
          tags: input.tags,
        },
      );
      if (!result.affected) throw new NotFoundException(PRODUCT_NOT_FOUND);
      const images = manager.getRepository(MerchandiseImageEntity);
      const variants = manager.getRepository(MerchandiseVariantEntity);
      await images.delete({ productId: id });
      await variants.delete({ productId: id });
      await this.saveChildren(images, variants, id, input);
    });
    return (await this.find(id))!;
  }

  async remove(id: string): Promise<void> {
    if (!UUID.test(id)) throw new NotFoundException(PRODUCT_NOT_FOUND);
    const result = await this.products.delete({ id });
    if (!result.affected) throw new NotFoundException(PRODUCT_NOT_FOUND);
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
