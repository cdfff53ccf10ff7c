import { DESK_ERROR, SOCKET_ERROR, type DeskAdminView, type Presence } from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registeredCookie, sessionCookieOf, uniqueName } from './support/accounts.js';
import { withClient } from './support/database-server.js';
import { isEventOf, socketUrl, TestSocket } from './support/sockets.js';
import {
  redisAnswers,
  startTwoInstances,
  TEST_REDIS_URL,
  type TwoInstances,
} from './support/redis.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation } from './support/visitors.js';

const ADMIN = { username: 'presence_admin', password: 'presence-admin-password' };

/** A second admin account: a member promoted in the database, then signed in. */
async function secondAdmin(t: TestApp) {
  const username = uniqueName('second');
  const { user } = await registeredCookie(t.http, { username });
  await withClient(t.database.url, (client) =>
    client.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]),
  );
  return signIn(t, { username, password: PASSWORD });
}

async function signIn(t: TestApp, credentials: { username: string; password: string }) {
  const login = await request(t.http).post('/api/login').send(credentials).expect(200);
  const cookie = sessionCookieOf(login.headers['set-cookie'])!.split(';')[0];
  return { id: login.body.id as string, cookie };
}

async function adminSocket(t: TestApp, admin: { id: string; cookie: string }) {
  const socket = await TestSocket.open(socketUrl(t.http), { cookie: admin.cookie });
  expect((await socket.auth({ userId: admin.id })).type).toBe('auth_success');
  return socket;
}

const presenceIs = (adminId: string, presence: Presence) =>
  isEventOf(
    'admin_presence',
    (event) => event.admin.id === adminId && event.admin.presence === presence,
  );

async function roster(t: TestApp, cookie: string): Promise<DeskAdminView[]> {
  return (await request(t.http).get('/api/admin/desk/admins').set('Cookie', cookie).expect(200))
    .body;
}

describe('admin presence from sockets', () => {
  let t: TestApp;
  let first: { id: string; cookie: string };
  let second: { id: string; cookie: string };
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    await t.app.listen(0, '127.0.0.1');
    first = await signIn(t, ADMIN);
    second = await secondAdmin(t);
  });
  afterAll(() => t.close());

  it('is online with a tab in use, away when every tab is idle, offline with none, live to every admin', async () => {
    const watcher = await adminSocket(t, second);
    expect((await roster(t, second.cookie)).find((a) => a.id === first.id)?.presence).toBe(
      'offline',
    );

    const tab1 = await adminSocket(t, first);
    const online = await watcher.next(presenceIs(first.id, 'online'));
    expect(online.admin).toEqual({
      id: first.id,
      username: ADMIN.username,
      firstName: null,
      lastName: null,
      presence: 'online',
    });
    const tab2 = await adminSocket(t, first);
    tab1.send({ type: 'presence', state: 'idle' });
    tab2.send({ type: 'presence', state: 'idle' });
    await watcher.next(presenceIs(first.id, 'away'));
    expect((await roster(t, second.cookie)).find((a) => a.id === first.id)?.presence).toBe('away');

    let since = watcher.events.length;
    tab2.send({ type: 'presence', state: 'active' });
    await watcher.next(presenceIs(first.id, 'online'), 5_000, since);
    // The tab in use closes; the idle one left makes the admin away again.
    since = watcher.events.length;
    tab2.close();
    await watcher.next(presenceIs(first.id, 'away'), 5_000, since);
    tab1.close();
    await watcher.next(presenceIs(first.id, 'offline'));
    const states = watcher
      .ofType('admin_presence')
      .filter((event) => event.admin.id === first.id)
      .map((event) => event.admin.presence);
    expect(states).toEqual(['online', 'away', 'online', 'away', 'offline']);
    watcher.close();
  });

  it('refuses presence frames from members, visitors, unauthenticated sockets and bad input', async () => {
    const member = await registeredCookie(t.http);
    const memberSocket = await TestSocket.open(socketUrl(t.http), { cookie: member.cookie });
    memberSocket.send({ type: 'presence', state: 'idle' });
    expect(await memberSocket.next(isEventOf('error'))).toEqual({
      type: 'error',
      reason: SOCKET_ERROR.authenticateFirst,
    });
    await memberSocket.auth({ userId: member.user.id });
    const since = memberSocket.events.length;
    memberSocket.send({ type: 'presence', state: 'idle' });
    expect(await memberSocket.next(isEventOf('error'), 5_000, since)).toEqual({
      type: 'error',
      reason: DESK_ERROR.adminsOnly,
    });

    const visitor = await deviceConversation(t.http);
    const visitorSocket = await TestSocket.open(socketUrl(t.http), { cookie: visitor.cookie });
    await visitorSocket.auth({ deviceId: visitor.deviceId });
    visitorSocket.send({ type: 'presence', state: 'active' });
    expect(await visitorSocket.next(isEventOf('error'))).toEqual({
      type: 'error',
      reason: DESK_ERROR.adminsOnly,
    });

    const admin = await adminSocket(t, first);
    const refusals: [object, string][] = [
      [{ state: 'asleep' }, DESK_ERROR.tabStateInvalid],
      [{}, DESK_ERROR.tabStateInvalid],
      [{ state: 'idle', adminId: second.id }, 'property adminId should not exist'],
    ];
    for (const [fields, reason] of refusals) {
      const before = admin.events.length;
      admin.send({ type: 'presence', ...fields });
      expect(await admin.next(isEventOf('error'), 5_000, before)).toEqual({
        type: 'error',
        reason,
      });
    }

    // Presence changes reach admins only.
    const watcher = await adminSocket(t, second);
    admin.close();
    await watcher.next(presenceIs(first.id, 'offline'));
    expect(memberSocket.ofType('admin_presence')).toEqual([]);
    expect(visitorSocket.ofType('admin_presence')).toEqual([]);
    for (const socket of [memberSocket, visitorSocket, watcher]) socket.close();
  });
});

