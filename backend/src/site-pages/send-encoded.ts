import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchesEtag } from '../common/etag.js';
import { encodingFor, type EncodedBody } from './encoded-body.js';

export interface EncodedAnswer {
  status: number;
  type: string;
  body: EncodedBody;
  /** Cache-Control, and what the answer varies by besides its encoding. */
  cacheControl: string;
  vary?: string;
}

/** The one byte range of a `Range: bytes=…` header within `size`, or why there is none to send. */
function rangeOf(header: string, size: number): { start: number; end: number } | 'all' | 'none' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: the whole file is a valid answer to those.
  if (!match || (match[1] === '' && match[2] === '')) return 'all';
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 ? 'none' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || end < start ? 'none' : { start, end };
}

/**
 * Sends a stored answer: a 304 when the browser has it, else its bytes in the stored encoding the
 * browser takes; one byte range of a file stored only as it is (the media, which video players
 * fetch in parts); no body for HEAD.
 */
export function sendEncoded(
  request: IncomingMessage,
  response: ServerResponse,
  answer: EncodedAnswer,
): void {
  const { body } = answer;
  const compressible = Object.keys(body.encoded).length > 0;
  response.setHeader('Cache-Control', answer.cacheControl);
  const vary = [answer.vary, compressible ? 'Accept-Encoding' : undefined].filter(Boolean);
  if (vary.length > 0) response.setHeader('Vary', vary.join(', '));
  response.setHeader('ETag', body.etag);
  if (answer.status === 200 && matchesEtag(request.headers['if-none-match'], body.etag)) {
    response.writeHead(304).end();
    return;
  }
  response.setHeader('Content-Type', answer.type);
  const encoding = encodingFor(request.headers['accept-encoding'], body.encoded);
  let status = answer.status;
  let bytes = encoding ? body.encoded[encoding]! : body.identity;
  if (encoding) response.setHeader('Content-Encoding', encoding);
  if (!compressible && answer.status === 200) {
    response.setHeader('Accept-Ranges', 'bytes');
    const range = request.headers.range;
    const ifRange = request.headers['if-range'];
    const wanted =
      range && (!ifRange || ifRange === body.etag) ? rangeOf(range, bytes.length) : 'all';
    if (wanted === 'none') {
      response.setHeader('Content-Range', `bytes */${bytes.length}`);
      response.writeHead(416).end();
      return;
    }
    if (wanted !== 'all') {
      response.setHeader('Content-Range', `bytes ${wanted.start}-${wanted.end}/${bytes.length}`);
      bytes = bytes.subarray(wanted.start, wanted.end + 1);
      status = 206;
    }
  }
  response.setHeader('Content-Length', bytes.length);
  response.writeHead(status);
  response.end(request.method === 'HEAD' ? undefined : bytes);
}
