import { Controller, Get, Param } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator.js';
import { ProductDto } from './dto/product.dto.js';
import { MerchandiseService } from './merchandise.service.js';

@ApiTags('merchandise')
@Public()
@Controller('merchandise')
export class MerchandiseController {
  constructor(private readonly merchandise: MerchandiseService) {}

  @Get()
  @ApiOperation({ summary: 'The merchandise catalogue' })
  @ApiOkResponse({ type: [ProductDto] })
  @ApiServiceUnavailableResponse({
    description: 'Unable to load merchandise (provider failing, nothing cached)',
  })
  list(): Promise<ProductDto[]> {
    return this.merchandise.list();
  }

  @Get(':id')
  @ApiOperation({ summary: 'One product of the catalogue' })
  @ApiOkResponse({ type: ProductDto })
  @ApiNotFoundResponse({ description: 'Product not found' })
  @ApiServiceUnavailableResponse({
    description: 'Unable to load merchandise (provider failing, nothing cached)',
  })
  get(@Param('id') id: string): Promise<ProductDto> {
    return this.merchandise.get(id);
  }
}
