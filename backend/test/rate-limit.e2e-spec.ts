import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, uniqueName } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('rate limits on login and register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_AUTH: '3/60' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once a client has used its login attempts', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      await request(t.http)
        .post('/api/login')
        .send({ username: 'nobody', password: 'wrong-password' })
        .expect(401);
    }
    const refused = await request(t.http)
      .post('/api/login')
      .send({ username: 'nobody', password: 'wrong-password' })
      .expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      message: 'Too many attempts. Please wait a moment and try again.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts registrations separately from logins, and limits them too', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const username = uniqueName();
      await request(t.http)
        .post('/api/register')
        .send({ username, email: `${username}@example.com`, password: PASSWORD, acceptTerms: true })
        .expect(201);
    }
    const username = uniqueName();
    const refused = await request(t.http)
      .post('/api/register')
      .send({ username, email: `${username}@example.com`, password: PASSWORD, acceptTerms: true })
      .expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });
});
