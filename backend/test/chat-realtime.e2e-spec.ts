import type { MemberConversationView } from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs, registeredCookie } from './support/accounts.js';
import { clientId, isEventOf, isNewMessage, socketUrl, TestSocket } from './support/sockets.js';
import { startChatTestApp, startTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation, guestConversation } from './support/visitors.js';

const ADMIN = { username: 'live_admin', password: 'live-admin-password' };

async function adminCookie(t: TestApp): Promise<{ cookie: string; id: string }> {
  const login = await request(t.http).post('/api/login').send(ADMIN).expect(200);
  const cookie = ([] as string[])
    .concat(login.headers['set-cookie'])
    .find((value) => value.startsWith('session_id='))!
    .split(';')[0];
  return { cookie, id: login.body.id };
}

describe('/ws chat protocol', () => {
  let t: TestApp;
  let url: string;
  let admin: TestSocket;
  let adminId: string;

  beforeAll(async () => {
    t = await startChatTestApp(ADMIN, {
      WS_HEARTBEAT_MS: '300',
    });
    url = socketUrl(t.http);
    const credentials = await adminCookie(t);
    adminId = credentials.id;
    admin = await TestSocket.open(url, { cookie: credentials.cookie });
    expect(await admin.auth({ userId: adminId })).toEqual({
      type: 'auth_success',
      userId: adminId,
      role: 'admin',
    });
  });
  afterAll(async () => {
    admin.close();
    await t.close();
  });

  async function memberSocket() {
    const { cookie, user } = await registeredCookie(t.http);
    const socket = await TestSocket.open(url, { cookie });
    expect((await socket.auth({ userId: user.id })).type).toBe('auth_success');
    const { body: conversation } = await request(t.http)
      .post('/api/conversations')
      .set('Cookie', cookie)
      .send({})
      .expect(201);
    return { socket, cookie, user, conversation: conversation as MemberConversationView };
  }

  it("stores a member's message, acknowledges it to the sender, and delivers it once to the admin", async () => {
    const member = await memberSocket();
    member.socket.send({
      type: 'send_message',
      conversationId: member.conversation.id,
      content: 'Hi from the socket',
      messageType: 'text',
      isFromAdmin: true,
      clientMessageId: clientId('c-1'),
    });

    const ack = await member.socket.next(
      isNewMessage((message) => message.content === 'Hi from the socket'),
    );
    expect(ack).toMatchObject({
      clientMessageId: clientId('c-1'),
      conversationKind: 'user',
      message: { isFromAdmin: false, senderId: member.user.id },
    });
    expect(ack.message).not.toHaveProperty('sender');

    const delivered = await admin.next(
      isNewMessage((message) => message.content === 'Hi from the socket'),
    );
    expect(delivered).not.toHaveProperty('clientMessageId');
    expect(delivered.message).toMatchObject({
      id: (ack.message as { id: number }).id,
      sender: { id: member.user.id },
    });
    expect(delivered.conversation).toMatchObject({ id: member.conversation.id, status: 'open' });
    const stored = await request(t.http)
      .get(`/api/conversations/${member.conversation.id}/messages`)
      .set('Cookie', member.cookie)
      .expect(200);
    expect(stored.body).toEqual([ack.message]);

    await request(t.http)
      .post(`/api/admin/conversations/${member.conversation.id}/mark-read`)
      .set('Cookie', (await adminCookie(t)).cookie)
      .expect(200);
    const update = await admin.next(
      isEventOf(
        'conversation_updated',
        (event) => event.conversation.id === member.conversation.id,
      ),
    );
    expect(update.conversation).toMatchObject({
      unreadCount: 0,
      status: 'open',
      lastMessage: { content: 'Hi from the socket' },
    });

    expect(
      admin.events.filter(isNewMessage((message) => message.content === 'Hi from the socket')),
    ).toHaveLength(1);
    member.socket.close();
  });

  it("sends an admin reply only to the conversation's owner, and never to another member", async () => {
    const owner = await memberSocket();
    const bystander = await memberSocket();
    admin.send({
      type: 'send_message',
      conversationId: owner.conversation.id,
      content: 'Support here',
      messageType: 'text',
      isFromAdmin: true,
    });
    const received = await owner.socket.next(
      isNewMessage((message) => message.content === 'Support here'),
    );
    expect(received.message).toMatchObject({ isFromAdmin: true, senderId: adminId });
    expect(received).not.toHaveProperty('conversation');
    const seenByAdmin = await admin.next(
      isNewMessage((message) => message.content === 'Support here'),
    );
    expect(seenByAdmin.conversation).toMatchObject({
      id: owner.conversation.id,
      status: 'waiting',
    });

    owner.socket.send({
      type: 'send_message',
      conversationId: owner.conversation.id,
      content: 'marker after reply',
    });
    await owner.socket.next(isNewMessage((message) => message.content === 'marker after reply'));
    await admin.next(isNewMessage((message) => message.content === 'marker after reply'));
    expect(bystander.socket.ofType('new_message')).toEqual([]);
    owner.socket.close();
    bystander.socket.close();
  });

  it("refuses to write into another member's conversation over the socket", async () => {
    const owner = await memberSocket();
    const intruder = await memberSocket();
    intruder.socket.send({
      type: 'send_message',
      conversationId: owner.conversation.id,
      content: 'let me in',
      clientMessageId: clientId('x-1'),
    });
    expect(await intruder.socket.next((event) => event.type === 'error')).toEqual({
      type: 'error',
      reason: 'Conversation not found',
      clientMessageId: clientId('x-1'),
    });
    const stored = await request(t.http)
      .get(`/api/conversations/${owner.conversation.id}/messages`)
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(stored.body).toEqual([]);
    owner.socket.close();
    intruder.socket.close();
  });

  it('refuses sends before auth and bad messages, with a reason', async () => {
    const anonymous = await TestSocket.open(url);
    anonymous.send({
      type: 'send_message',
      conversationId: '00000000-0000-4000-8000-000000000000',
      content: 'hi',
      clientMessageId: clientId('a'),
    });
    expect(await anonymous.next((event) => event.type === 'error')).toEqual({
      type: 'error',
      reason: 'Authenticate first',
      clientMessageId: clientId('a'),
    });
    expect(await anonymous.auth({ username: 'Nobody' })).toEqual({
      type: 'error',
      reason: 'No visitor chat in this browser yet: open a conversation first',
    });
    anonymous.close();

    const member = await memberSocket();
    const cases: [object, string][] = [
      [{ conversationId: 'nope', content: 'x' }, 'conversationId must be a conversation id'],
      [
        { conversationId: member.conversation.id, content: 'x'.repeat(4001) },
        'content must be at most 4000 characters',
      ],
      [
        { conversationId: member.conversation.id, content: '  ' },
        'A message needs text or an image',
      ],
      [{ conversationId: member.conversation.id, content: 7 }, 'content must be text'],
      [
        { conversationId: member.conversation.id, content: 'a\u0000b' },
        'Text must not contain the NUL character',
      ],
      [
        { conversationId: member.conversation.id, imageUrl: 'https://evil.example/x.png' },
        'imageUrl must be the URL of an uploaded image',
      ],
      [
        { conversationId: member.conversation.id, content: 'x', extra: 'field' },
        'property extra should not exist',
      ],
      [
        { conversationId: member.conversation.id, content: 'x', template: 'deposit' },
        'property template should not exist',
      ],
      [
        { conversationId: member.conversation.id, content: 'x', constructor: { name: 'x' } },
        'property constructor should not exist',
      ],
    ];
    for (const [index, [fields, reason]] of cases.entries()) {
      member.socket.send({
        type: 'send_message',
        clientMessageId: clientId(`bad-${index}`),
        ...fields,
      });
      expect(await member.socket.answerTo(clientId(`bad-${index}`))).toEqual({
        type: 'error',
        reason,
        clientMessageId: clientId(`bad-${index}`),
      });
    }
    member.socket.socket.send(
      `{"type":"send_message","clientMessageId":"${clientId('proto')}","conversationId":"${member.conversation.id}","content":"x","__proto__":{"role":"admin"}}`,
    );
    expect(await member.socket.answerTo(clientId('proto'))).toEqual({
      type: 'error',
      reason: 'property __proto__ should not exist',
      clientMessageId: clientId('proto'),
    });
    const messages = await request(t.http)
      .get(`/api/conversations/${member.conversation.id}/messages`)
      .set('Cookie', member.cookie)
      .expect(200);
    expect(messages.body).toEqual([]);
    member.socket.close();
  });

  it("refuses a member's socket writing into a visitor's conversation", async () => {
    const guest = await guestConversation(t.http, 'Lyra');
    const intruder = await memberSocket();
    intruder.socket.send({
      type: 'send_message',
      conversationId: guest.conversation.id,
      content: 'let me in',
      clientMessageId: clientId('x-2'),
    });
    expect(await intruder.socket.next((event) => event.type === 'error')).toEqual({
      type: 'error',
      reason: 'Conversation not found',
      clientMessageId: clientId('x-2'),
    });
    const stored = await request(t.http)
      .get(`/api/chat-conversations/${guest.conversation.id}/messages`)
      .set('Cookie', guest.cookie)
      .expect(200);
    expect(stored.body.map((message: { content: string }) => message.content)).not.toContain(
      'let me in',
    );
    intruder.socket.close();
  });

  it('connects a guest-named visitor through chat_state, both ways', async () => {
    const guest = await guestConversation(t.http, 'Orion');
    const socket = await TestSocket.open(url, { cookie: guest.cookie });
    expect(await socket.auth({ username: 'Orion' })).toEqual({
      type: 'auth_success',
      visitor: true,
    });
    socket.send({
      type: 'send_message',
      conversationId: guest.conversation.id,
      content: 'Guest says hi',
      messageType: 'text',
      isFromAdmin: true,
      username: 'Orion',
    });
    const delivered = await admin.next(
      isNewMessage((message) => message.content === 'Guest says hi'),
    );
    expect(delivered).toMatchObject({
      conversationKind: 'anonymous',
      message: { isFromAdmin: false, senderId: 'Orion' },
    });

    admin.send({
      type: 'send_message',
      conversationId: guest.conversation.id,
      content: 'Welcome, Orion',
    });
    const reply = await socket.next(
      isNewMessage((message) => message.content === 'Welcome, Orion'),
    );
    expect(reply.message).toMatchObject({ isFromAdmin: true, adminSenderId: adminId });
    socket.close();
  });

  it('pushes support replies to the device widget, and not to another browser of the same device id', async () => {
    const device = await deviceConversation(t.http, 'device-1763700000000-shared');
    const other = await deviceConversation(t.http, 'device-1763700000000-shared');
    const mine = await TestSocket.open(url, { cookie: device.cookie });
    const theirs = await TestSocket.open(url, { cookie: other.cookie });
    await mine.auth({ deviceId: device.deviceId });
    await theirs.auth({ deviceId: other.deviceId });

    theirs.send({
      type: 'send_message',
      conversationId: device.conversation.id,
      content: 'hijack',
    });
    expect((await theirs.next((event) => event.type === 'error')).reason).toBe(
      'Conversation not found',
    );

    await request(t.http)
      .post('/api/admin/anonymous-chat/messages')
      .set('Cookie', (await adminCookie(t)).cookie)
      .send({ conversationId: device.conversation.id, content: 'Reply for the device' })
      .expect(201);
    await mine.next(isNewMessage((message) => message.content === 'Reply for the device'));
    expect(theirs.ofType('new_message')).toEqual([]);
    mine.close();
    theirs.close();
  });

  it('tells the owner and admins when a conversation is deleted', async () => {
    const member = await memberSocket();
    await request(t.http)
      .delete(`/api/admin/conversations/${member.conversation.id}`)
      .set('Cookie', (await adminCookie(t)).cookie)
      .expect(204);
    const expected = {
      type: 'conversation_deleted',
      conversationKind: 'user',
      conversationId: member.conversation.id,
    };
    expect(await member.socket.next((event) => event.type === 'conversation_deleted')).toEqual(
      expected,
    );
    expect(
      await admin.next(
        (event) =>
          event.type === 'conversation_deleted' && event.conversationId === member.conversation.id,
      ),
    ).toEqual(expected);
    member.socket.close();
  });

  it('drops a socket that stops answering pings', async () => {
    const { cookie, user } = await registeredCookie(t.http);
    const silent = await TestSocket.open(url, { cookie, autoPong: false });
    await silent.auth({ userId: user.id });
    const { code } = await silent.closed;
    expect(code).toBe(1006);
  });

  it('ignores frames that are not JSON objects with a type', async () => {
    const member = await memberSocket();
    member.socket.socket.send('not json');
    member.socket.socket.send('[]');
    member.socket.send({ type: 'no_such_event' });
    member.socket.send({
      type: 'send_message',
      conversationId: member.conversation.id,
      content: 'still alive',
    });
    await member.socket.next(isNewMessage((message) => message.content === 'still alive'));
    member.socket.close();
  });
});

