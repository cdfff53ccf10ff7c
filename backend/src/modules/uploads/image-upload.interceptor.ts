import { FileInterceptor } from '@nestjs/platform-express';
import multer from 'multer';
import { MAX_IMAGE_BYTES } from './image-storage.js';

/** Reads the multipart field "image" into memory, refusing anything over 5 MB (413). */
export const ImageUploadInterceptor = FileInterceptor('image', {
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 16 * 1024 },
});
