import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredCookie } from './support/accounts.js';
import { clientId, socketUrl, TestSocket } from './support/sockets.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation } from './support/visitors.js';

const TOO_DEEP = 'Input must not nest objects or arrays more than 32 levels deep';

/** A JSON text of `depth` arrays nested in one another. */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('deeply nested input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
  });
  afterAll(() => t.close());

  it('answers 400, not 500, on web calls, refuses prototype keys, and stores nothing', async () => {
    const { cookie } = await registeredCookie(t.http);
    const { body: conversation } = await request(t.http)
      .post('/api/conversations')
      .set('Cookie', cookie)
      .send({})
      .expect(201);
    const deep = `{"conversationId":"${conversation.id}","content":${nestedArrays(3000)}}`;
    const sent = await request(t.http)
      .post('/api/messages')
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send(deep)
      .expect(400);
    expect(sent.body.message).toBe(TOO_DEEP);
    const login = await request(t.http)
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send(`{"username":${nestedArrays(3000)}}`)
      .expect(400);
    expect(login.body.message).toBe(TOO_DEEP);
    const device = await deviceConversation(t.http);
    const rename = await request(t.http)
      .patch(`/api/anonymous-chat/conversations/${device.conversation.id}/name`)
      .set('Cookie', device.cookie)
      .set('Content-Type', 'application/json')
      .send(`{"displayName":"ok","extra":${nestedArrays(40)}}`)
      .expect(400);
    expect(rename.body.message).toBe(TOO_DEEP);
    for (const key of ['__proto__', 'constructor']) {
      const polluting = `{"conversationId":"${conversation.id}","content":"x","${key}":{"role":"admin"}}`;
      const refused = await request(t.http)
        .post('/api/messages')
        .set('Cookie', cookie)
        .set('Content-Type', 'application/json')
        .send(polluting)
        .expect(400);
      expect(refused.body.message).toBe(`property ${key} should not exist`);
    }
    const messages = await request(t.http)
      .get(`/api/conversations/${conversation.id}/messages`)
      .set('Cookie', cookie)
      .expect(200);
    expect(messages.body).toEqual([]);
  });

  it("answers a socket send with an error, and the socket's next send is still stored", async () => {
    const { cookie, user } = await registeredCookie(t.http);
    const { body: conversation } = await request(t.http)
      .post('/api/conversations')
      .set('Cookie', cookie)
      .send({})
      .expect(201);
    const socket = await TestSocket.open(socketUrl(t.http), { cookie });
    await socket.auth({ userId: user.id });

    socket.socket.send(
      `{"type":"send_message","conversationId":"${conversation.id}","clientMessageId":"${clientId('deep')}","content":${nestedArrays(2500)}}`,
    );
    expect(await socket.answerTo(clientId('deep'))).toEqual({
      type: 'error',
      reason: TOO_DEEP,
      clientMessageId: clientId('deep'),
    });
    socket.send({
      type: 'send_message',
      conversationId: conversation.id,
      content: 'after the deep one',
      clientMessageId: clientId('next'),
    });
    const stored = await socket.answerTo(clientId('next'));
    socket.close();
    expect(stored).toMatchObject({
      type: 'new_message',
      message: { content: 'after the deep one' },
    });
  });
});
