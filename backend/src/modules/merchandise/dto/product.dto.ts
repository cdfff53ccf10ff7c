import type { ProductImageView, ProductVariantView, ProductView } from '@club/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class ProductImageDto implements ProductImageView {
  @ApiProperty({ example: '/images/merchandise/club-logo-tee-navy.svg' })
  src: string;

  @ApiProperty()
  is_default: boolean;
}

export class ProductVariantDto implements ProductVariantView {
  @ApiProperty({ oneOf: [{ type: 'integer' }, { type: 'string' }], example: 12 })
  id: number | string;

  @ApiProperty({ example: 'Navy / M' })
  title: string;

  @ApiProperty({ description: 'Price in cents', example: 2500 })
  price: number;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Option name to value',
    example: { Color: 'Navy', Size: 'M' },
  })
  options: Record<string, string>;
}

/** A product of the merchandise catalogue, as SPEC §3 shapes it. */
export class ProductDto implements ProductView {
  @ApiProperty({ example: '569ec94e-4a3f-4740-8176-e3d6bb043708' })
  id: string;

  @ApiProperty({ example: 'Club Logo Tee' })
  title: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ type: [String], example: ['Apparel', 'Poker'] })
  tags: string[];

  @ApiProperty({ type: [ProductImageDto] })
  images: ProductImageDto[];

  @ApiProperty({ type: [ProductVariantDto] })
  variants: ProductVariantDto[];
}
