import {
  PRODUCT_LIMITS,
  PRODUCT_TEXT,
  type ProductBody,
  type ProductImageBody,
  type ProductVariantBody,
} from '@club/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsDefined,
  IsNumber,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { MaxInputValues, Trim } from '../../../common/validation.js';
import { IsImageSource } from './image-source.js';

/*
 * These classes check the types; the limits and their per-field messages are the contract's
 * (productProblems), applied by ProductRulesPipe once the types are right.
 */

const isTextMap = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((option) => typeof option === 'string');

const IsOptionMap = () =>
  ValidateBy({
    name: 'isOptionMap',
    validator: {
      validate: isTextMap,
      defaultMessage: () => 'Variant options must map option names to text values',
    },
  });

export class SaveProductImageDto implements ProductImageBody {
  @ApiProperty({ maxLength: 2048, example: '/images/merchandise/club-logo-tee-navy.svg' })
  @IsImageSource()
  @MaxLength(2048, { message: 'image src must be at most 2048 characters' })
  @IsString({ message: 'image src must be text' })
  @IsDefined({ message: 'image src is required' })
  src: string;

  @ApiPropertyOptional({ type: Boolean, default: false })
  @IsOptional()
  @IsBoolean({ message: 'image is_default must be true or false' })
  is_default: boolean = false;
}

export class SaveProductVariantDto implements ProductVariantBody {
  @ApiProperty({ minLength: 1, maxLength: PRODUCT_LIMITS.variantTitle, example: 'Navy / M' })
  @Trim()
  @IsString({ message: 'Variant title must be text' })
  @IsDefined({ message: 'Variant title is required' })
  title: string;

  @ApiProperty({
    description: 'Price in whole cents',
    minimum: PRODUCT_LIMITS.minPrice,
    maximum: PRODUCT_LIMITS.maxPrice,
    example: 2500,
  })
  @IsNumber(
    { allowNaN: false, allowInfinity: false },
    { message: 'Variant price must be a number of cents' },
  )
  @IsDefined({ message: 'Variant price is required' })
  price: number;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    maxProperties: PRODUCT_LIMITS.options,
    example: { Color: 'Navy', Size: 'M' },
  })
  @IsOptional()
  @IsOptionMap()
  options: Record<string, string> = {};
}

/**
 * A local catalogue product as an admin creates or replaces it. At most 1,455 fields and list
 * items: 5 fields, the tags, the images (2 fields each), the variants (3 fields and the options).
 */
@MaxInputValues(
  5 +
    PRODUCT_LIMITS.tags +
    PRODUCT_LIMITS.images * (1 + 2) +
    PRODUCT_LIMITS.variants * (1 + 3 + PRODUCT_LIMITS.options),
)
export class SaveProductDto implements ProductBody {
  @ApiProperty({ minLength: 1, maxLength: PRODUCT_LIMITS.title, example: 'Club Logo Tee' })
  @Trim()
  @IsString({ message: 'Title must be text' })
  @IsDefined({ message: PRODUCT_TEXT.titleRequired })
  title: string;

  @ApiPropertyOptional({ type: String, maxLength: PRODUCT_LIMITS.description, default: '' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Description must be text' })
  description: string = '';

  @ApiPropertyOptional({
    type: [String],
    maxItems: PRODUCT_LIMITS.tags,
    example: ['Apparel', 'Poker'],
  })
  @IsOptional()
  @IsString({ each: true, message: 'Each tag must be text' })
  @IsArray({ message: 'Tags must be a list' })
  tags: string[] = [];

  @ApiPropertyOptional({ type: [SaveProductImageDto], maxItems: PRODUCT_LIMITS.images })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => SaveProductImageDto)
  @IsArray({ message: 'Images must be a list' })
  images: SaveProductImageDto[] = [];

  @ApiProperty({
    type: [SaveProductVariantDto],
    minItems: 1,
    maxItems: PRODUCT_LIMITS.variants,
  })
  @ValidateNested({ each: true })
  @Type(() => SaveProductVariantDto)
  @IsArray({ message: 'Variants must be a list' })
  @IsDefined({ message: PRODUCT_TEXT.noVariant })
  variants: SaveProductVariantDto[];
}
