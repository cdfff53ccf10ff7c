import { createServer } from 'node:http';
import { Writable } from 'node:stream';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { PinoLogger } from '../logging/pino-logger.js';
import { unproxiedRequestWarning, WARN_AT_MOST_EVERY_MS } from './unproxied-request-warning.js';

/** A server behind the middleware, a real pino logger writing to `lines`, and a clock the test moves. */
function setUp() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const logger = new PinoLogger('log', sink);
  const clock = { now: 1_000_000 };
  const warning = unproxiedRequestWarning(
    { warn: (message) => logger.warn(message, 'Proxy') },
    () => clock.now,
  );
  const app = createServer((request, response) =>
    warning(request, response, () => response.writeHead(204).end()),
  );
  return { app, lines, clock };
}

describe('unproxiedRequestWarning', () => {
  it('warns about a request without X-Forwarded-For, saying what it means', async () => {
    const { app, lines } = setUp();
    await request(app).get('/api/products').expect(204);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', context: 'Proxy' });
    expect(lines[0].msg).toMatch(
      /^TRUST_PROXY is set, but a request from \S+ came without X-Forwarded-For, so not through the proxy: /,
    );
    expect(lines[0].msg).toContain(
      'forge X-Forwarded-For and choose the address that rate limits count against',
    );
    expect(lines[0].msg).toContain('every client counts as the proxy');
  });

  it('says it at most once a minute, however many such requests come', async () => {
    const { app, lines, clock } = setUp();
    for (let index = 0; index < 5; index++) await request(app).post('/api/login').expect(204);
    clock.now += WARN_AT_MOST_EVERY_MS - 1;
    await request(app).get('/').expect(204);
    expect(lines).toHaveLength(1);
    clock.now += 1;
    await request(app).get('/').expect(204);
    expect(lines).toHaveLength(2);
  });

  it('stays quiet for requests that came through the proxy, and for health probes and metrics scrapes', async () => {
    const { app, lines } = setUp();
    await request(app).get('/api/products').set('X-Forwarded-For', '203.0.113.9').expect(204);
    for (const probe of ['/api/health', '/api/ready', '/metrics'])
      await request(app).get(probe).expect(204);
    expect(lines).toEqual([]);
  });
});
