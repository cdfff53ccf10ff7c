import { Writable } from 'node:stream';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PinoLogger } from '../src/common/logging/pino-logger.js';
import {
  createTestDatabase,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from './support/test-app.js';

describe('the warning when TRUST_PROXY is set and a request did not come through the proxy', () => {
  const lines: Record<string, unknown>[] = [];
  let database: TestDatabase;
  let behindProxy: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    behindProxy = await startTestApp({ TRUST_PROXY: '1' }, database);
    direct = await startTestApp({}, database);
    // The apps log through Nest's Logger; from here on it writes to `lines`.
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    Logger.overrideLogger(new PinoLogger('warn', sink));
  });
  afterAll(async () => {
    await behindProxy.app.close();
    await direct.app.close();
    await database.drop();
  });

  const proxyWarnings = () => lines.filter((line) => line.context === 'Proxy');

  it('is logged once for requests without X-Forwarded-For, never for those with it, and never when TRUST_PROXY is unset', async () => {
    await request(direct.http).get('/api/user').expect(401);
    await request(behindProxy.http)
      .get('/api/user')
      .set('X-Forwarded-For', '203.0.113.9')
      .expect(401);
    expect(proxyWarnings()).toEqual([]);

    await request(behindProxy.http).get('/api/user').expect(401);
    await request(behindProxy.http).get('/api/user').expect(401);
    expect(proxyWarnings()).toHaveLength(1);
    expect(proxyWarnings()[0]).toMatchObject({ level: 'warn' });
    expect(proxyWarnings()[0].msg).toMatch(
      /^TRUST_PROXY is set, but a request from \S+ came without X-Forwarded-For, so not through the proxy: /,
    );
  });
});
