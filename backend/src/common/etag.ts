import { createHash } from 'node:crypto';

/** Express's weak ETag of a body: its byte length and the start of its SHA-1. */
export function weakEtagOf(body: Buffer | string): string {
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  return `W/"${Buffer.byteLength(body).toString(16)}-${hash}"`;
}

/** If-None-Match names this answer (weak comparison, as for any GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === opaque;
  });
}
