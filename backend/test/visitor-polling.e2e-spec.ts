import { COOKIE, ERROR_TEXT } from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs, signedInAgent } from './support/accounts.js';
import { startChatTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation } from './support/visitors.js';

const ADMIN = { username: 'polling_desk', password: 'polling-desk-password' };

/** The device widget's poll: GET /api/anonymous-chat/conversations/:id/messages. */
describe('device widget polling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startChatTestApp(ADMIN);
  });
  afterAll(() => t.close());

  const pathOf = (conversationId: string) =>
    `/api/anonymous-chat/conversations/${conversationId}/messages`;

  async function visitorWithMessages(...contents: string[]) {
    const visitor = await deviceConversation(t.http, `device-${Date.now()}-${Math.random()}`);
    const ids: number[] = [];
    for (const content of contents) {
      const sent = await request(t.http)
        .post('/api/anonymous-chat/messages')
        .set('Cookie', visitor.cookie)
        .send({ conversationId: visitor.conversation.id, deviceId: visitor.deviceId, content })
        .expect(201);
      ids.push(sent.body.id);
    }
    return { ...visitor, ids };
  }

  it('answers only the messages after ?after=, with an ETag, and 304 while nothing changes', async () => {
    const visitor = await visitorWithMessages('first question', 'second question');
    const path = `${pathOf(visitor.conversation.id)}?limit=500&after=${visitor.ids[0]}`;
    const newer = await request(t.http).get(path).set('Cookie', visitor.cookie).expect(200);
    expect(newer.body.map((message: { content: string }) => message.content)).toEqual([
      'second question',
    ]);
    expect(newer.headers['cache-control']).toBe('private, no-cache');
    expect(newer.headers['set-cookie']).toBeUndefined();
    const etag = newer.headers.etag;
    expect(etag).toMatch(/^W\/"/);

    const unchanged = await request(t.http)
      .get(path)
      .set('Cookie', visitor.cookie)
      .set('If-None-Match', etag)
      .expect(304);
    expect(unchanged.text).toBe('');

    await request(t.http)
      .post('/api/anonymous-chat/messages')
      .set('Cookie', visitor.cookie)
      .send({
        conversationId: visitor.conversation.id,
        deviceId: visitor.deviceId,
        content: 'third question',
      })
      .expect(201);
    const changed = await request(t.http)
      .get(path)
      .set('Cookie', visitor.cookie)
      .set('If-None-Match', etag)
      .expect(200);
    expect(changed.body.map((message: { content: string }) => message.content)).toEqual([
      'second question',
      'third question',
    ]);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers with the headers of every other answer: security headers and the request id', async () => {
    const visitor = await visitorWithMessages('headers');
    const poll = await request(t.http)
      .get(`${pathOf(visitor.conversation.id)}?after=0`)
      .set('Cookie', visitor.cookie)
      .set('X-Request-Id', 'poll-trace-1')
      .expect(200);
    const other = await request(t.http).get('/api/site-config').expect(200);
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ]) {
      expect(poll.headers[name], name).toBe(other.headers[name]);
    }
    expect(poll.headers['x-request-id']).toBe('poll-trace-1');
    expect(poll.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(poll.headers['x-powered-by']).toBeUndefined();
  });

  it('answers the same messages, in the same shape, as the whole list does', async () => {
    const visitor = await visitorWithMessages('shape check');
    const all = await request(t.http)
      .get(pathOf(visitor.conversation.id))
      .set('Cookie', visitor.cookie)
      .expect(200);
    expect(all.body).toEqual([
      {
        id: visitor.ids[0],
        conversationId: visitor.conversation.id,
        deviceId: visitor.deviceId,
        senderId: visitor.deviceId,
        content: 'shape check',
        messageType: 'text',
        imageUrl: null,
        isFromAdmin: false,
        adminSenderId: null,
        readAt: null,
        createdAt: expect.any(String),
      },
    ]);
    const after = await request(t.http)
      .get(`${pathOf(visitor.conversation.id)}?after=${visitor.ids[0]}&t=123`)
      .set('Cookie', visitor.cookie)
      .expect(200);
    expect(after.body).toEqual([]);
  });

  it('answers a bad or stale If-None-Match with the full answer', async () => {
    const visitor = await visitorWithMessages('etag check');
    for (const etag of ['garbage', 'W/"0-0"', '*x', '']) {
      const response = await request(t.http)
        .get(pathOf(visitor.conversation.id))
        .set('Cookie', visitor.cookie)
        .set('If-None-Match', etag)
        .expect(200);
      expect(response.body.map((message: { content: string }) => message.content)).toEqual([
        'etag check',
      ]);
    }
  });

  it('answers 404 to another visitor, to an anonymous caller and for an unknown conversation, 304 to none of them', async () => {
    const owner = await visitorWithMessages('private words');
    const other = await visitorWithMessages('other words');
    const owned = await request(t.http)
      .get(pathOf(owner.conversation.id))
      .set('Cookie', owner.cookie)
      .expect(200);

    for (const cookie of [other.cookie, `${COOKIE.chatState}=forged.token`, undefined]) {
      const call = request(t.http)
        .get(pathOf(owner.conversation.id))
        .set('If-None-Match', owned.headers.etag);
      const refused = await (cookie ? call.set('Cookie', cookie) : call).expect(404);
      expect(refused.body.message).toBe(ERROR_TEXT.conversationNotFound);
    }
    const unknown = await request(t.http)
      .get(pathOf('6f1c2b1e-8f4a-4d3b-9c2a-1b2c3d4e5f60'))
      .set('Cookie', owner.cookie)
      .expect(404);
    expect(unknown.body.message).toBe(ERROR_TEXT.conversationNotFound);
  });

  it('refuses a bad ?after= or ?limit= and a bad id with the usual messages', async () => {
    const visitor = await visitorWithMessages('bounds');
    const refused = async (query: string) => {
      const response = await request(t.http)
        .get(`${pathOf(visitor.conversation.id)}${query}`)
        .set('Cookie', visitor.cookie)
        .expect(400);
      return response.body.message;
    };
    expect(await refused('?after=abc')).toBe('after must be a message id');
    expect(await refused('?after=-1')).toBe('after must be a message id');
    expect(await refused('?after=1.5')).toBe('after must be a message id');
    expect(await refused('?after=99999999999999999999')).toBe(
      'after must be at most 9007199254740991',
    );
    expect(await refused('?limit=501')).toBe('limit must be at most 500');
    expect(await refused('?limit=0')).toBe('limit must be at least 1');
    expect(await refused('?after=1&after=2')).toBe('after must be a message id');
    const badId = await request(t.http)
      .get(pathOf('not-a-uuid'))
      .set('Cookie', visitor.cookie)
      .expect(400);
    expect(badId.body.message).toBe('Validation failed (uuid is expected)');
  });

  it('still answers an admin (any visitor conversation) and 404 to a member', async () => {
    const visitor = await visitorWithMessages('for the desk');
    const { agent: admin } = await agentSignedInAs(t.http, ADMIN.username, ADMIN.password);
    const seen = await admin.get(pathOf(visitor.conversation.id)).expect(200);
    expect(seen.body.map((message: { content: string }) => message.content)).toEqual([
      'for the desk',
    ]);
    const { agent: member } = await signedInAgent(t.http);
    const refused = await member.get(pathOf(visitor.conversation.id)).expect(404);
    expect(refused.body.message).toBe(ERROR_TEXT.conversationNotFound);
  });
});
