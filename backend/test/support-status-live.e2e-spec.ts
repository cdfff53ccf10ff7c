import type { SupportStatusEvent } from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithConversation, sessionCookieOf } from './support/accounts.js';
import {
  redisAnswers,
  startTwoInstances,
  TEST_REDIS_URL,
  type TwoInstances,
} from './support/redis.js';
import { isEventOf, socketUrl, TestSocket } from './support/sockets.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation, guestConversation } from './support/visitors.js';

const ADMIN = { username: 'live_status_admin', password: 'live-status-admin-password' };

async function signInAdmin(t: TestApp) {
  const login = await request(t.http).post('/api/login').send(ADMIN).expect(200);
  return {
    id: login.body.id as string,
    cookie: sessionCookieOf(login.headers['set-cookie'])!.split(';')[0],
  };
}

/** An admin's desk tab: a socket signed in as the admin (in use until it says otherwise). */
async function deskTab(t: TestApp, admin: { id: string; cookie: string }) {
  const socket = await TestSocket.open(socketUrl(t.http), { cookie: admin.cookie });
  expect((await socket.auth({ userId: admin.id })).type).toBe('auth_success');
  return socket;
}

/** A member's, a guest's and a device visitor's sockets, each signed in as its widget does. */
async function customerSockets(t: TestApp) {
  const member = await memberWithConversation(t.http);
  const memberSocket = await TestSocket.open(socketUrl(t.http), { cookie: member.cookie });
  expect((await memberSocket.auth({ userId: member.user.id })).type).toBe('auth_success');
  const guest = await guestConversation(t.http, `Live ${Date.now()}`);
  const guestSocket = await TestSocket.open(socketUrl(t.http), { cookie: guest.cookie });
  expect((await guestSocket.auth({ username: guest.username })).type).toBe('auth_success');
  const device = await deviceConversation(t.http, `device-${Date.now()}-live12`);
  const deviceSocket = await TestSocket.open(socketUrl(t.http), { cookie: device.cookie });
  expect((await deviceSocket.auth({ deviceId: device.deviceId })).type).toBe('auth_success');
  return [memberSocket, guestSocket, deviceSocket];
}

const statusIs = (online: boolean) =>
  isEventOf('support_status', (event) => event.online === online);

/** The socket's next support_status from now on. */
const nextStatus = (socket: TestSocket, online: boolean) =>
  socket.next(statusIs(online), 5_000, socket.events.length);

describe('support_status on customers’ sockets', () => {
  let t: TestApp;
  let admin: { id: string; cookie: string };
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    await t.app.listen(0, '127.0.0.1');
    admin = await signInAdmin(t);
  });
  afterAll(() => t.close());

  it('tells members and visitors on sign-in, and live as support comes online, goes idle, comes back and leaves', async () => {
    const customers = await customerSockets(t);
    for (const socket of customers) {
      // Right after auth_success, before anything else happens.
      const authIndex = socket.events.findIndex((event) => event.type === 'auth_success');
      expect(socket.events[authIndex + 1]).toEqual({ type: 'support_status', online: false });
    }

    const tab = await deskTab(t, admin);
    await Promise.all(customers.map((socket) => socket.next(statusIs(true))));
    const idle = customers.map((socket) => nextStatus(socket, false));
    tab.send({ type: 'presence', state: 'idle' });
    await Promise.all(idle);
    const back = customers.map((socket) => nextStatus(socket, true));
    tab.send({ type: 'presence', state: 'active' });
    await Promise.all(back);
    const gone = customers.map((socket) => nextStatus(socket, false));
    tab.close();
    await Promise.all(gone);

    for (const socket of customers) {
      const frames = socket.ofType('support_status');
      expect(frames).toEqual<SupportStatusEvent[]>([
        { type: 'support_status', online: false },
        { type: 'support_status', online: true },
        { type: 'support_status', online: false },
        { type: 'support_status', online: true },
        { type: 'support_status', online: false },
      ]);
      // Whether, never who: no admin's id or name reaches a customer's socket.
      expect(JSON.stringify(socket.events)).not.toContain(admin.id);
      expect(JSON.stringify(socket.events)).not.toContain(ADMIN.username);
      expect(socket.ofType('admin_presence')).toEqual([]);
      socket.close();
    }
  });

  it('tells only the change from no one to someone: a second tab or admin changes nothing', async () => {
    const [member] = await customerSockets(t);
    const first = await deskTab(t, admin);
    await member.next(statusIs(true));
    const second = await deskTab(t, admin);
    second.send({ type: 'presence', state: 'idle' });
    first.close();
    // The idle second tab is all that is left: no one online.
    await nextStatus(member, false);
    expect(member.ofType('support_status').map((event) => event.online)).toEqual([
      false,
      true,
      false,
    ]);
    second.close();
    member.close();
  });

  it('answers a socket signing in while support is online with online', async () => {
    const tab = await deskTab(t, admin);
    const guest = await guestConversation(t.http, `Late ${Date.now()}`);
    const socket = await TestSocket.open(socketUrl(t.http), { cookie: guest.cookie });
    await socket.auth({ username: guest.username });
    expect(await socket.next(statusIs(true))).toEqual({ type: 'support_status', online: true });
    tab.close();
    await socket.next(statusIs(false));
    socket.close();
  });

  it('tells no socket that has not signed in, nor one whose sign-in was refused, nor admins', async () => {
    const anonymous = await TestSocket.open(socketUrl(t.http));
    const guest = await guestConversation(t.http, `Refused ${Date.now()}`);
    const refused = await TestSocket.open(socketUrl(t.http), { cookie: guest.cookie });
    expect(await refused.auth({ username: 'Someone else' })).toMatchObject({ type: 'error' });
    const wrongUser = await TestSocket.open(socketUrl(t.http), { cookie: guest.cookie });
    expect(await wrongUser.auth({ userId: admin.id })).toMatchObject({ type: 'error' });
    const badClaim = await TestSocket.open(socketUrl(t.http), { cookie: guest.cookie });
    expect(await badClaim.auth({ username: 42 })).toMatchObject({ type: 'error' });
    const [member] = await customerSockets(t);

    const watcher = await deskTab(t, admin);
    await member.next(statusIs(true));
    const tab = await deskTab(t, admin);
    watcher.close();
    tab.close();
    await nextStatus(member, false);

    for (const socket of [anonymous, refused, wrongUser, badClaim])
      expect(socket.ofType('support_status')).toEqual([]);
    expect(watcher.ofType('support_status')).toEqual([]);
    expect(tab.ofType('support_status')).toEqual([]);
    for (const socket of [anonymous, refused, wrongUser, badClaim, member]) socket.close();
  });
});

const redisAvailable = await redisAnswers(TEST_REDIS_URL);
if (!redisAvailable)
  console.warn(
    `support_status across instances not tested: no Redis at ${TEST_REDIS_URL} (TEST_REDIS_URL).`,
  );

describe.runIf(redisAvailable)('support_status across two instances (Redis)', () => {
  let instances: TwoInstances;
  beforeAll(async () => {
    instances = await startTwoInstances({
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    });
  });
  afterAll(() => instances.close());

  it('reaches customers on instance B when an admin comes online and leaves on instance A', async () => {
    const { a, b } = instances;
    const customers = await customerSockets(b);
    for (const socket of customers) await socket.next(statusIs(false));
    const tab = await deskTab(a, await signInAdmin(a));
    await Promise.all(customers.map((socket) => socket.next(statusIs(true))));
    const gone = customers.map((socket) => nextStatus(socket, false));
    tab.close();
    await Promise.all(gone);
    for (const socket of customers) socket.close();
  });
});
