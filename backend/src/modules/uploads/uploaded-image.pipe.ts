import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

export const IMAGE_REQUIRED = 'An image file is required in the "image" field';

/** The multipart "image" file must be there and not empty; its type is checked on storing. */
@Injectable()
export class RequiredImagePipe implements PipeTransform<Express.Multer.File | undefined, Express.Multer.File> {
  transform(file: Express.Multer.File | undefined): Express.Multer.File {
    if (!file || file.size === 0) throw new BadRequestException(IMAGE_REQUIRED);
    return file;
  }
}
