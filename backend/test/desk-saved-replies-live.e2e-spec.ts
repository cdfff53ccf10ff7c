import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithConversation, uniqueName } from './support/accounts.js';
import { adminSocket, secondAdmin, signIn, type SignedIn } from './support/admins.js';
import {
  redisAnswers,
  startTwoInstances,
  TEST_REDIS_URL,
  type TwoInstances,
} from './support/redis.js';
import { isEventOf, isNewMessage, socketUrl, TestSocket } from './support/sockets.js';
import { startChatTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation, guestConversation } from './support/visitors.js';

const ADMIN = { username: 'replies_live_admin', password: 'replies-live-admin-password' };
const PATH = '/api/admin/saved-replies';

const uniqueShortcut = () => uniqueName('live').replace(/[^A-Za-z0-9_-]/g, '');

describe('saved replies reach every admin live', () => {
  let t: TestApp;
  let url: string;
  let editor: SignedIn;
  let colleague: SignedIn;

  beforeAll(async () => {
    t = await startChatTestApp(ADMIN);
    url = socketUrl(t.http);
    editor = await signIn(t, ADMIN);
    colleague = await secondAdmin(t);
  });
  afterAll(() => t.close());

  it("announces a created, edited and deleted reply to another admin's socket", async () => {
    const colleagueSocket = await adminSocket(t, colleague);
    const shortcut = uniqueShortcut();
    const { body: created } = await request(t.http)
      .post(PATH)
      .set('Cookie', editor.cookie)
      .send({ title: 'Welcome', shortcut, content: 'Welcome to the club!' })
      .expect(201);
    expect(
      await colleagueSocket.next(
        isEventOf('saved_reply_changed', (event) => event.reply.id === created.id),
      ),
    ).toEqual({ type: 'saved_reply_changed', reply: created });

    const { body: edited } = await request(t.http)
      .patch(`${PATH}/${created.id}`)
      .set('Cookie', editor.cookie)
      .send({ content: 'Welcome back!' })
      .expect(200);
    expect(
      await colleagueSocket.next(
        isEventOf(
          'saved_reply_changed',
          (event) => event.reply.id === created.id && event.reply.content === 'Welcome back!',
        ),
      ),
    ).toEqual({ type: 'saved_reply_changed', reply: edited });

    await request(t.http).delete(`${PATH}/${created.id}`).set('Cookie', editor.cookie).expect(204);
    expect(
      await colleagueSocket.next(
        isEventOf('saved_reply_deleted', (event) => event.id === created.id),
      ),
    ).toEqual({ type: 'saved_reply_deleted', id: created.id });
    colleagueSocket.close();
  });

  it('a refused change announces nothing', async () => {
    const colleagueSocket = await adminSocket(t, colleague);
    const shortcut = uniqueShortcut();
    await request(t.http)
      .post(PATH)
      .set('Cookie', editor.cookie)
      .send({ title: '', shortcut, content: 'Refused' })
      .expect(400);
    const { body: fence } = await request(t.http)
      .post(PATH)
      .set('Cookie', editor.cookie)
      .send({ title: 'Fence', shortcut, content: 'Fence' })
      .expect(201);
    await colleagueSocket.next(
      isEventOf('saved_reply_changed', (event) => event.reply.id === fence.id),
    );
    expect(
      colleagueSocket.ofType('saved_reply_changed').map((event) => event.reply.content),
    ).toEqual(['Fence']);
    colleagueSocket.close();
  });

  it("never reaches a member's, a guest's, a device visitor's or an anonymous socket", async () => {
    const member = await memberWithConversation(t.http);
    const memberSocket = await TestSocket.open(url, { cookie: member.cookie });
    expect((await memberSocket.auth({ userId: member.user.id })).type).toBe('auth_success');
    const guest = await guestConversation(t.http, 'Listener');
    const guestSocket = await TestSocket.open(url, { cookie: guest.cookie });
    expect((await guestSocket.auth({ username: 'Listener' })).type).toBe('auth_success');
    const device = await deviceConversation(t.http, `device-${uniqueName('replies')}`);
    const deviceSocket = await TestSocket.open(url, { cookie: device.cookie });
    expect((await deviceSocket.auth({ deviceId: device.conversation.deviceId })).type).toBe(
      'auth_success',
    );
    const anonymousSocket = await TestSocket.open(url);
    const colleagueSocket = await adminSocket(t, colleague);

    const { body: reply } = await request(t.http)
      .post(PATH)
      .set('Cookie', editor.cookie)
      .send({ title: 'SECRET title', shortcut: uniqueShortcut(), content: 'SECRET text' })
      .expect(201);
    await request(t.http).delete(`${PATH}/${reply.id}`).set('Cookie', editor.cookie).expect(204);
    await colleagueSocket.next(isEventOf('saved_reply_deleted', (event) => event.id === reply.id));

    // A support message to each customer is the fence: each hears it, and no saved reply before it.
    await request(t.http)
      .post('/api/messages')
      .set('Cookie', editor.cookie)
      .send({ conversationId: member.conversation.id, content: 'fence' })
      .expect(201);
    for (const conversation of [guest.conversation, device.conversation]) {
      await request(t.http)
        .post('/api/admin/anonymous-chat/messages')
        .set('Cookie', editor.cookie)
        .send({ conversationId: conversation.id, content: 'fence' })
        .expect(201);
    }
    for (const socket of [memberSocket, guestSocket, deviceSocket]) {
      await socket.next(isNewMessage((message) => message.content === 'fence'));
      expect(socket.ofType('saved_reply_changed')).toEqual([]);
      expect(socket.ofType('saved_reply_deleted')).toEqual([]);
      expect(JSON.stringify(socket.events)).not.toContain('SECRET');
    }
    expect(anonymousSocket.events).toEqual([]);
    for (const socket of [
      memberSocket,
      guestSocket,
      deviceSocket,
      anonymousSocket,
      colleagueSocket,
    ])
      socket.close();
  });
});

