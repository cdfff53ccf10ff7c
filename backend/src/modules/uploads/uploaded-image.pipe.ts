import { ERROR_TEXT } from '@club/contracts';
import { Injectable, type PipeTransform } from '@nestjs/common';
import { UploadError, UploadErrorCode } from './upload-error.js';

/** The multipart "image" file must be there and not empty; its type is checked on storing. */
@Injectable()
export class RequiredImagePipe implements PipeTransform<
  Express.Multer.File | undefined,
  Express.Multer.File
> {
  transform(file: Express.Multer.File | undefined): Express.Multer.File {
    if (!file || file.size === 0)
      throw new UploadError(UploadErrorCode.ImageRequired, ERROR_TEXT.imageRequired);
    return file;
  }
}
