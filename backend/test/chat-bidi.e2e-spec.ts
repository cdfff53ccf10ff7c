import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs, memberWithConversation, signedInAgent } from './support/accounts.js';
import { isNewMessage, socketUrl, TestSocket } from './support/sockets.js';
import { startChatTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation, guestConversation } from './support/visitors.js';

const ADMIN = { username: 'bidi_admin', password: 'bidi-admin-password' };
/** Right-to-left override: "invoice_\u202Egnp.exe" reads as "invoice_exe.png". */
const RLO = '\u202E';
/** Every bidi embedding, override and isolate, and the marks that stay. */
const CONTROLS = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
const MARKS = '\u200E\u200F\u061C';

describe('bidi controls in chat text and names', () => {
  let t: TestApp;
  let admin: request.Agent;
  beforeAll(async () => {
    t = await startChatTestApp(ADMIN);
    admin = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
  });
  afterAll(() => t.close());

  it("stores a member's web message without them, keeping the marks", async () => {
    const { agent } = await signedInAgent(t.http);
    const { body: conversation } = await agent.post('/api/conversations').send({}).expect(201);
    const sent = await agent
      .post('/api/messages')
      .send({
        conversationId: conversation.id,
        content: `invoice_${RLO}gnp.exe ${CONTROLS}${MARKS}`,
      })
      .expect(201);
    expect(sent.body.content).toBe(`invoice_gnp.exe ${MARKS}`);
    const read = await admin
      .get(`/api/admin/conversations/${conversation.id}/messages`)
      .expect(200);
    expect(read.body.map((message: { content: string }) => message.content)).toEqual([
      `invoice_gnp.exe ${MARKS}`,
    ]);
  });

  it('stores a message sent over the socket without them', async () => {
    const { cookie, user, conversation } = await memberWithConversation(t.http);
    const socket = await TestSocket.open(socketUrl(t.http), { cookie });
    try {
      expect((await socket.auth({ userId: user.id })).type).toBe('auth_success');
      socket.send({
        type: 'send_message',
        conversationId: conversation.id,
        content: `socket ${RLO}txt.exe`,
        messageType: 'text',
      });
      const ack = await socket.next(isNewMessage(() => true));
      expect((ack.message as { content: string }).content).toBe('socket txt.exe');
    } finally {
      socket.close();
    }
    const read = await admin
      .get(`/api/admin/conversations/${conversation.id}/messages`)
      .expect(200);
    expect(read.body[0].content).toBe('socket txt.exe');
  });

  it("stores a device visitor's name and message without them", async () => {
    const device = await deviceConversation(
      t.http,
      `device-${Date.now()}-bidi01`,
      `Eve${RLO}nimda`,
    );
    expect(device.conversation).toMatchObject({ displayName: 'Evenimda' });
    await request(t.http)
      .post('/api/anonymous-chat/messages')
      .set('Cookie', device.cookie)
      .send({
        conversationId: device.conversation.id,
        deviceId: device.deviceId,
        content: `${RLO}fdp.exe`,
      })
      .expect(201);
    await request(t.http)
      .patch(`/api/anonymous-chat/conversations/${device.conversation.id}/name`)
      .set('Cookie', device.cookie)
      .send({ displayName: `${RLO}  Mallory` })
      .expect(200);
    const read = await admin
      .get(`/api/admin/anonymous-conversations/${device.conversation.id}/messages`)
      .expect(200);
    expect(read.body.map((message: { content: string }) => message.content)).toEqual(['fdp.exe']);
    const list = await admin.get('/api/admin/anonymous-conversations').expect(200);
    const item = list.body.find((entry: { id: string }) => entry.id === device.conversation.id);
    expect(item.displayName).toBe('Mallory');
  });

  it("lets a guest's socket claim the name as typed, controls and all", async () => {
    const typed = `Star${RLO}gazer `;
    const { cookie, conversation } = await guestConversation(t.http, typed);
    expect(conversation.username).toBe('Stargazer');
    const socket = await TestSocket.open(socketUrl(t.http), { cookie });
    expect(await socket.auth({ username: typed })).toEqual({ type: 'auth_success', visitor: true });
    socket.close();
  });

  it('refuses a visitor name made only of bidi controls, as an empty one', async () => {
    const response = await request(t.http)
      .post('/api/chat-conversations')
      .send({ username: CONTROLS, subject: 'Support' })
      .expect(400);
    expect(response.body.message).toBe('username is required');
  });

  it("stores a guest's name and message and an admin's reply, nickname and rename without them", async () => {
    const guest = await guestConversation(t.http, `Guest${RLO}Name`);
    expect(guest.conversation.username).toBe('GuestName');
    await request(t.http)
      .post(`/api/chat-conversations/${guest.conversation.id}/messages`)
      .set('Cookie', guest.cookie)
      .send({ content: `pay ${RLO}001$` })
      .expect(201);
    await admin
      .post('/api/admin/anonymous-chat/messages')
      .send({ conversationId: guest.conversation.id, content: `reply ${RLO}x` })
      .expect(201);
    await admin
      .patch(`/api/admin/anonymous-conversations/${guest.conversation.id}/name`)
      .send({ displayName: `${RLO}VIP` })
      .expect(200);
    const read = await admin
      .get(`/api/admin/anonymous-conversations/${guest.conversation.id}/messages`)
      .expect(200);
    expect(read.body.map((message: { content: string }) => message.content)).toEqual([
      'pay 001$',
      'reply x',
    ]);
    const list = await admin.get('/api/admin/anonymous-conversations').expect(200);
    const item = list.body.find((entry: { id: string }) => entry.id === guest.conversation.id);
    expect(item.displayName).toBe('VIP');

    const { user } = await signedInAgent(t.http);
    const nickname = await admin
      .patch(`/api/admin/users/${user.id}/nickname`)
      .send({ nickname: `${RLO}Boss` })
      .expect(200);
    expect(nickname.body.supportLabel).toBe('Boss');
  });
});