const redisAvailable = await redisAnswers(TEST_REDIS_URL);
if (!redisAvailable)
  console.warn(`Saved replies fan-out test not run: no Redis answers at ${TEST_REDIS_URL}.`);

describe.runIf(redisAvailable)('saved replies across two instances', () => {
  let instances: TwoInstances;
  beforeAll(async () => {
    instances = await startTwoInstances({
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    });
  });
  afterAll(() => instances.close());

  it("reach an admin on the other instance, and not the member's socket there", async () => {
    const { a, b } = instances;
    const colleague = await secondAdmin(b);
    const colleagueSocket = await adminSocket(b, colleague);
    const member = await memberWithConversation(b.http);
    const memberSocket = await TestSocket.open(socketUrl(b.http), { cookie: member.cookie });
    expect((await memberSocket.auth({ userId: member.user.id })).type).toBe('auth_success');

    const editor = await signIn(a, ADMIN);
    const { body: reply } = await request(a.http)
      .post(PATH)
      .set('Cookie', editor.cookie)
      .send({ title: 'SECRET across', shortcut: uniqueShortcut(), content: 'SECRET across' })
      .expect(201);
    expect(
      await colleagueSocket.next(
        isEventOf('saved_reply_changed', (event) => event.reply.id === reply.id),
      ),
    ).toEqual({ type: 'saved_reply_changed', reply });
    await request(a.http).delete(`${PATH}/${reply.id}`).set('Cookie', editor.cookie).expect(204);
    expect(
      await colleagueSocket.next(
        isEventOf('saved_reply_deleted', (event) => event.id === reply.id),
      ),
    ).toEqual({ type: 'saved_reply_deleted', id: reply.id });

    await request(a.http)
      .post('/api/messages')
      .set('Cookie', editor.cookie)
      .send({ conversationId: member.conversation.id, content: 'fence' })
      .expect(201);
    await memberSocket.next(isNewMessage((message) => message.content === 'fence'));
    expect(JSON.stringify(memberSocket.events)).not.toContain('SECRET');
    expect(memberSocket.ofType('saved_reply_deleted')).toEqual([]);
    colleagueSocket.close();
    memberSocket.close();
  });
});
