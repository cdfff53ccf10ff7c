import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_REFUSED } from '../src/common/csrf/same-origin.js';
import {
  memberWithConversation,
  PASSWORD,
  registeredCookie,
  uniqueName,
} from './support/accounts.js';
import { PNG } from './support/images.js';
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
    const { cookie, user, conversation } = await memberWithConversation(t.http);
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
      .send({ username, email: `${username}@example.com`, password: PASSWORD, acceptTerms: true })
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

/** Spellings of a path that a lenient router would treat as the path itself. */
const spellingsOf = (path: string) => {
  const [, prefix, rest] = /^\/(api)\/(.*)$/.exec(path)!;
  return [
    `/${prefix.toUpperCase()}/${rest}`,
    `/${prefix}/${rest}/`,
    `//${prefix}/${rest}`,
    `/${prefix}//${rest}`,
    `/${prefix}/./${rest}`,
    `/${prefix}/%${rest.charCodeAt(0).toString(16).toUpperCase()}${rest.slice(1)}`,
    `/${prefix}/${rest[0].toUpperCase()}${rest.slice(1)}`,
  ];
};

describe('cross-site requests whatever the spelling of the path', () => {
  let t: TestApp;
  let origin: string;
  /** Same host, another port: a same-site page, so SameSite=Lax cookies reach the app from it. */
  let sameSiteOrigin: string;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    const port = (t.http.address() as { port: number }).port;
    origin = `http://127.0.0.1:${port}`;
    sameSiteOrigin = `http://127.0.0.1:${port + 1}`;
  });
  afterAll(() => t.close());

  async function member() {
    const { cookie, conversation } = await memberWithConversation(t.http);
    return { cookie, conversationId: conversation.id as string };
  }

  async function storedMessages(cookie: string, conversationId: string) {
    return (
      await request(t.http)
        .get(`/api/conversations/${conversationId}/messages`)
        .set('Cookie', cookie)
        .expect(200)
    ).body;
  }

  it("refuses a member's message from a foreign or same-site other origin on every spelling of the path", async () => {
    const { cookie, conversationId } = await member();
    for (const path of ['/api/messages', ...spellingsOf('/api/messages')]) {
      for (const from of [FOREIGN, sameSiteOrigin]) {
        const refused = await request(t.http)
          .post(path)
          .set('Cookie', cookie)
          .set('Origin', from)
          .send({ conversationId, content: `forged via ${path}` });
        expect({ path, from, status: refused.status, body: refused.body }).toEqual({
          path,
          from,
          status: 403,
          body: { statusCode: 403, message: CROSS_SITE_REFUSED },
        });
      }
    }
    expect(await storedMessages(cookie, conversationId)).toEqual([]);
  });

  it('refuses every other state-changing method from a same-site other origin, whatever the path', async () => {
    const { cookie, conversationId } = await member();
    for (const [method, path] of [
      ['patch', `/API/admin/conversations/${conversationId}/status`],
      ['delete', `/api/admin/conversations/${conversationId}/`],
      ['put', '/api/admin/merchandise/x'],
      ['post', '/not-an-api-path'],
      ['post', '/API/conversations'],
    ] as const) {
      const client = request(t.http);
      const refused = await client[method](path)
        .set('Cookie', cookie)
        .set('Referer', `${sameSiteOrigin}/attack`)
        .send({});
      expect({ method, path, status: refused.status }).toEqual({ method, path, status: 403 });
    }
  });

  it("refuses an anonymous visitor's conversation created from a foreign page", async () => {
    for (const path of [
      '/api/chat-conversations',
      '/API/chat-conversations',
      '/api/chat-conversations/',
    ]) {
      const refused = await request(t.http)
        .post(path)
        .set('Origin', FOREIGN)
        .send({ username: 'Forged', subject: 'Support' });
      expect({ path, status: refused.status, body: refused.body }).toEqual({
        path,
        status: 403,
        body: { statusCode: 403, message: CROSS_SITE_REFUSED },
      });
    }
  });

  it('refuses registration, sign-in and sign-out from another origin on every spelling, and creates no account', async () => {
    const username = uniqueName();
    const { cookie } = await member();
    for (const from of [FOREIGN, sameSiteOrigin]) {
      for (const path of spellingsOf('/api/register')) {
        const refused = await request(t.http)
          .post(path)
          .set('Origin', from)
          .send({
            username,
            email: `${username}@example.com`,
            password: PASSWORD,
            acceptTerms: true,
          });
        expect({ path, from, status: refused.status }).toEqual({ path, from, status: 403 });
      }
      for (const path of spellingsOf('/api/login')) {
        const refused = await request(t.http)
          .post(path)
          .set('Origin', from)
          .send({ username, password: PASSWORD });
        expect({ path, from, status: refused.status }).toEqual({ path, from, status: 403 });
      }
      for (const path of spellingsOf('/api/logout')) {
        const refused = await request(t.http).post(path).set('Cookie', cookie).set('Origin', from);
        expect({ path, from, status: refused.status }).toEqual({ path, from, status: 403 });
      }
    }
    await request(t.http).post('/api/login').send({ username, password: PASSWORD }).expect(401);
    await request(t.http).get('/api/user').set('Cookie', cookie).expect(200);
  });

  it('routes only the exact spelling: other spellings from the site itself are 404s and store nothing', async () => {
    const { cookie, conversationId } = await member();
    for (const path of spellingsOf('/api/messages')) {
      const missed = await request(t.http)
        .post(path)
        .set('Cookie', cookie)
        .set('Origin', origin)
        .send({ conversationId, content: `via ${path}` });
      expect({ path, status: missed.status }).toEqual({ path, status: 404 });
    }
    expect(await storedMessages(cookie, conversationId)).toEqual([]);
    await request(t.http)
      .post('/api/messages')
      .set('Cookie', cookie)
      .set('Origin', origin)
      .send({ conversationId, content: 'exact' })
      .expect(201);
  });
});

