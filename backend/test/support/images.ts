import { IMAGE_MAX_BYTES } from '@club/contracts';
/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const HTML_NAMED_PNG = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
);

/** Starts like a PNG but is larger than the 5 MB limit. */
export const OVERSIZE_PNG = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES + 1)]);
