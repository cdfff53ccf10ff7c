import { readdirSync, statSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';
import { chatStateCookieOf } from './support/visitors.js';

const REFUSAL = {
  statusCode: 429,
  message: 'Too many attempts. Please wait a moment and try again.',
};

async function listening(t: TestApp): Promise<number> {
  await t.app.listen(0, '127.0.0.1');
  return (t.http.address() as { port: number }).port;
}

/** Files of the frontend's build, as URL paths: every script and style, the icon, its images and media. */
function builtFilePaths(frontendDist: string): string[] {
  const filesUnder = (folder: string) =>
    readdirSync(path.join(frontendDist, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => statSync(path.join(frontendDist, folder, name)).isFile())
      .map((name) => `/${folder}/${name}`);
  return [...filesUnder('assets'), '/favicon.svg', ...filesUnder('images'), ...filesUnder('media')];
}

/** A raw request from `address` (X-Forwarded-For, TRUST_PROXY=1); resolves with all it got once closed. */
function rawExchange(port: number, lines: string[], bodyStart: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`${lines.join('\r\n')}\r\n\r\n${bodyStart}`),
    );
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

describe('the front door: a budget of requests per client address (HTTP_REQUESTS_PER_ADDRESS)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({ HTTP_REQUESTS_PER_ADDRESS: '3/600', TRUST_PROXY: '1' });
    port = await listening(t);
  });
  afterAll(() => t.close());

  const from = (address: string, path = '/api/site-config') =>
    request(t.http).get(path).set('X-Forwarded-For', address);

  it('answers 429 with Retry-After once an address has used its requests, and leaves other addresses alone', async () => {
    for (let attempt = 0; attempt < 3; attempt++) await from('203.0.113.1').expect(200);
    const refused = await from('203.0.113.1').expect(429);
    expect(refused.body).toEqual(REFUSAL);
    expect(refused.headers['retry-after']).toBe('200');
    await from('203.0.113.2').expect(200);
  });

  it("spends the budget on visitors' polls too, which are answered before the router", async () => {
    const created = await request(t.http)
      .post('/api/anonymous-chat/conversation')
      .set('X-Forwarded-For', '203.0.113.9')
      .send({ deviceId: `device-front-door-${Date.now()}`, displayName: 'Guest-DOOR1' })
      .expect(200);
    const cookie = chatStateCookieOf(created.headers['set-cookie'])!;
    const poll = () =>
      from(
        '203.0.113.9',
        `/api/anonymous-chat/conversations/${created.body.id}/messages?after=0`,
      ).set('Cookie', cookie);
    for (let attempt = 0; attempt < 2; attempt++)
      expect((await poll().expect(200)).body).toEqual([]);
    const refused = await poll().expect(429);
    expect(refused.body).toEqual(REFUSAL);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('never refuses the health and readiness probes of an address over its budget', async () => {
    for (let attempt = 0; attempt < 3; attempt++) await from('203.0.113.3').expect(200);
    await from('203.0.113.3').expect(429);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await from('203.0.113.3', '/api/health').expect(200)).body).toEqual({ status: 'ok' });
      await from('203.0.113.3', '/api/ready').expect(200);
    }
  });

  it("serves every one of the site's built files to an address over its budget, all at once", async () => {
    for (let attempt = 0; attempt < 3; attempt++) await from('203.0.113.5').expect(200);
    await from('203.0.113.5').expect(429);
    const files = builtFilePaths(t.config.frontendDist);
    const answers = await Promise.all(
      [...files, ...files].map((path) =>
        request(t.http).get(path).set('X-Forwarded-For', '203.0.113.5'),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    await request(t.http).head('/favicon.svg').set('X-Forwarded-For', '203.0.113.5').expect(200);
    await from('203.0.113.5').expect(429);
  });

  it('counts a page (rendered, the app shell or not found) and a missing file like an API request', async () => {
    await from('203.0.113.6', '/faq').expect(200);
    await from('203.0.113.6', '/admin/chat').expect(200);
    await from('203.0.113.6', '/product/no-such-product').expect(404);
    await from('203.0.113.6').expect(429);
    for (const path of [
      '/',
      '/faq',
      '/admin/chat',
      '/product/no-such-product',
      '/no-such-page',
      '/assets/no-such-chunk.js',
    ]) {
      const refused = await from('203.0.113.6', path);
      expect({ path, status: refused.status, body: refused.body }).toEqual({
        path,
        status: 429,
        body: REFUSAL,
      });
    }
  });

  it('refuses a large upload before reading its body and closes the connection', async () => {
    for (let attempt = 0; attempt < 3; attempt++) await from('203.0.113.4').expect(200);
    const answer = await rawExchange(
      port,
      [
        'POST /api/chat/upload-image HTTP/1.1',
        'Host: 127.0.0.1',
        'X-Forwarded-For: 203.0.113.4',
        'Content-Type: multipart/form-data; boundary=x',
        `Content-Length: ${5 * 1024 * 1024}`,
      ],
      '--x\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toMatch(/\r\nRetry-After: \d+\r\n/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual(REFUSAL);
  });
});

describe('the front door: requests in flight per client address (HTTP_IN_FLIGHT_PER_ADDRESS)', () => {
  let t: TestApp;
  let port: number;
  const held: Socket[] = [];
  beforeAll(async () => {
    t = await startTestApp({ HTTP_IN_FLIGHT_PER_ADDRESS: '2', TRUST_PROXY: '1' });
    port = await listening(t);
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await t.close();
  });

  /** A login whose body never comes; resolves once the server has taken it in (100 Continue). */
  function heldLogin(address: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          [
            'POST /api/login HTTP/1.1',
            'Host: 127.0.0.1',
            `X-Forwarded-For: ${address}`,
            'Content-Type: application/json',
            'Content-Length: 100',
            'Expect: 100-continue',
            '',
            '',
          ].join('\r\n'),
        ),
      );
      held.push(socket);
      socket.once('data', (chunk) =>
        chunk.toString('latin1').startsWith('HTTP/1.1 100 Continue')
          ? resolve()
          : reject(new Error(chunk.toString())),
      );
      socket.on('error', reject);
    });
  }

  it('refuses the request beyond the places an address has in flight, not those of another address', async () => {
    await heldLogin('203.0.113.9');
    await heldLogin('203.0.113.9');
    const refused = await request(t.http)
      .get('/api/site-config')
      .set('X-Forwarded-For', '203.0.113.9')
      .expect(429);
    expect(refused.body).toEqual(REFUSAL);
    expect(refused.headers['retry-after']).toBe('1');
    await request(t.http)
      .get('/api/site-config')
      .set('X-Forwarded-For', '203.0.113.10')
      .expect(200);
    await request(t.http).get('/api/health').set('X-Forwarded-For', '203.0.113.9').expect(200);
  });

  it("serves the site's built files to an address with all its places in flight", async () => {
    await heldLogin('203.0.113.11');
    await heldLogin('203.0.113.11');
    const answers = await Promise.all(
      builtFilePaths(t.config.frontendDist).map((path) =>
        request(t.http).get(path).set('X-Forwarded-For', '203.0.113.11'),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    await request(t.http).get('/faq').set('X-Forwarded-For', '203.0.113.11').expect(429);
    await request(t.http)
      .get('/api/site-config')
      .set('X-Forwarded-For', '203.0.113.11')
      .expect(429);
  });
});

