import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { detectImageType, MIME_BY_EXTENSION, type ImageType } from './image-type.js';

export const UPLOADS_URL_PREFIX = '/api/uploads/';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE = 'The file must be a JPEG, PNG, GIF or WebP image';

/** Stored names are random: 32 hex characters and the detected extension. */
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

/** Uploaded chat images on local disk (UPLOADS_DIR, default DATA_DIR/uploads; share it between instances). */
@Injectable()
export class ImageStorage {
  private readonly directory: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.directory = config.uploadsDir;
  }

  /** Checks the bytes, stores them under a new name and returns the image's URL. */
  async store(bytes: Buffer): Promise<string> {
    const type = detectImageType(bytes);
    if (!type) throw new UnsupportedMediaTypeException(NOT_AN_IMAGE);
    const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
    await mkdir(this.directory, { recursive: true });
    await writeFile(path.join(this.directory, name), bytes, { flag: 'wx' });
    return `${UPLOADS_URL_PREFIX}${name}`;
  }

  /** True when the URL names an image that is stored here (not just one shaped like it). */
  async holds(url: string): Promise<boolean> {
    if (!isStoredImageUrl(url)) return false;
    return access(path.join(this.directory, url.slice(UPLOADS_URL_PREFIX.length))).then(
      () => true,
      () => false,
    );
  }

  /** The stored image of a name, or undefined for a name we could not have made. */
  async read(name: string): Promise<{ bytes: Buffer; mimeType: string } | undefined> {
    if (!STORED_NAME.test(name)) return undefined;
    const bytes = await readFile(path.join(this.directory, name)).catch(() => undefined);
    if (!bytes) return undefined;
    return { bytes, mimeType: MIME_BY_EXTENSION[name.split('.')[1] as ImageType['extension']] };
  }
}

/** True for URLs shaped like those of images this server stores. */
function isStoredImageUrl(url: string): boolean {
  return url.startsWith(UPLOADS_URL_PREFIX) && STORED_NAME.test(url.slice(UPLOADS_URL_PREFIX.length));
}
