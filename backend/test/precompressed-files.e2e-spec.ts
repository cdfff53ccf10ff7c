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
function fetchRaw(port: number, method: string, urlPath: string, acceptEncoding: string) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        headers: { 'Accept-Encoding': acceptEncoding },
      },
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

describe('built files stored compressed by the build', () => {
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
    fetchRaw(port, method, urlPath, acceptEncoding);

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

  it('leaves API answers to the API', async () => {
    const response = await get('/api/health', 'br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
