import type { ImageUrlView } from '@club/contracts';
import { formatHttpErrorMessage, parseRetryAfter, type ApiError } from '@/api/api-error';

/**
 * Uploads a product image, reporting its progress (0–1): fetch cannot tell how much of a body
 * has gone, XMLHttpRequest can. Fails with the same ApiError as every other call, so errorText
 * shows the server's refusal.
 */
export function uploadProductImage(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/merchandise/images');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        resolve((JSON.parse(request.responseText) as ImageUrlView).imageUrl);
        return;
      }
      const error: ApiError = {
        status: request.status,
        message: formatHttpErrorMessage(request.status, request.statusText, request.responseText),
      };
      const retryAfterSeconds = parseRetryAfter(request.getResponseHeader('Retry-After'));
      if (retryAfterSeconds !== undefined) error.retryAfterSeconds = retryAfterSeconds;
      reject(error);
    };
    request.onerror = () =>
      reject({ status: 'FETCH_ERROR', message: 'The upload failed' } satisfies ApiError);
    const form = new FormData();
    form.append('image', file);
    request.send(form);
  });
}
