import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { MaxInputValues, Trim } from '../../../common/validation.js';
import { IsImageSource } from './image-source.js';

const MAX_OPTIONS = 10;
const MAX_TAGS = 20;
const MAX_IMAGES = 10;
const MAX_VARIANTS = 100;

function isOptionMap(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= MAX_OPTIONS &&
    entries.every(
      ([name, option]) =>
        name.trim().length > 0 &&
        name.length <= 50 &&
        typeof option === 'string' &&
        option.length <= 100,
    )
  );
}

/** An object of at most 10 option names (1–50 characters) to text values (at most 100). */
const IsOptionMap = () =>
  ValidateBy({
    name: 'isOptionMap',
    validator: {
      validate: isOptionMap,
      defaultMessage: () =>
        'options must map at most 10 option names (1 to 50 characters) to text values of at most 100 characters',
    },
  });

export class SaveProductImageDto {
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

export class SaveProductVariantDto {
  @ApiProperty({ minLength: 1, maxLength: 200, example: 'Navy / M' })
  @Trim()
  @MaxLength(200, { message: 'variant title must be at most 200 characters' })
  @IsNotEmpty({ message: 'variant title is required' })
  @IsString({ message: 'variant title must be text' })
  @IsDefined({ message: 'variant title is required' })
  title: string;

  @ApiProperty({ description: 'Price in cents', minimum: 0, maximum: 10_000_000, example: 2500 })
  @Max(10_000_000, { message: 'variant price must be at most 10000000 cents' })
  @Min(0, { message: 'variant price must be at least 0' })
  @IsInt({ message: 'variant price must be a whole number of cents' })
  @IsDefined({ message: 'variant price is required' })
  price: number;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
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
@MaxInputValues(5 + MAX_TAGS + MAX_IMAGES * (1 + 2) + MAX_VARIANTS * (1 + 3 + MAX_OPTIONS))
export class SaveProductDto {
  @ApiProperty({ minLength: 1, maxLength: 200, example: 'Club Logo Tee' })
  @Trim()
  @MaxLength(200, { message: 'title must be at most 200 characters' })
  @IsNotEmpty({ message: 'title is required' })
  @IsString({ message: 'title must be text' })
  @IsDefined({ message: 'title is required' })
  title: string;

  @ApiPropertyOptional({ type: String, maxLength: 5000, default: '' })
  @IsOptional()
  @Trim()
  @MaxLength(5000, { message: 'description must be at most 5000 characters' })
  @IsString({ message: 'description must be text' })
  description: string = '';

  @ApiPropertyOptional({ type: [String], maxItems: MAX_TAGS, example: ['Apparel', 'Poker'] })
  @IsOptional()
  @MaxLength(40, { each: true, message: 'each tag must be at most 40 characters' })
  @IsNotEmpty({ each: true, message: 'tags must not be empty' })
  @IsString({ each: true, message: 'each tag must be text' })
  @ArrayMaxSize(MAX_TAGS, { message: 'a product has at most 20 tags' })
  @IsArray({ message: 'tags must be a list' })
  tags: string[] = [];

  @ApiPropertyOptional({ type: [SaveProductImageDto], maxItems: MAX_IMAGES })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => SaveProductImageDto)
  @ArrayMaxSize(MAX_IMAGES, { message: 'a product has at most 10 images' })
  @IsArray({ message: 'images must be a list' })
  images: SaveProductImageDto[] = [];

  @ApiProperty({ type: [SaveProductVariantDto], minItems: 1, maxItems: MAX_VARIANTS })
  @ValidateNested({ each: true })
  @Type(() => SaveProductVariantDto)
  @ArrayMaxSize(MAX_VARIANTS, { message: 'a product has at most 100 variants' })
  @ArrayMinSize(1, { message: 'a product needs at least one variant' })
  @IsArray({ message: 'variants must be a list' })
  @IsDefined({ message: 'variants are required' })
  variants: SaveProductVariantDto[];
}
