export const UPLOADS_URL_PREFIX = '/api/uploads/';

/** Stored names are random: 32 hex characters and the detected extension. */
export const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

/** True for URLs shaped like those of images this server stores. */
export function isStoredImageUrl(url: string): boolean {
  return (
    url.startsWith(UPLOADS_URL_PREFIX) && STORED_NAME.test(url.slice(UPLOADS_URL_PREFIX.length))
  );
}
