import { PRODUCT_LIMITS, PRODUCT_TEXT, type AdminProductQuery } from '@club/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class AdminProductQueryDto implements AdminProductQuery {
  @ApiPropertyOptional({
    maxLength: PRODUCT_LIMITS.search,
    description: 'Words the title or a tag contains, in any case',
  })
  @IsOptional()
  @MaxLength(PRODUCT_LIMITS.search, { message: PRODUCT_TEXT.searchTooLong })
  @IsString({ message: 'Search must be text' })
  q?: string;
}
