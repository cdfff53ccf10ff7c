import { ERROR_TEXT } from '@club/contracts';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { pixelCountOf, tooManyPixels } from './image-pixels.js';
import { detectImageType, MIME_BY_EXTENSION, type ImageType } from './image-type.js';
import { isStoredImageUrl, STORED_NAME, UPLOADS_URL_PREFIX } from './stored-image-url.js';
import type { Uploader } from './upload-budget.js';
import { UploadError, UploadErrorCode } from './upload-error.js';
import { UploadedImages, type ImageConversation } from './uploaded-images.js';

/** Uploaded chat images on local disk (UPLOADS_DIR, default DATA_DIR/uploads; share it between instances). */
@Injectable()
export class ImageStorage {
  private readonly directory: string;
  private readonly maxMegapixels: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly records: UploadedImages,
  ) {
    this.directory = config.uploadsDir;
    this.maxMegapixels = config.imageUploads.maxMegapixels;
  }

  /**
   * Checks the bytes (type and pixel count, from the header), then charges the uploader's byte
   * budget, stores them under a new name and returns the image's URL. Refused files cost nothing.
   */
  async store(bytes: Buffer, uploader: Uploader): Promise<string> {
    const type = detectImageType(bytes);
    const pixels = type && pixelCountOf(bytes, type);
    if (!type || !pixels) throw new UploadError(UploadErrorCode.NotAnImage, ERROR_TEXT.notAnImage);
    if (pixels > this.maxMegapixels * 1_000_000)
      throw new UploadError(UploadErrorCode.TooManyPixels, tooManyPixels(this.maxMegapixels));
    await uploader.spend(bytes.length);
    const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
    await this.records.record(name, uploader.ownerKey);
    await mkdir(this.directory, { recursive: true });
    await writeFile(path.join(this.directory, name), bytes, { flag: 'wx' });
    return `${UPLOADS_URL_PREFIX}${name}`;
  }

  /** True when the URL names an image stored here that may be sent in this conversation. */
  async usableIn(url: string, conversation: ImageConversation): Promise<boolean> {
    return (
      isStoredImageUrl(url) &&
      this.records.usableIn(url.slice(UPLOADS_URL_PREFIX.length), conversation)
    );
  }

  /** The stored image of a name, or undefined for a name we could not have made. */
  async read(name: string): Promise<{ bytes: Buffer; mimeType: string } | undefined> {
    if (!STORED_NAME.test(name)) return undefined;
    const bytes = await readFile(path.join(this.directory, name)).catch(() => undefined);
    if (!bytes) return undefined;
    return { bytes, mimeType: MIME_BY_EXTENSION[name.split('.')[1] as ImageType['extension']] };
  }

  /** Deletes the files of these stored names; one already gone is no error. */
  async remove(names: string[]): Promise<void> {
    await Promise.all(
      names
        .filter((name) => STORED_NAME.test(name))
        .map((name) =>
          unlink(path.join(this.directory, name)).catch((error: NodeJS.ErrnoException) => {
            if (error.code !== 'ENOENT') throw error;
          }),
        ),
    );
  }
}
