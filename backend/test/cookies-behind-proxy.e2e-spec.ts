import { COOKIE } from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, sessionCookieOf, uniqueName } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** What a TLS-terminating proxy in front of the app adds to each request it forwards. */
const THROUGH_TLS_PROXY = { 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Proto': 'https' };
const THROUGH_PLAIN_PROXY = { 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Proto': 'http' };

const cookieNamed = (setCookie: string[] | string | undefined, name: string) =>
  ([] as string[]).concat(setCookie ?? []).find((cookie) => cookie.startsWith(`${name}=`));

/**
 * COOKIE_SECURE=auto (the default) marks the session and visitor cookies `Secure` exactly when the
 * browser reached the site over HTTPS: behind a proxy that ends TLS, the app learns it from
 * X-Forwarded-Proto, which it believes only with TRUST_PROXY.
 */
describe('cookies behind a TLS-terminating proxy (TRUST_PROXY=1, COOKIE_SECURE=auto)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  const register = (headers: Record<string, string>) => {
    const username = uniqueName();
    return request(t.http)
      .post('/api/register')
      .set(headers)
      .send({ username, email: `${username}@example.com`, password: PASSWORD, acceptTerms: true })
      .expect(201);
  };
  const openVisitorChat = (headers: Record<string, string>) =>
    request(t.http)
      .post('/api/anonymous-chat/conversation')
      .set(headers)
      .send({ deviceId: `device-${uniqueName()}`, displayName: 'Guest-Q1W2E' })
      .expect(200);

  it('sets session_id Secure, HttpOnly and SameSite=Lax when the proxy says the browser used HTTPS', async () => {
    const cookie = sessionCookieOf((await register(THROUGH_TLS_PROXY)).headers['set-cookie']);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
  });

  it('leaves Secure off when the browser came over plain HTTP, so the cookie still works there', async () => {
    const cookie = sessionCookieOf((await register(THROUGH_PLAIN_PROXY)).headers['set-cookie']);
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('sets the visitor chat cookie Secure the same way', async () => {
    const secure = cookieNamed(
      (await openVisitorChat(THROUGH_TLS_PROXY)).headers['set-cookie'],
      COOKIE.chatState,
    );
    expect(secure).toMatch(/; Secure/);
    const plain = cookieNamed(
      (await openVisitorChat(THROUGH_PLAIN_PROXY)).headers['set-cookie'],
      COOKIE.chatState,
    );
    expect(plain).toBeDefined();
    expect(plain).not.toMatch(/; Secure/);
  });
});

describe('X-Forwarded-Proto without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is not believed: a client cannot make its cookie Secure-only by claiming HTTPS', async () => {
    const username = uniqueName();
    const response = await request(t.http)
      .post('/api/register')
      .set(THROUGH_TLS_PROXY)
      .send({ username, email: `${username}@example.com`, password: PASSWORD, acceptTerms: true })
      .expect(201);
    expect(sessionCookieOf(response.headers['set-cookie'])).not.toMatch(/; Secure/);
  });
});