describe('/ws on shutdown', () => {
  it('closes sockets with 1012 so clients reconnect elsewhere', async () => {
    const t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    const socket = await TestSocket.open(socketUrl(t.http));
    await t.close();
    expect((await socket.closed).code).toBe(1012);
  });
});

describe('/ws rate limit', () => {
  it('refuses sends past RATE_LIMIT_SEND with the retry delay', async () => {
    const t = await startTestApp({ RATE_LIMIT_SEND: '2/60' });
    try {
      await t.app.listen(0, '127.0.0.1');
      const { cookie, user } = await registeredCookie(t.http);
      const { body: conversation } = await request(t.http)
        .post('/api/conversations')
        .set('Cookie', cookie)
        .send({})
        .expect(201);
      const socket = await TestSocket.open(socketUrl(t.http), { cookie });
      await socket.auth({ userId: user.id });
      for (const index of [1, 2, 3])
        socket.send({
          type: 'send_message',
          conversationId: conversation.id,
          content: `m${index}`,
          clientMessageId: clientId(`r${index}`),
        });
      const refused = await socket.next(
        isEventOf('error', (event) => event.clientMessageId === clientId('r3')),
      );
      expect(refused.reason).toBe('Too many attempts. Please wait a moment and try again.');
      expect(refused.retryAfter).toBeGreaterThan(0);
      socket.close();
    } finally {
      await t.close();
    }
  });
});

describe('admin sockets', () => {
  it("are only admin when the session is an admin's", async () => {
    const t = await startTestApp({
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    });
    try {
      await t.app.listen(0, '127.0.0.1');
      const { user } = await agentSignedInAs(t.http, ADMIN.username, ADMIN.password);
      const { cookie } = await registeredCookie(t.http);
      const socket = await TestSocket.open(socketUrl(t.http), { cookie });
      expect(await socket.auth({ userId: user.id })).toEqual({
        type: 'error',
        reason: 'Not signed in as this user',
      });
      socket.close();
    } finally {
      await t.close();
    }
  });
});