describe('the front door: refusals held per client address (HTTP_HELD_REFUSALS_PER_ADDRESS)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({
      HTTP_REQUESTS_PER_ADDRESS: '1/600',
      HTTP_REFUSAL_DELAY_MS: '600000',
      HTTP_HELD_REFUSALS_PER_ADDRESS: '1',
      TRUST_PROXY: '1',
    });
    port = await listening(t);
  });
  afterAll(() => t.close());

  const get = (address: string) => [
    'GET /api/site-config HTTP/1.1',
    'Host: 127.0.0.1',
    `X-Forwarded-For: ${address}`,
  ];

  it('holds a refusal, and drops the next connection without an answer while it waits', async () => {
    await request(t.http)
      .get('/api/site-config')
      .set('X-Forwarded-For', '203.0.113.20')
      .expect(200);
    // The server's listeners run in order: once this one sees the request, the front door holds it.
    const taken = new Promise<void>((resolve) =>
      t.http.on('request', (incoming: { headers: Record<string, unknown> }) => {
        if (incoming.headers['x-forwarded-for'] === '203.0.113.20') resolve();
      }),
    );
    const waiting = connect(port, '127.0.0.1', () =>
      waiting.write(`${get('203.0.113.20').join('\r\n')}\r\n\r\n`),
    );
    const waitingAnswer: string[] = [];
    waiting.on('data', (chunk) => waitingAnswer.push(chunk.toString('latin1')));
    await taken;
    expect(await rawExchange(port, get('203.0.113.20'), '')).toBe('');
    await request(t.http)
      .get('/api/site-config')
      .set('X-Forwarded-For', '203.0.113.21')
      .expect(200);
    expect(waitingAnswer).toEqual([]);
    waiting.destroy();
  });
});