const JSON_ONLY = 'Unsupported content type: send the request body as application/json';
const MULTIPART_ONLY = 'Unsupported content type: send the image as multipart/form-data';

describe('request body types (what a cross-site form can send is refused)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("answers 415 to a member's form-encoded, text or multipart message, and stores nothing", async () => {
    const { cookie, conversation } = await memberWithConversation(t.http);
    const fields = `conversationId=${conversation.id}&content=forged`;
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'text/plain; charset=utf-8',
      'application/xml',
    ]) {
      const refused = await request(t.http)
        .post('/api/messages')
        .set('Cookie', cookie)
        .set('Content-Type', type)
        .send(fields);
      expect({ type, status: refused.status, body: refused.body }).toEqual({
        type,
        status: 415,
        body: { statusCode: 415, message: JSON_ONLY },
      });
    }
    const multipart = await request(t.http)
      .post('/api/messages')
      .set('Cookie', cookie)
      .field('conversationId', conversation.id)
      .field('content', 'forged');
    expect(multipart.status).toBe(415);
    expect(multipart.body.message).toBe(JSON_ONLY);
    const messages = await request(t.http)
      .get(`/api/conversations/${conversation.id}/messages`)
      .set('Cookie', cookie)
      .expect(200);
    expect(messages.body).toEqual([]);
  });

  it("answers 415 to an anonymous visitor's form-encoded sign-in, registration or conversation", async () => {
    const username = uniqueName();
    for (const [path, fields] of [
      [
        '/api/register',
        `username=${username}&email=${username}%40example.com&password=${PASSWORD}`,
      ],
      ['/api/login', `username=${username}&password=${PASSWORD}`],
      ['/api/chat-conversations', 'username=Forged&subject=Support'],
    ]) {
      const refused = await request(t.http).post(path).type('form').send(fields);
      expect({ path, status: refused.status, body: refused.body }).toEqual({
        path,
        status: 415,
        body: { statusCode: 415, message: JSON_ONLY },
      });
    }
    await request(t.http).post('/api/login').send({ username, password: PASSWORD }).expect(401);
  });

  it('takes images only as multipart on the three upload routes', async () => {
    const { cookie } = await registeredCookie(t.http);
    const refused = await request(t.http)
      .post('/api/chat/upload-image')
      .set('Cookie', cookie)
      .set('Content-Type', 'text/plain')
      .send(PNG.toString('latin1'));
    expect(refused.status).toBe(415);
    expect(refused.body.message).toBe(MULTIPART_ONLY);
    const json = await request(t.http).post('/api/chat-upload-image').send({ image: 'x' });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe(MULTIPART_ONLY);
    const form = await request(t.http)
      .post('/api/anonymous-chat/upload-image')
      .type('form')
      .send('image=x');
    expect(form.status).toBe(415);
    expect(form.body.message).toBe(MULTIPART_ONLY);
    const uploaded = await request(t.http)
      .post('/api/chat/upload-image')
      .set('Cookie', cookie)
      .attach('image', PNG, 'shot.png')
      .expect(201);
    expect(uploaded.body.imageUrl).toMatch(/^\/api\/uploads\//);
  });

  it("still takes JSON, bodyless calls, and the Stripe webhook's body as it comes", async () => {
    const { cookie } = await registeredCookie(t.http);
    const { body: conversation } = await request(t.http)
      .post('/api/conversations')
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json; charset=utf-8')
      .send('{}')
      .expect(201);
    await request(t.http)
      .post(`/api/conversations/${conversation.id}/mark-read`)
      .set('Cookie', cookie)
      .expect(200);
    await request(t.http)
      .post(`/api/conversations/${conversation.id}/mark-read`)
      .set('Cookie', cookie)
      .set('Content-Length', '0')
      .expect(200);
    await request(t.http).post('/api/logout').set('Cookie', cookie).expect(204);
    // Without STRIPE_WEBHOOK_SECRET the webhook answers 503 once reached, whatever the body.
    const notConfigured = {
      statusCode: 503,
      message: 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET is not set)',
    };
    const webhook = await request(t.http)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .send('{"id":"evt_1"}');
    expect(webhook.body).toEqual(notConfigured);
    const webhookForm = await request(t.http)
      .post('/api/stripe/webhook')
      .type('form')
      .send('id=evt_1');
    expect(webhookForm.body).toEqual(notConfigured);
  });
});
