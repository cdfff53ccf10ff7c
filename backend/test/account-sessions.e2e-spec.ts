import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsersService } from '../src/modules/users/users.service.js';
import { PasswordHasher } from '../src/modules/users/password-hasher.js';
import { PASSWORD, registeredCookie, sessionCookieOf } from './support/accounts.js';
import { TEST_REDIS_URL, redisAnswers } from './support/redis.js';
import { socketUrl, TestSocket } from './support/sockets.js';
import {
  createTestDatabase,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from './support/test-app.js';

const SIGNED_OUT = { code: 1008, reason: 'Signed out' };

/** A member signed in from two browsers, each with an open, authenticated socket. */
async function memberOnTwoSessions(t: TestApp) {
  const first = await registeredCookie(t.http);
  const login = await request(t.http)
    .post('/api/login')
    .send({ username: first.user.username, password: PASSWORD })
    .expect(200);
  const cookies = [first.cookie, sessionCookieOf(login.headers['set-cookie'])!.split(';')[0]];
  const sockets = [];
  for (const cookie of cookies) {
    const socket = await TestSocket.open(socketUrl(t.http), { cookie });
    expect((await socket.auth({ userId: first.user.id })).type).toBe('auth_success');
    sockets.push(socket);
  }
  return { user: first.user, cookies, sockets };
}

const currentUserStatus = (t: TestApp, cookie: string) =>
  request(t.http)
    .get('/api/user')
    .set('Cookie', cookie)
    .then((response) => response.status);

describe('a change of password or role ends every session of the account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
  });
  afterAll(() => t.close());

  it.each([
    ['password', 'user'],
    ['role', 'admin'],
  ] as const)(
    'after a %s change, both sessions answer 401 and both sockets close with 1008',
    async (_change, role) => {
      const member = await memberOnTwoSessions(t);
      const bystander = await memberOnTwoSessions(t);
      const newHash = await t.app.get(PasswordHasher).hash('a-new-password-1');

      await t.app.get(UsersService).setPasswordAndRole(member.user.id, newHash, role);

      expect(await Promise.all(member.sockets.map((socket) => socket.closed))).toEqual([
        SIGNED_OUT,
        SIGNED_OUT,
      ]);
      expect(
        await Promise.all(member.cookies.map((cookie) => currentUserStatus(t, cookie))),
      ).toEqual([401, 401]);
      expect(
        await Promise.all(bystander.cookies.map((cookie) => currentUserStatus(t, cookie))),
      ).toEqual([200, 200]);
      expect((await bystander.sockets[0].auth({ userId: bystander.user.id })).type).toBe(
        'auth_success',
      );
      bystander.sockets.forEach((socket) => socket.close());
    },
  );
});

const redisAvailable = await redisAnswers(TEST_REDIS_URL);
if (!redisAvailable)
  console.warn(
    `Cross-instance sign-out test not run: no Redis answers at ${TEST_REDIS_URL} (set TEST_REDIS_URL).`,
  );

describe.runIf(redisAvailable)(
  "ADMIN_PROMOTE_EXISTING at another instance's start-up, with the instances joined by Redis",
  () => {
    let database: TestDatabase;
    let a: TestApp;
    beforeAll(async () => {
      database = await createTestDatabase();
      a = await startTestApp({ REDIS_URL: TEST_REDIS_URL }, database);
      await a.app.listen(0, '127.0.0.1');
    });
    afterAll(async () => {
      await a.app.close();
      await database.drop();
    });

    it('signs the promoted member out of both sessions and closes both sockets on the first instance', async () => {
      const member = await memberOnTwoSessions(a);
      const b = await startTestApp(
        {
          REDIS_URL: TEST_REDIS_URL,
          ADMIN_USERNAME: member.user.username,
          ADMIN_PASSWORD: 'now-the-admin-1',
          ADMIN_PROMOTE_EXISTING: 'true',
        },
        database,
      );
      try {
        expect(await Promise.all(member.sockets.map((socket) => socket.closed))).toEqual([
          SIGNED_OUT,
          SIGNED_OUT,
        ]);
        expect(
          await Promise.all(member.cookies.map((cookie) => currentUserStatus(a, cookie))),
        ).toEqual([401, 401]);
        const admin = await request(a.http)
          .post('/api/login')
          .send({ username: member.user.username, password: 'now-the-admin-1' })
          .expect(200);
        expect(admin.body.role).toBe('admin');
      } finally {
        await b.app.close();
      }
    });
  },
);
