import { Body, Controller, Delete, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ProductDto } from './dto/product.dto.js';
import { SaveProductDto } from './dto/save-product.dto.js';
import { LocalMerchandiseProvider } from './local-merchandise.provider.js';

/** Edits the local catalogue (the one served when MERCH_PROVIDER=local). */
@ApiTags('admin')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Signed in, but not an admin' })
@Roles('admin')
@Controller('admin/merchandise')
export class AdminMerchandiseController {
  constructor(private readonly catalogue: LocalMerchandiseProvider) {}

  @Post()
  @ApiOperation({ summary: 'Add a product to the local catalogue' })
  @ApiCreatedResponse({ type: ProductDto })
  @ApiBadRequestResponse({
    description: 'Invalid or unknown fields; the message lists each problem',
  })
  create(@Body() body: SaveProductDto): Promise<ProductDto> {
    return this.catalogue.create(body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace a product of the local catalogue (its variants get new ids)' })
  @ApiOkResponse({ type: ProductDto })
  @ApiBadRequestResponse({
    description: 'Invalid or unknown fields; the message lists each problem',
  })
  @ApiNotFoundResponse({ description: 'Product not found' })
  replace(@Param('id') id: string, @Body() body: SaveProductDto): Promise<ProductDto> {
    return this.catalogue.replace(id, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Remove a product from the local catalogue' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Product not found' })
  remove(@Param('id') id: string): Promise<void> {
    return this.catalogue.remove(id);
  }
}
