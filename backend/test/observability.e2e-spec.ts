import { createServer } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/app-config.js';
import { startServer, type RunningServer } from '../src/server.js';
import { memberWithConversation } from './support/accounts.js';
import { redisAnswers, TEST_REDIS_URL } from './support/redis.js';
import { socketUrl, TestSocket } from './support/sockets.js';
import {
  createTestDatabase,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from './support/test-app.js';

const TOKEN = 'metrics-token-for-tests-0123456789';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('request ids, readiness and metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: TOKEN });
    await t.app.listen(0, '127.0.0.1');
  });
  afterAll(() => t.close());

  it('echoes a plain X-Request-Id and makes one when there is none or it is unusable', async () => {
    const given = await request(t.http)
      .get('/api/health')
      .set('X-Request-Id', 'lb-1234.abc')
      .expect(200);
    expect(given.headers['x-request-id']).toBe('lb-1234.abc');
    const made = await request(t.http).get('/api/health').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await request(t.http)
      .get('/api/health')
      .set('X-Request-Id', 'bad id\twith spaces')
      .expect(200);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers /api/ready with the database ok and Redis not configured', async () => {
    const ready = await request(t.http).get('/api/ready').expect(200);
    expect(ready.body).toEqual({
      status: 'ready',
      database: 'ok',
      redis: 'not configured',
      shuttingDown: false,
    });
  });

  it('serves /metrics only with the bearer token', async () => {
    await request(t.http).get('/metrics').expect(401);
    await request(t.http).get('/metrics').set('Authorization', 'Bearer wrong-token').expect(401);
    await request(t.http).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
  });

  it('counts requests by route, sockets, messages sent and delivered, and the database pool', async () => {
    const { cookie, user, conversation } = await memberWithConversation(t.http);
    const socket = await TestSocket.open(socketUrl(t.http), { cookie });
    await socket.auth({ userId: user.id });
    await request(t.http)
      .post('/api/messages')
      .set('Cookie', cookie)
      .send({ conversationId: conversation.id, content: 'counted' })
      .expect(201);
    await socket.next((event) => event.type === 'new_message');

    const scrape = await request(t.http)
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect(scrape.headers['content-type']).toContain('text/plain');
    const text = scrape.text;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/messages",status="201"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    expect(text).toMatch(/^ws_open_sockets 1$/m);
    expect(text).toMatch(/^chat_messages_sent_total 1$/m);
    expect(text).toMatch(/^chat_messages_delivered_total 1$/m);
    expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]\d*$/m);
    expect(text).toContain('chat_bus_publish_lag_seconds');
    socket.close();
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('does not exist on the main port', async () => {
    const t = await startTestApp();
    try {
      const answer = await request(t.http)
        .get('/metrics')
        .set('Authorization', `Bearer ${TOKEN}`)
        .expect(404);
      expect(answer.text).not.toContain('http_request_duration_seconds');
    } finally {
      await t.close();
    }
  });
});

describe('METRICS_PORT', () => {
  let database: TestDatabase;
  let server: RunningServer;
  let metricsPort: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    metricsPort = await freePort();
    server = await startServer(
      loadConfig({
        PORT: '0',
        DATABASE_URL: database.url,
        SESSION_SECRET: 'test',
        LOG_LEVEL: 'silent',
        METRICS_PORT: String(metricsPort),
      }),
    );
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('serves the metrics without a token on 127.0.0.1 only, and nothing else there', async () => {
    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toContain('process_cpu_seconds_total');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/health`)).status).toBe(404);
  });
});

const redisAvailable = await redisAnswers(TEST_REDIS_URL);
if (!redisAvailable)
  console.warn(
    `Readiness with a live Redis not tested: no Redis answers at ${TEST_REDIS_URL} (set TEST_REDIS_URL).`,
  );

describe('/api/ready with REDIS_URL', () => {
  it('answers 503 while Redis does not answer', async () => {
    const t = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const ready = await request(t.http).get('/api/ready').expect(503);
      expect(ready.body).toMatchObject({ status: 'not ready', database: 'ok', redis: 'failing' });
      await request(t.http).get('/api/health').expect(200);
    } finally {
      await t.close();
    }
  });

  it.runIf(redisAvailable)('answers 200 when Redis answers', async () => {
    const t = await startTestApp({ REDIS_URL: TEST_REDIS_URL });
    try {
      expect((await request(t.http).get('/api/ready').expect(200)).body).toMatchObject({
        status: 'ready',
        redis: 'ok',
      });
    } finally {
      await t.close();
    }
  });
});
