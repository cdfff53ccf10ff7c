import { imageSize } from 'image-size';
import type { ImageType } from './image-type.js';

/**
 * The pixels (width × height) an image's header claims, read without decoding the image;
 * undefined when no header of that type can be read from the bytes.
 */
export function pixelCountOf(bytes: Buffer, type: ImageType): number | undefined {
  try {
    const size = imageSize(bytes);
    if (size.type !== type.extension || !(size.width > 0) || !(size.height > 0)) return undefined;
    return size.width * size.height;
  } catch {
    return undefined;
  }
}

export const tooManyPixels = (maxMegapixels: number) =>
  `The image must be at most ${maxMegapixels} megapixels`;
