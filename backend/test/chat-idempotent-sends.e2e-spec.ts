import { randomUUID } from 'node:crypto';
import { CLIENT_MESSAGE_ID_INVALID } from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs, memberWithConversation } from './support/accounts.js';
import { isNewMessage, socketUrl, TestSocket } from './support/sockets.js';
import { startChatTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation, guestConversation } from './support/visitors.js';

const ADMIN = { username: 'once_admin', password: 'once-admin-password' };

/** A send tried again with its clientMessageId is answered with the message already stored. */
describe('sends with a clientMessageId', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startChatTestApp(ADMIN);
  });
  afterAll(() => t.close());

  async function countOf(path: string, cookie: string): Promise<number> {
    const { body } = await request(t.http).get(path).set('Cookie', cookie).expect(200);
    return (body as unknown[]).length;
  }

  it("stores a member's message once and answers the repeat with the same message", async () => {
    const member = await memberWithConversation(t.http);
    const clientMessageId = randomUUID();
    const send = () =>
      request(t.http)
        .post('/api/messages')
        .set('Cookie', member.cookie)
        .send({ conversationId: member.conversation.id, content: 'Once', clientMessageId })
        .expect(201);
    const first = await send();
    const again = await send();
    expect(first.body).toMatchObject({ content: 'Once', clientMessageId });
    expect(again.body).toEqual(first.body);
    expect(
      await countOf(`/api/conversations/${member.conversation.id}/messages`, member.cookie),
    ).toBe(1);

    // Another member with the same id has a message of their own; the first one's stays theirs.
    const other = await memberWithConversation(t.http);
    const theirs = await request(t.http)
      .post('/api/messages')
      .set('Cookie', other.cookie)
      .send({ conversationId: other.conversation.id, content: 'Mine', clientMessageId })
      .expect(201);
    expect(theirs.body.id).not.toBe(first.body.id);
    expect(theirs.body.content).toBe('Mine');
    // Nor can they reach the first member's conversation with it.
    await request(t.http)
      .post('/api/messages')
      .set('Cookie', other.cookie)
      .send({ conversationId: member.conversation.id, content: 'x', clientMessageId })
      .expect(404);

    // Support's reply with the same id is support's own message.
    const { agent } = await agentSignedInAs(t.http, ADMIN.username, ADMIN.password);
    const reply = () =>
      agent
        .post('/api/messages')
        .send({ conversationId: member.conversation.id, content: 'Reply', clientMessageId })
        .expect(201);
    const replied = await reply();
    expect(replied.body).toMatchObject({ isFromAdmin: true, content: 'Reply' });
    expect((await reply()).body.id).toBe(replied.body.id);
    expect(
      await countOf(`/api/conversations/${member.conversation.id}/messages`, member.cookie),
    ).toBe(2);
  });

  it('refuses a clientMessageId that is not a UUID, and an anonymous caller', async () => {
    const member = await memberWithConversation(t.http);
    const refused = await request(t.http)
      .post('/api/messages')
      .set('Cookie', member.cookie)
      .send({ conversationId: member.conversation.id, content: 'x', clientMessageId: 'c-1' })
      .expect(400);
    expect(JSON.stringify(refused.body)).toContain(CLIENT_MESSAGE_ID_INVALID);
    await request(t.http)
      .post('/api/messages')
      .send({ conversationId: member.conversation.id, content: 'x', clientMessageId: randomUUID() })
      .expect(401);
  });

  it("stores a device visitor's message once; another browser's repeat reaches nothing", async () => {
    const visitor = await deviceConversation(t.http);
    const clientMessageId = randomUUID();
    const body = {
      conversationId: visitor.conversation.id,
      deviceId: visitor.deviceId,
      content: 'Device once',
      clientMessageId,
    };
    const send = (cookie?: string) => {
      const call = request(t.http).post('/api/anonymous-chat/messages');
      return (cookie ? call.set('Cookie', cookie) : call).send(body);
    };
    const first = await send(visitor.cookie).expect(201);
    expect((await send(visitor.cookie).expect(201)).body).toEqual(first.body);
    await send().expect(404);
    const stranger = await deviceConversation(t.http, visitor.deviceId);
    await send(stranger.cookie).expect(404);
    await request(t.http)
      .post('/api/anonymous-chat/messages')
      .set('Cookie', visitor.cookie)
      .send({ ...body, clientMessageId: 'not-a-uuid' })
      .expect(400);
    expect(
      await countOf(
        `/api/anonymous-chat/conversations/${visitor.conversation.id}/messages`,
        visitor.cookie,
      ),
    ).toBe(1);
  });

  it("stores a guest's message once, and support's reply to a visitor once", async () => {
    const guest = await guestConversation(t.http, `Once ${Date.now()}`);
    const clientMessageId = randomUUID();
    const send = () =>
      request(t.http)
        .post(`/api/chat-conversations/${guest.conversation.id}/messages`)
        .set('Cookie', guest.cookie)
        .send({ content: 'Guest once', clientMessageId })
        .expect(201);
    const first = await send();
    expect((await send()).body.id).toBe(first.body.id);

    const { agent } = await agentSignedInAs(t.http, ADMIN.username, ADMIN.password);
    const reply = () =>
      agent
        .post('/api/admin/anonymous-chat/messages')
        .send({ conversationId: guest.conversation.id, content: 'Answer', clientMessageId })
        .expect(201);
    const replied = await reply();
    expect((await reply()).body.id).toBe(replied.body.id);
    await agent
      .post('/api/admin/anonymous-chat/messages')
      .send({ conversationId: guest.conversation.id, content: 'x', clientMessageId: 42 })
      .expect(400);
    const { body } = await agent
      .get(`/api/admin/anonymous-conversations/${guest.conversation.id}/messages`)
      .expect(200);
    expect((body as { content: string }[]).map((message) => message.content)).toEqual([
      'Guest once',
      'Answer',
    ]);
  });

  it('acknowledges a repeated socket send to its socket alone, with the stored message', async () => {
    const member = await memberWithConversation(t.http);
    const socket = await TestSocket.open(socketUrl(t.http), { cookie: member.cookie });
    await socket.auth({ userId: member.user.id });
    const clientMessageId = randomUUID();
    const frame = {
      type: 'send_message',
      conversationId: member.conversation.id,
      content: 'Socket once',
      clientMessageId,
    };
    socket.send(frame);
    const first = await socket.answerTo(clientMessageId);
    expect(first.type).toBe('new_message');
    socket.send(frame);
    const again = await socket.next(
      (event) => event.type === 'new_message' && socket.ofType('new_message').length === 2,
    );
    expect(again).toEqual(first);
    socket.send({ ...frame, clientMessageId: 'c-1' });
    expect(await socket.answerTo('c-1')).toEqual({
      type: 'error',
      reason: CLIENT_MESSAGE_ID_INVALID,
      clientMessageId: 'c-1',
    });
    socket.close();
    expect(
      await countOf(`/api/conversations/${member.conversation.id}/messages`, member.cookie),
    ).toBe(1);
    expect(isNewMessage((message) => message.content === 'Socket once')(first)).toBe(true);
  });
});
