import {
  Body,
  Controller,
  Get,
  NotFoundException,
  Param,
  Post,
  Req,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/decorators/public.decorator.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { ImageUrlDto } from './dto/image-url.dto.js';
import { ImageStorage } from './image-storage.js';
import { ImageUploadInterceptor } from './image-upload.interceptor.js';
import { UploadBudget } from './upload-budget.js';
import { RequiredImagePipe } from './uploaded-image.pipe.js';
import { EmptyBodyDto } from '../../common/dto/empty-body.dto.js';

export const IMAGE_UPLOAD_BODY = {
  schema: {
    type: 'object',
    required: ['image'],
    properties: {
      image: {
        type: 'string',
        format: 'binary',
        description: 'JPEG, PNG, GIF or WebP, at most 5 MB and 40 megapixels',
      },
    },
  },
};

@ApiTags('uploads')
@Controller()
export class UploadsController {
  constructor(
    private readonly images: ImageStorage,
    private readonly budget: UploadBudget,
  ) {}

  @Post('chat/upload-image')
  @RateLimit('upload')
  @UseInterceptors(ImageUploadInterceptor)
  @ApiCookieAuth()
  @ApiConsumes('multipart/form-data')
  @ApiBody(IMAGE_UPLOAD_BODY)
  @ApiOperation({ summary: 'Upload a chat image (signed-in users and admins); answers its URL' })
  @ApiCreatedResponse({ type: ImageUrlDto })
  async upload(
    @UploadedFile(RequiredImagePipe) file: Express.Multer.File,
    @Body() _fields: EmptyBodyDto,
    @Req() request: Request,
  ): Promise<ImageUrlDto> {
    return { imageUrl: await this.images.store(file.buffer, this.budget.uploaderOf(request)) };
  }

  @Public()
  @Get('uploads/:name')
  @ApiOperation({
    summary: 'An uploaded image, served with its real type and nosniff, cached only by the browser',
  })
  @ApiOkResponse({ description: 'The image bytes' })
  async serve(
    @Param('name') name: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const image = await this.images.read(name);
    if (!image) throw new NotFoundException('Image not found');
    response.setHeader('Content-Type', image.mimeType);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    // private: a shared cache must not keep an image its conversation's deletion should remove.
    response.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
    return new StreamableFile(image.bytes);
  }
}
