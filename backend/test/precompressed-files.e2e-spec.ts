import { readFileSync, readdirSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request, its body as sent (undecoded, unlike supertest's). */
function fetchRawWith(
  port: number,
  urlPath: string,
  headers: Record<string, string>,
  method = 'GET',
) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = http.request(
      { host: '127.0.0.1', port, method, path: urlPath, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('built files and pages, sent as stored compressed', () => {
  let t: TestApp;
  let frontendDist: string;
  let script: string;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    port = (t.http.address() as { port: number }).port;
    frontendDist = t.config.frontendDist;
    script = readdirSync(path.join(frontendDist, 'assets')).find((name) =>
      /^main-[\w-]{8}\.js$/.test(name),
    )!;
  });
  afterAll(() => t.close());

  const original = () => readFileSync(path.join(frontendDist, 'assets', script));
  const get = (urlPath: string, acceptEncoding: string, method = 'GET') =>
    fetchRawWith(port, urlPath, { 'Accept-Encoding': acceptEncoding }, method);

  it('sends the stored brotli bytes to a browser that takes brotli, cached for a year', async () => {
    const response = await get(`/assets/${script}`, 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toEqual(readFileSync(path.join(frontendDist, 'assets', `${script}.br`)));
    expect(brotliDecompressSync(response.body)).toEqual(original());
  });

  it('sends the stored gzip bytes to a browser that takes only gzip', async () => {
    const response = await get(`/assets/${script}`, 'gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body)).toEqual(original());
  });

  it('sends the file as it is to a client that takes no encoding', async () => {
    const response = await get(`/assets/${script}`, 'identity');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.body).toEqual(original());
  });

  it('sends an image outside /assets stored compressed too, without the year of caching', async () => {
    const image = '/images/merchandise/chip-set.svg';
    const response = await get(image, 'br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=0');
    expect(brotliDecompressSync(response.body)).toEqual(
      readFileSync(path.join(frontendDist, image)),
    );
  });

  it('answers a HEAD with the headers of the stored bytes and no body', async () => {
    const response = await get(`/assets/${script}`, 'br', 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body.length).toBe(0);
    expect(Number(response.headers['content-length'])).toBe(
      readFileSync(path.join(frontendDist, 'assets', `${script}.br`)).length,
    );
  });

  it('answers 304 to a browser that has the file, with the security headers of every answer', async () => {
    const first = await get(`/assets/${script}`, 'br');
    const again = await fetchRawWith(port, `/assets/${script}`, {
      'Accept-Encoding': 'br',
      'If-None-Match': first.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['content-security-policy']).toContain("default-src 'self'");
    expect(again.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('sends one byte range of a video, as players ask for it, and 416 past its end', async () => {
    const video = '/media/hero/hero-loop.mp4';
    const whole = readFileSync(path.join(frontendDist, video));
    const part = await fetchRawWith(port, video, { Range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.length}`);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.body).toEqual(whole.subarray(100, 200));
    const tail = await fetchRawWith(port, video, { Range: 'bytes=-10' });
    expect(tail.body).toEqual(whole.subarray(whole.length - 10));
    const past = await fetchRawWith(port, video, { Range: `bytes=${whole.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.length}`);
    const all = await fetchRawWith(port, video, {});
    expect([all.status, all.headers['accept-ranges']]).toEqual([200, 'bytes']);
    expect(all.body).toEqual(whole);
  });

  it('sends a public page compressed as it was kept, the same bytes each time, and 304 once the browser has it', async () => {
    const first = await get('/faq', 'gzip, deflate, br');
    const second = await get('/faq', 'gzip, deflate, br');
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['vary']).toBe('Cookie, Accept-Encoding');
    expect(brotliDecompressSync(first.body).toString()).toContain('<title>');
    expect(second.body).toEqual(first.body);
    const gzipped = await get('/faq', 'gzip');
    expect(gunzipSync(gzipped.body)).toEqual(brotliDecompressSync(first.body));
    const cached = await fetchRawWith(port, '/faq', { 'If-None-Match': first.headers.etag! });
    expect(cached.status).toBe(304);
  });

  it('leaves API answers to the API', async () => {
    const response = await get('/api/health', 'br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
