import { IMAGE_MAX_BYTES } from '@club/contracts';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export type ImageProblem = 'not-an-image' | 'too-large';

/**
 * Checks a chosen or dropped file before uploading it, so the visitor learns at once what the
 * server would refuse. The server still decides by the file's bytes.
 */
export function imageProblem(file: Pick<File, 'type' | 'size'>): ImageProblem | undefined {
  if (!file.type.startsWith('image/')) return 'not-an-image';
  if (file.size > IMAGE_MAX_BYTES) return 'too-large';
  return undefined;
}

export function imageProblemText(problem: ImageProblem): string {
  return problem === 'too-large'
    ? 'That image is too large. Images can be up to 5 MB.'
    : 'That file is not an image we can send. Use a JPEG, PNG, GIF or WebP picture.';
}
