import { FileInterceptor } from '@nestjs/platform-express';
import multer from 'multer';
import { IMAGE_MAX_BYTES } from '@club/contracts';

/** Reads the multipart field "image" into memory, refusing anything over 5 MB (413). */
export const ImageUploadInterceptor = FileInterceptor('image', {
  storage: multer.memoryStorage(),
  limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 16 * 1024 },
});
