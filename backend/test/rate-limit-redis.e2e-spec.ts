import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimiter } from '../src/common/rate-limit/redis-rate-limiter.js';
import {
  redisAnswers,
  startTwoInstances,
  TEST_REDIS_URL,
  type TwoInstances,
} from './support/redis.js';
import { type TestApp } from './support/test-app.js';

const redisAvailable = await redisAnswers(TEST_REDIS_URL);
if (!redisAvailable)
  console.warn(
    `Redis rate-limit tests not run: no Redis answers at ${TEST_REDIS_URL} (set TEST_REDIS_URL).`,
  );

const limits = {
  auth: { limit: 2, ttlMs: 10_000 },
  send: { limit: 1, ttlMs: 1_000 },
  upload: { limit: 1, ttlMs: 1_000 },
  newChatPerAddress: { limit: 1, ttlMs: 1_000 },
  newChatPerVisitor: { limit: 1, ttlMs: 1_000 },
  rename: { limit: 1, ttlMs: 1_000 },
  uploadBytes: { limit: 100, ttlMs: 10_000 },
  paymentStatus: { limit: 1, ttlMs: 10_000 },
  passwordReset: { limit: 1, ttlMs: 10_000 },
  passwordResetPerAccount: { limit: 1, ttlMs: 10_000 },
  verificationMail: { limit: 1, ttlMs: 10_000 },
  totpFailures: { limit: 1, ttlMs: 10_000 },
};
const unique = () => randomBytes(8).toString('hex');

async function connected(limiter: RedisRateLimiter): Promise<void> {
  const redis = (limiter as unknown as { redis: { status: string } }).redis;
  while (redis.status !== 'ready') await new Promise((resolve) => setTimeout(resolve, 20));
}

describe.runIf(redisAvailable)('RedisRateLimiter on a real Redis', () => {
  const limiter = new RedisRateLimiter({ rateLimits: limits }, TEST_REDIS_URL);
  const other = new RedisRateLimiter({ rateLimits: limits }, TEST_REDIS_URL);
  // Until connected they count in memory: wait for both before counting.
  beforeAll(() => Promise.all([connected(limiter), connected(other)]));
  afterAll(async () => {
    await limiter.onApplicationShutdown();
    await other.onApplicationShutdown();
  });

  it('answers like the in-memory limiter: the limit, then a refusal with the seconds left', async () => {
    const client = unique();
    expect(await limiter.consume('auth', client)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await limiter.consume('auth', client)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const refused = await limiter.consume('auth', client);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(9);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(10);
  });

  it('shares one count between limiters (instances) and opens a new window after the old one', async () => {
    const client = unique();
    expect((await limiter.consume('send', client)).allowed).toBe(true);
    expect(await other.consume('send', client)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect((await other.consume('send', client)).allowed).toBe(true);
  });

  it('counts an attempt by its cost when it has one', async () => {
    const client = unique();
    expect((await limiter.consume('uploadBytes', client, 60)).allowed).toBe(true);
    expect((await other.consume('uploadBytes', client, 40)).allowed).toBe(true);
    expect((await limiter.consume('uploadBytes', client, 1)).allowed).toBe(false);
  });

  it('counts buckets separately', async () => {
    const client = unique();
    expect((await limiter.consume('send', client)).allowed).toBe(true);
    expect((await limiter.consume('upload', client)).allowed).toBe(true);
  });
});

describe('RedisRateLimiter without Redis', () => {
  it('counts in this process while Redis does not answer', async () => {
    const limiter = new RedisRateLimiter({ rateLimits: limits }, 'redis://127.0.0.1:1');
    const client = unique();
    expect((await limiter.consume('send', client)).allowed).toBe(true);
    expect((await limiter.consume('send', client)).allowed).toBe(false);
    await limiter.onApplicationShutdown();
  });
});

describe.runIf(redisAvailable)('login limit across two instances sharing Redis', () => {
  let instances: TwoInstances;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMIT_AUTH: '3/60', TRUST_PROXY: '1' };
    instances = await startTwoInstances(env);
    ({ a, b } = instances);
  });
  afterAll(() => instances.close());

  it('refuses the fourth attempt of one client even when the attempts go to different instances', async () => {
    // A client address of this run only: other runs share this Redis.
    const client = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`;
    const attempt = (t: TestApp) =>
      request(t.http)
        .post('/api/login')
        .set('X-Forwarded-For', client)
        .send({ username: 'nobody', password: 'wrong-password' });
    await attempt(a).expect(401);
    await attempt(b).expect(401);
    await attempt(a).expect(401);
    const refused = await attempt(b).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
