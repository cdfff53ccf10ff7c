import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
  Req,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
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
import type { Request } from 'express';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { EmptyBodyDto } from '../../common/dto/empty-body.dto.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { ImageUrlDto } from '../uploads/dto/image-url.dto.js';
import { ImageStorage } from '../uploads/image-storage.js';
import { ImageUploadInterceptor } from '../uploads/image-upload.interceptor.js';
import { UploadBudget } from '../uploads/upload-budget.js';
import { RequiredImagePipe } from '../uploads/uploaded-image.pipe.js';
import { IMAGE_UPLOAD_BODY } from '../uploads/uploads.controller.js';
import { AdminProductQueryDto } from './dto/admin-product-query.dto.js';
import { MerchandiseSourceDto } from './dto/merchandise-source.dto.js';
import { ProductDto } from './dto/product.dto.js';
import { ProductRulesPipe } from './dto/product-rules.pipe.js';
import { SaveProductDto } from './dto/save-product.dto.js';
import { LocalMerchandiseProvider } from './local-merchandise.provider.js';
import { MerchandiseService } from './merchandise.service.js';

const INVALID_PRODUCT = {
  description:
    'Invalid or unknown fields, or an uploaded image that is gone; one message per problem',
};

/**
 * The admin console's Products section: the catalogue the site shows (searchable), where it comes
 * from, and the local catalogue's editing (the one served when MERCH_PROVIDER=local).
 */
@ApiTags('admin')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Signed in, but not an admin' })
@Roles('admin')
@Controller('admin/merchandise')
export class AdminMerchandiseController {
  constructor(
    private readonly catalogue: LocalMerchandiseProvider,
    private readonly merchandise: MerchandiseService,
    private readonly images: ImageStorage,
    private readonly budget: UploadBudget,
  ) {}

  @Get()
  @ApiOperation({
    summary: "The products the site shows (the provider's, in its order), filtered by ?q=",
  })
  @ApiOkResponse({ type: [ProductDto] })
  list(@Query() query: AdminProductQueryDto): Promise<ProductDto[]> {
    return this.merchandise.search(query.q ?? '');
  }

  @Get('source')
  @ApiOperation({ summary: 'Where the catalogue comes from: local, or a Printify shop' })
  @ApiOkResponse({ type: MerchandiseSourceDto })
  source(): MerchandiseSourceDto {
    return this.merchandise.source();
  }

  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Reload the Printify shop's catalogue now, on every instance" })
  @ApiOkResponse({ type: MerchandiseSourceDto })
  @ApiConflictResponse({ description: 'The catalogue is local: nothing to refresh' })
  @ApiBadGatewayResponse({ description: 'Printify did not answer; the cached catalogue stays' })
  refresh(@Body() _body: EmptyBodyDto): Promise<MerchandiseSourceDto> {
    return this.merchandise.refresh();
  }

  @Post('images')
  @RateLimit('upload')
  @UseInterceptors(ImageUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_UPLOAD_BODY)
  @ApiOperation({
    summary:
      "Upload a product image (the chat images' checks); answers its URL for a product's images",
  })
  @ApiCreatedResponse({ type: ImageUrlDto })
  async upload(
    @UploadedFile(RequiredImagePipe) file: Express.Multer.File,
    @Body() _fields: EmptyBodyDto,
    @Req() request: Request,
  ): Promise<ImageUrlDto> {
    return { imageUrl: await this.images.store(file.buffer, this.budget.uploaderOf(request)) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One product the site shows' })
  @ApiOkResponse({ type: ProductDto })
  @ApiNotFoundResponse({ description: 'Product not found' })
  get(@Param('id') id: string): Promise<ProductDto> {
    return this.merchandise.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a product to the local catalogue' })
  @ApiCreatedResponse({ type: ProductDto })
  @ApiBadRequestResponse(INVALID_PRODUCT)
  create(@Body(ProductRulesPipe) body: SaveProductDto): Promise<ProductDto> {
    return this.catalogue.create(body);
  }

  @Put(':id')
  @ApiOperation({
    summary:
      'Replace a product of the local catalogue: fields, images in order (with the default) and variants (which get new ids)',
  })
  @ApiOkResponse({ type: ProductDto })
  @ApiBadRequestResponse(INVALID_PRODUCT)
  @ApiNotFoundResponse({ description: 'Product not found' })
  replace(
    @Param('id') id: string,
    @Body(ProductRulesPipe) body: SaveProductDto,
  ): Promise<ProductDto> {
    return this.catalogue.replace(id, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Remove a product from the local catalogue, and its uploaded images' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'Product not found' })
  remove(@Param('id') id: string): Promise<void> {
    return this.catalogue.remove(id);
  }
}
