import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_REFUSED } from '../src/common/csrf/same-origin.js';
import { PASSWORD, registeredCookie, uniqueName } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const FOREIGN = 'https://evil.example';

describe('cross-site requests (Origin / Referer check)', () => {
  let t: TestApp;
  let host: string;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    host = `127.0.0.1:${(t.http.address() as { port: number }).port}`;
  });
  afterAll(() => t.close());

  async function member() {
    const { cookie, user } = await registeredCookie(t.http);
    const { body: conversation } = await request(t.http)
      .post('/api/conversations')
      .set('Cookie', cookie)
      .send({})
      .expect(201);
    return { cookie, user, conversationId: conversation.id as string };
  }

  it('refuses a cookie-carrying mutation from a foreign Origin with 403 and stores nothing', async () => {
    const { cookie, conversationId } = await member();
    const refused = await request(t.http)
      .post('/api/messages')
      .set('Cookie', cookie)
      .set('Origin', FOREIGN)
      .send({ conversationId, content: 'forged' })
      .expect(403);
    expect(refused.body).toEqual({ statusCode: 403, message: CROSS_SITE_REFUSED });
    const stored = await request(t.http)
      .get(`/api/conversations/${conversationId}/messages`)
      .set('Cookie', cookie)
      .expect(200);
    expect(stored.body).toEqual([]);
  });

  it('refuses a foreign Referer when there is no Origin, and the literal "null" origin', async () => {
    const { cookie, conversationId } = await member();
    await request(t.http)
      .post('/api/messages')
      .set('Cookie', cookie)
      .set('Referer', `${FOREIGN}/page`)
      .send({ conversationId, content: 'x' })
      .expect(403);
    await request(t.http)
      .post('/api/messages')
      .set('Cookie', cookie)
      .set('Origin', 'null')
      .send({ conversationId, content: 'x' })
      .expect(403);
    await request(t.http)
      .post('/api/logout')
      .set('Cookie', cookie)
      .set('Origin', FOREIGN)
      .expect(403);
  });

  it('refuses sign-in and registration posted by a foreign page even without cookies', async () => {
    const username = uniqueName();
    await request(t.http)
      .post('/api/register')
      .set('Origin', FOREIGN)
      .send({ username, email: `${username}@example.com`, password: PASSWORD })
      .expect(403);
    await request(t.http)
      .post('/api/login')
      .set('Origin', FOREIGN)
      .send({ username, password: PASSWORD })
      .expect(403);
  });

  it('allows the same origin, a same-site Referer, and clients that send neither', async () => {
    const { cookie, conversationId } = await member();
    await request(t.http)
      .post('/api/messages')
      .set('Cookie', cookie)
      .set('Origin', `http://${host}`)
      .send({ conversationId, content: 'one' })
      .expect(201);
    await request(t.http)
      .post('/api/messages')
      .set('Cookie', cookie)
      .set('Referer', `http://${host}/support`)
      .send({ conversationId, content: 'two' })
      .expect(201);
    await request(t.http)
      .post('/api/messages')
      .set('Cookie', cookie)
      .send({ conversationId, content: 'three' })
      .expect(201);
  });

  it('leaves reads and cookie-less API calls from other origins alone', async () => {
    await request(t.http).get('/api/merchandise').set('Origin', FOREIGN).expect(200);
    const { cookie } = await member();
    await request(t.http)
      .get('/api/conversations')
      .set('Cookie', cookie)
      .set('Origin', FOREIGN)
      .expect(200);
    await request(t.http)
      .post('/api/stripe/webhook')
      .set('Origin', FOREIGN)
      .send('{}')
      .expect((response) => expect(response.status).not.toBe(403));
  });
});
