import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredCookie } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const TOO_MANY = 'Too many attempts. Please wait a moment and try again.';

describe('the account routes that check a password spend the auth budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_AUTH: '3/60' });
  });
  afterAll(() => t.close());

  it.each([
    ['/api/account/password', { currentPassword: 'guess-number-1', newPassword: 'whatever-new-1' }],
    ['/api/account/delete', { password: 'guess-number-1' }],
  ])(
    '%s: guesses past the budget get 429 with Retry-After, and the site stays healthy',
    async (path, body) => {
      const { cookie } = await registeredCookie(t.http);
      const [health, ...flood] = await Promise.all([
        request(t.http).get('/api/health'),
        ...Array.from({ length: 12 }, () =>
          request(t.http).post(path).set('Cookie', cookie).send(body),
        ),
      ]);
      expect(health.status).toBe(200);
      expect(flood.filter((answer) => answer.status === 400)).toHaveLength(3);
      const refused = flood.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(9);
      expect(refused[0].body.message).toBe(TOO_MANY);
      expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
      await request(t.http).get('/api/user').set('Cookie', cookie).expect(200);
    },
  );
});
