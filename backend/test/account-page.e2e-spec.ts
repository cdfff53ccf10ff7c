import { ACCOUNT_TEXT, type AccountExport, type AccountSessionView } from '@club/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  memberWithConversation,
  registeredCookie,
  sessionCookieOf,
} from './support/accounts.js';
import { adminSocket, secondAdmin } from './support/admins.js';
import { isEventOf, socketUrl, TestSocket } from './support/sockets.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const NEW_PASSWORD = 'a-brand-new-password-7';
const SIGNED_OUT = { code: 1008, reason: 'Signed out' };

describe('the account page API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
  });
  afterAll(() => t.close());

  const userStatus = (cookie: string) =>
    request(t.http)
      .get('/api/user')
      .set('Cookie', cookie)
      .then((response) => response.status);

  /** A member signed in on a second browser (Firefox on Linux), with a socket open there. */
  async function memberOnTwoBrowsers() {
    const first = await registeredCookie(t.http);
    const login = await request(t.http)
      .post('/api/login')
      .set('User-Agent', FIREFOX_ON_LINUX)
      .send({ username: first.user.username, password: PASSWORD })
      .expect(200);
    const other = sessionCookieOf(login.headers['set-cookie'])!.split(';')[0];
    const socket = await TestSocket.open(socketUrl(t.http), { cookie: other });
    expect((await socket.auth({ userId: first.user.id })).type).toBe('auth_success');
    return { user: first.user, cookie: first.cookie, other, socket };
  }

  const sessionsOf = async (cookie: string) =>
    (
      await request(t.http)
        .get('/api/account/sessions')
        .set('Cookie', cookie)
        .set('User-Agent', CHROME_ON_WINDOWS)
        .expect(200)
    ).body as AccountSessionView[];

  it.each([
    ['patch', '/api/account/profile', { nickname: 'x' }],
    ['post', '/api/account/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }],
    ['get', '/api/account/sessions'],
    ['post', '/api/account/sessions/sign-out-others'],
    ['delete', '/api/account/sessions/abc'],
    ['get', '/api/account/export'],
    ['post', '/api/account/delete', { password: PASSWORD }],
  ] as const)('answers 401 to %s %s when signed out', async (method, path, body?: object) => {
    await request(t.http)[method](path).send(body).expect(401);
  });

  describe('profile', () => {
    it('sets first and last name, phone and the member’s own nickname; an empty field clears it', async () => {
      const { cookie } = await registeredCookie(t.http, { firstName: 'Ann', phone: '+1 555 0100' });
      const { body } = await request(t.http)
        .patch('/api/account/profile')
        .set('Cookie', cookie)
        .send({ firstName: ' Anna ', lastName: 'Lee', phone: '', nickname: 'Ace' })
        .expect(200);
      expect(body).toMatchObject({
        firstName: 'Anna',
        lastName: 'Lee',
        phone: null,
        nickname: 'Ace',
      });
      const { body: again } = await request(t.http)
        .get('/api/user')
        .set('Cookie', cookie)
        .expect(200);
      expect(again).toMatchObject({
        firstName: 'Anna',
        lastName: 'Lee',
        phone: null,
        nickname: 'Ace',
      });
    });

    it.each([
      [
        { phone: 'call me' },
        'Phone may contain only digits, spaces, brackets, dots, dashes and a leading +',
      ],
      [{ nickname: 'n'.repeat(51) }, 'Nickname must be at most 50 characters'],
      [{ firstName: 42 }, 'First name must be text'],
      [{ role: 'admin' }, 'property role should not exist'],
      [{ username: 'someone-else' }, 'property username should not exist'],
    ])('refuses %o', async (body, message) => {
      const { cookie } = await registeredCookie(t.http);
      const answer = await request(t.http)
        .patch('/api/account/profile')
        .set('Cookie', cookie)
        .send(body)
        .expect(400);
      expect(answer.body.message).toBe(message);
    });
  });

  describe('sessions', () => {
    it('lists the sessions by browser and last seen, with opaque ids, this one first', async () => {
      const { cookie, other, socket } = await memberOnTwoBrowsers();
      const sessions = await sessionsOf(cookie);
      expect(sessions).toHaveLength(2);
      expect(sessions[0]).toMatchObject({ current: true });
      expect(sessions[1]).toMatchObject({ current: false, device: 'Firefox on Linux' });
      for (const session of sessions) {
        expect(session.lastSeenAt).not.toBeNull();
        expect(session.id).toMatch(/^[\w-]{22}$/);
        expect(decodeURIComponent(other)).not.toContain(session.id);
      }
      socket.close();
    });

    it('signs one other session out at once: its next request is signed out and its socket closes', async () => {
      const { cookie, other, socket } = await memberOnTwoBrowsers();
      const [, theOther] = await sessionsOf(cookie);
      await request(t.http)
        .delete(`/api/account/sessions/${theOther.id}`)
        .set('Cookie', cookie)
        .expect(204);
      expect(await socket.closed).toEqual(SIGNED_OUT);
      expect(await userStatus(other)).toBe(401);
      expect(await userStatus(cookie)).toBe(200);
      expect(await sessionsOf(cookie)).toHaveLength(1);
    });

    it('never touches another member’s session (404) and sends the current one to Sign out (400)', async () => {
      const owner = await memberOnTwoBrowsers();
      const stranger = await registeredCookie(t.http);
      const [current, theOther] = await sessionsOf(owner.cookie);
      const refused = await request(t.http)
        .delete(`/api/account/sessions/${theOther.id}`)
        .set('Cookie', stranger.cookie)
        .expect(404);
      expect(refused.body.message).toBe(ACCOUNT_TEXT.sessionNotFound);
      await request(t.http)
        .delete('/api/account/sessions/not-a-session')
        .set('Cookie', owner.cookie)
        .expect(404);
      const own = await request(t.http)
        .delete(`/api/account/sessions/${current.id}`)
        .set('Cookie', owner.cookie)
        .expect(400);
      expect(own.body.message).toBe(ACCOUNT_TEXT.currentSession);
      expect(await userStatus(owner.other)).toBe(200);
      expect(await userStatus(owner.cookie)).toBe(200);
      owner.socket.close();
    });

    it('signs out everywhere else, and only this account', async () => {
      const owner = await memberOnTwoBrowsers();
      const bystander = await memberOnTwoBrowsers();
      await request(t.http)
        .post('/api/account/sessions/sign-out-others')
        .set('Cookie', owner.cookie)
        .expect(204);
      expect(await owner.socket.closed).toEqual(SIGNED_OUT);
      expect(await userStatus(owner.other)).toBe(401);
      expect(await userStatus(owner.cookie)).toBe(200);
      expect(await userStatus(bystander.other)).toBe(200);
      bystander.socket.close();
    });
  });

  describe('password', () => {
    it('needs the current password, then ends every other session', async () => {
      const { user, cookie, other, socket } = await memberOnTwoBrowsers();
      const wrong = await request(t.http)
        .post('/api/account/password')
        .set('Cookie', cookie)
        .send({ currentPassword: 'not-my-password', newPassword: NEW_PASSWORD })
        .expect(400);
      expect(wrong.body.message).toBe(ACCOUNT_TEXT.wrongPassword);
      expect(await userStatus(other)).toBe(200);

      await request(t.http)
        .post('/api/account/password')
        .set('Cookie', cookie)
        .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
        .expect(204);
      expect(await socket.closed).toEqual(SIGNED_OUT);
      expect(await userStatus(other)).toBe(401);
      expect(await userStatus(cookie)).toBe(200);
      await request(t.http)
        .post('/api/login')
        .send({ username: user.username, password: PASSWORD })
        .expect(401);
      await request(t.http)
        .post('/api/login')
        .send({ username: user.username, password: NEW_PASSWORD })
        .expect(200);
    });

    it.each([
      [{ newPassword: NEW_PASSWORD }, 'Current password is required'],
      [{ currentPassword: PASSWORD }, 'New password is required'],
      [
        { currentPassword: PASSWORD, newPassword: 'short' },
        'New password must be at least 8 characters',
      ],
      [
        { currentPassword: PASSWORD, newPassword: 'x'.repeat(129) },
        'New password must be at most 128 characters',
      ],
    ])('refuses %o', async (body, message) => {
      const { cookie } = await registeredCookie(t.http);
      const answer = await request(t.http)
        .post('/api/account/password')
        .set('Cookie', cookie)
        .send(body)
        .expect(400);
      expect(answer.body.message).toBe(message);
    });
  });

  describe('data export', () => {
    it('downloads the profile, the conversation with its messages and the purchases as JSON', async () => {
      const { cookie, user, conversation } = await memberWithConversation(t.http);
      await request(t.http)
        .post('/api/messages')
        .set('Cookie', cookie)
        .send({ conversationId: conversation.id, content: 'Where is my VIP badge?' })
        .expect(201);
      await t.app.get(DataSource).query(
        `INSERT INTO "payments" ("userId", "packageId", "amount", "currency",
           "stripePaymentIntentId", "stripeEventId", "status")
         VALUES ($1, 'vip', 5000, 'usd', $2, $3, 'succeeded')`,
        [user.id, `pi_${user.id}`, `evt_${user.id}`],
      );
      const stranger = await memberWithConversation(t.http);

      const answer = await request(t.http)
        .get('/api/account/export')
        .set('Cookie', cookie)
        .expect(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['content-disposition']).toBe(
        `attachment; filename="my-data-${user.username}.json"`,
      );
      const data = JSON.parse(answer.text) as AccountExport;
      expect(data.profile).toMatchObject({
        id: user.id,
        username: user.username,
        email: user.email,
      });
      expect(data.profile).not.toHaveProperty('password');
      expect(data.profile).not.toHaveProperty('supportLabel');
      expect(data.conversations).toHaveLength(1);
      expect(data.conversations[0].id).toBe(conversation.id);
      expect(data.conversations[0].messages).toContainEqual(
        expect.objectContaining({ from: 'me', content: 'Where is my VIP badge?' }),
      );
      expect(data.payments).toEqual([
        expect.objectContaining({ packageId: 'vip', amount: 5000, status: 'succeeded' }),
      ]);
      expect(answer.text).not.toContain(stranger.conversation.id);
    });
  });

  describe('deletion', () => {
    const auditOfDeletion = (username: string) =>
      t.app.get(DataSource).query(
        `SELECT "actorId", "actorUsername", "targetUserId", "targetUsername" FROM "admin_audit_log"
            WHERE "action" = 'account_deleted' AND "targetUsername" = $1`,
        [username],
      ) as Promise<object[]>;

    it('refuses an admin, even with the right password, and keeps the account, its sessions and no entry', async () => {
      const admin = await secondAdmin(t);
      const { username } = (await request(t.http).get('/api/user').set('Cookie', admin.cookie))
        .body as { username: string };
      const refused = await request(t.http)
        .post('/api/account/delete')
        .set('Cookie', admin.cookie)
        .send({ password: PASSWORD })
        .expect(409);
      expect(refused.body.message).toBe(ACCOUNT_TEXT.deleteAdmin);
      expect(await userStatus(admin.cookie)).toBe(200);
      await request(t.http).get('/api/admin/users').set('Cookie', admin.cookie).expect(200);
      expect(await auditOfDeletion(username)).toEqual([]);
    });

    it('checks the password before the role: a wrong password is told as for anyone', async () => {
      const admin = await secondAdmin(t);
      const wrong = await request(t.http)
        .post('/api/account/delete')
        .set('Cookie', admin.cookie)
        .send({ password: 'not-my-password' })
        .expect(400);
      expect(wrong.body.message).toBe(ACCOUNT_TEXT.deleteWrongPassword);
    });

    it('never both deletes an account and makes it an admin when the two arrive at once', async () => {
      const admin = await secondAdmin(t);
      for (let round = 0; round < 3; round += 1) {
        const member = await registeredCookie(t.http);
        const [deletion, promotion] = await Promise.all([
          request(t.http)
            .post('/api/account/delete')
            .set('Cookie', member.cookie)
            .send({ password: PASSWORD }),
          request(t.http)
            .put(`/api/admin/users/${member.user.id}/role`)
            .set('Cookie', admin.cookie)
            .send({ role: 'admin' }),
        ]);
        expect([
          [204, 404],
          [409, 200],
        ]).toContainEqual([deletion.status, promotion.status]);
      }
    });

    it('lets a former admin delete the account once another admin has removed the role, and audits it', async () => {
      const colleague = await secondAdmin(t);
      const former = await secondAdmin(t);
      const { username } = (await request(t.http).get('/api/user').set('Cookie', former.cookie))
        .body as { username: string };
      await request(t.http)
        .put(`/api/admin/users/${former.id}/role`)
        .set('Cookie', colleague.cookie)
        .send({ role: 'user' })
        .expect(200);
      const again = await request(t.http)
        .post('/api/login')
        .send({ username, password: PASSWORD })
        .expect(200);
      const cookie = sessionCookieOf(again.headers['set-cookie'])!.split(';')[0];
      await request(t.http)
        .post('/api/account/delete')
        .set('Cookie', cookie)
        .send({ password: PASSWORD })
        .expect(204);
      expect(await auditOfDeletion(username)).toEqual([
        { actorId: null, actorUsername: username, targetUserId: null, targetUsername: username },
      ]);
      const log = await request(t.http)
        .get('/api/admin/audit-log')
        .set('Cookie', colleague.cookie)
        .expect(200);
      expect(log.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            action: 'account_deleted',
            actor: { id: null, username },
            target: { id: null, username },
          }),
        ]),
      );
    });

    it('deletes the conversation as support’s delete does: admins hear it at once', async () => {
      const admin = await adminSocket(t, await secondAdmin(t));
      const { cookie, conversation } = await memberWithConversation(t.http);
      await request(t.http)
        .post('/api/messages')
        .set('Cookie', cookie)
        .send({ conversationId: conversation.id, content: 'Please delete me' })
        .expect(201);
      const heard = admin.next(
        isEventOf('conversation_deleted', (event) => event.conversationId === conversation.id),
      );
      await request(t.http)
        .post('/api/account/delete')
        .set('Cookie', cookie)
        .send({ password: PASSWORD })
        .expect(204);
      await heard;
      const left = (await t.app
        .get(DataSource)
        .query(`SELECT count(*)::int AS "n" FROM "messages" WHERE "conversationId" = $1`, [
          conversation.id,
        ])) as { n: number }[];
      expect(left).toEqual([{ n: 0 }]);
      admin.close();
    });

    it('needs the password, then deletes the account, keeps its payments without it and signs out everywhere', async () => {
      const { user, cookie, other, socket } = await memberOnTwoBrowsers();
      const database = t.app.get(DataSource);
      await database.query(
        `INSERT INTO "payments" ("userId", "packageId", "amount", "currency",
           "stripePaymentIntentId", "stripeEventId", "status")
         VALUES ($1, 'tournament', 2500, 'usd', $2, $3, 'succeeded')`,
        [user.id, `pi_${user.id}`, `evt_${user.id}`],
      );
      const wrong = await request(t.http)
        .post('/api/account/delete')
        .set('Cookie', cookie)
        .send({ password: 'not-my-password' })
        .expect(400);
      expect(wrong.body.message).toBe(ACCOUNT_TEXT.deleteWrongPassword);
      const missing = await request(t.http)
        .post('/api/account/delete')
        .set('Cookie', cookie)
        .send({})
        .expect(400);
      expect(missing.body.message).toBe('Password is required');
      expect(await userStatus(cookie)).toBe(200);

      const deleted = await request(t.http)
        .post('/api/account/delete')
        .set('Cookie', cookie)
        .send({ password: PASSWORD })
        .expect(204);
      expect(sessionCookieOf(deleted.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(await socket.closed).toEqual(SIGNED_OUT);
      expect(await userStatus(cookie)).toBe(401);
      expect(await userStatus(other)).toBe(401);
      await request(t.http)
        .post('/api/login')
        .send({ username: user.username, password: PASSWORD })
        .expect(401);
      const payments = (await database.query(
        `SELECT "userId", "amount" FROM "payments" WHERE "stripePaymentIntentId" = $1`,
        [`pi_${user.id}`],
      )) as { userId: string | null; amount: number }[];
      expect(payments).toEqual([{ userId: null, amount: 2500 }]);
    });
  });
});