const redisAvailable = await redisAnswers(TEST_REDIS_URL);
if (!redisAvailable)
  console.warn(
    `Presence across instances not tested: no Redis at ${TEST_REDIS_URL} (TEST_REDIS_URL).`,
  );

describe.runIf(redisAvailable)('admin presence and assignment across two instances (Redis)', () => {
  let instances: TwoInstances;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
    instances = await startTwoInstances(env);
    ({ a, b } = instances);
  });
  afterAll(() => instances.close());

  it('shows an admin on instance A as online, away and offline to an admin on instance B', async () => {
    const onA = await signIn(a, ADMIN);
    const onB = await secondAdmin(b);
    const watcher = await adminSocket(b, onB);
    const tab = await adminSocket(a, onA);
    await watcher.next(presenceIs(onA.id, 'online'));
    expect((await roster(b, onB.cookie)).find((x) => x.id === onA.id)?.presence).toBe('online');
    tab.send({ type: 'presence', state: 'idle' });
    await watcher.next(presenceIs(onA.id, 'away'));
    expect((await roster(b, onB.cookie)).find((x) => x.id === onA.id)?.presence).toBe('away');

    // An assignment made on A reaches the admin on B (a conversation is listed from its first message).
    const member = (await registeredCookie(a.http)).cookie;
    const { body: conversation } = await request(a.http)
      .post('/api/conversations')
      .set('Cookie', member)
      .send({})
      .expect(201);
    await request(a.http)
      .post('/api/messages')
      .set('Cookie', member)
      .send({ conversationId: conversation.id, content: 'Hello support' })
      .expect(201);
    await request(a.http)
      .put(`/api/admin/conversations/${conversation.id}/assignee`)
      .set('Cookie', onA.cookie)
      .send({ assigneeId: onB.id })
      .expect(204);
    const assigned = await watcher.next(
      isEventOf(
        'conversation_updated',
        (event) =>
          event.conversation.id === conversation.id && event.conversation.assigneeId !== null,
      ),
    );
    expect(assigned.conversation.assigneeId).toBe(onB.id);

    tab.close();
    await watcher.next(presenceIs(onA.id, 'offline'));
    expect((await roster(b, onB.cookie)).find((x) => x.id === onA.id)?.presence).toBe('offline');
    watcher.close();
  });
});
