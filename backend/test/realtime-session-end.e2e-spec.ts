import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registeredCookie, sessionCookieOf } from './support/accounts.js';
import { clientId, socketUrl, TestSocket } from './support/sockets.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation, guestConversation } from './support/visitors.js';

const ADMIN = { username: 'session_admin', password: 'session-admin-password' };
const SIGNED_OUT = { code: 1008, reason: 'Signed out' };

describe('/ws sockets of an ended session, and visitor claims', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await startTestApp({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    await t.app.listen(0, '127.0.0.1');
    url = socketUrl(t.http);
  });
  afterAll(() => t.close());

  async function signedInSocket(cookie: string, userId: string): Promise<TestSocket> {
    const socket = await TestSocket.open(url, { cookie });
    expect((await socket.auth({ userId })).type).toBe('auth_success');
    return socket;
  }

  async function login(username: string, password: string, cookie?: string) {
    const call = request(t.http).post('/api/login');
    if (cookie) call.set('Cookie', cookie);
    const response = await call.send({ username, password }).expect(200);
    return {
      cookie: sessionCookieOf(response.headers['set-cookie'])!.split(';')[0],
      id: response.body.id as string,
    };
  }

  it("closes a member's socket when they sign out, and leaves their other sessions' sockets open", async () => {
    const { cookie, user } = await registeredCookie(t.http);
    const otherBrowser = await login(user.username, PASSWORD);
    const socket = await signedInSocket(cookie, user.id);
    const elsewhere = await signedInSocket(otherBrowser.cookie, user.id);

    await request(t.http).post('/api/logout').set('Cookie', cookie).expect(204);

    expect(await socket.closed).toEqual(SIGNED_OUT);
    const conversation = await request(t.http)
      .post('/api/conversations')
      .set('Cookie', otherBrowser.cookie)
      .send({})
      .expect(201);
    elsewhere.send({
      type: 'send_message',
      conversationId: conversation.body.id,
      content: 'still here',
      clientMessageId: clientId('c1'),
    });
    expect((await elsewhere.answerTo(clientId('c1'))).type).toBe('new_message');
    elsewhere.close();
  });

  it("closes an admin's socket when the admin signs out", async () => {
    const admin = await login(ADMIN.username, ADMIN.password);
    const socket = await signedInSocket(admin.cookie, admin.id);

    await request(t.http).post('/api/logout').set('Cookie', admin.cookie).expect(204);

    expect(await socket.closed).toEqual(SIGNED_OUT);
  });

  it('closes the sockets of a session that another sign-in replaces', async () => {
    const first = await registeredCookie(t.http);
    const second = await registeredCookie(t.http);
    const socket = await signedInSocket(first.cookie, first.user.id);

    await login(second.user.username, PASSWORD, first.cookie);

    expect(await socket.closed).toEqual(SIGNED_OUT);
  });

  it('leaves sockets open when a caller without a session signs out', async () => {
    const { cookie, user } = await registeredCookie(t.http);
    const socket = await signedInSocket(cookie, user.id);

    await request(t.http).post('/api/logout').expect(204);

    expect(await socket.auth({ userId: user.id })).toEqual({
      type: 'auth_success',
      userId: user.id,
      role: 'user',
    });
    socket.close();
  });

  it("accepts a visitor's own device id or guest name, and refuses one the cookie has no conversation for", async () => {
    const device = await deviceConversation(t.http, `device-${Date.now()}-own123`);
    const other = await deviceConversation(t.http, `device-${Date.now()}-other9`);
    const guest = await guestConversation(t.http, 'Moonwalker');
    const refused = {
      type: 'error',
      reason: 'No visitor chat for this device id or guest name in this browser',
    };

    const deviceSocket = await TestSocket.open(url, { cookie: device.cookie });
    expect(await deviceSocket.auth({ deviceId: device.deviceId })).toEqual({
      type: 'auth_success',
      visitor: true,
    });
    expect(await deviceSocket.auth({ deviceId: other.deviceId })).toEqual(refused);
    expect(await deviceSocket.auth({ username: 'Moonwalker' })).toEqual(refused);
    expect(await deviceSocket.auth({ deviceId: 42 })).toEqual({
      type: 'error',
      reason: 'deviceId and username must be strings',
    });

    const guestSocket = await TestSocket.open(url, { cookie: guest.cookie });
    expect(await guestSocket.auth({ username: 'Moonwalker' })).toEqual({
      type: 'auth_success',
      visitor: true,
    });
    expect(await guestSocket.auth({ username: 'SomeoneElse' })).toEqual(refused);
    expect(await guestSocket.auth({ deviceId: device.deviceId })).toEqual(refused);
    deviceSocket.close();
    guestSocket.close();
  });

  it('refuses a visitor claim from a socket without a chat_state cookie', async () => {
    const device = await deviceConversation(t.http, `device-${Date.now()}-nokie1`);
    const socket = await TestSocket.open(url);
    expect(await socket.auth({ deviceId: device.deviceId })).toEqual({
      type: 'error',
      reason: 'No visitor chat in this browser yet: open a conversation first',
    });
    socket.close();
  });
});
