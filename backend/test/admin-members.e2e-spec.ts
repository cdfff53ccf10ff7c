import {
  ADMIN_AUDIT_TEXT,
  ERROR_TEXT,
  HEADER,
  MEMBER_TEXT,
  SOCKET_CLOSE_REASON,
  type AdminAuditEntryView,
  type MemberDetailView,
  type MemberView,
} from '@club/contracts';
import { generate } from 'otplib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS } from '../src/modules/auth/auth.service.js';
import { PASSWORD, registeredCookie, signedInAgent, uniqueName } from './support/accounts.js';
import { adminSocket, secondAdmin, signIn, type SignedIn } from './support/admins.js';
import { withClient } from './support/database-server.js';
import { socketUrl, TestSocket } from './support/sockets.js';
import { startChatTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { username: 'members_admin', password: 'members-admin-password' };
const SOME_ID = '0b7c9e6a-1f2d-4c3b-9a8e-7d6c5b4a3f21';

const ROUTES = [
  ['get', '/api/admin/users', undefined],
  ['get', `/api/admin/users/${SOME_ID}`, undefined],
  ['put', `/api/admin/users/${SOME_ID}/role`, { role: 'admin' }],
  ['put', `/api/admin/users/${SOME_ID}/status`, { status: 'disabled' }],
  ['delete', `/api/admin/users/${SOME_ID}/two-factor`, undefined],
  ['get', '/api/admin/audit-log', undefined],
] as const;

describe('the Members section: /api/admin/users and /api/admin/audit-log', () => {
  let t: TestApp;
  let admin: SignedIn;

  const as = (who: { cookie: string }) => ({
    get: (path: string) => request(t.http).get(path).set('Cookie', who.cookie),
    put: (path: string, body: object) =>
      request(t.http).put(path).set('Cookie', who.cookie).send(body),
    delete: (path: string) => request(t.http).delete(path).set('Cookie', who.cookie),
  });
  /** Turns two-factor on for a signed-in admin (optional mode: the session stays signed in). */
  const withTotp = async (who: SignedIn) => {
    const started = await request(t.http)
      .post('/api/admin/two-factor/setup')
      .set('Cookie', who.cookie)
      .send({})
      .expect(200);
    await request(t.http)
      .post('/api/admin/two-factor/confirm')
      .set('Cookie', who.cookie)
      .send({ code: await generate({ secret: started.body.secret as string }) })
      .expect(200);
  };
  const member = async (fields: Record<string, string> = {}) => {
    const { cookie, user } = await registeredCookie(t.http, fields);
    return { cookie, id: user.id, username: user.username };
  };
  const auditOf = async (id: string): Promise<AdminAuditEntryView[]> =>
    (await as(admin).get(`/api/admin/audit-log?member=${id}`).expect(200)).body;
  const signedInStatus = async (cookie: string) =>
    (await request(t.http).get('/api/user').set('Cookie', cookie)).status;

  beforeAll(async () => {
    t = await startChatTestApp(ADMIN);
    admin = await signIn(t, ADMIN);
  });
  afterAll(() => t.close());

  it.each(ROUTES)('%s %s answers 401 anonymous and 403 to a member', async (method, path, body) => {
    const anonymous = await request(t.http)[method](path).send(body).expect(401);
    expect(anonymous.body.message).toBe(ERROR_TEXT.notSignedIn);
    const { agent } = await signedInAgent(t.http);
    const refused = await agent[method](path).send(body).expect(403);
    expect(refused.body.message).toBe(ERROR_TEXT.forbidden);
  });

  describe('the list', () => {
    const tag = uniqueName('lst').replace('_', '');
    let ada: Awaited<ReturnType<typeof member>>;
    let bob: Awaited<ReturnType<typeof member>>;
    let cy: Awaited<ReturnType<typeof member>>;

    beforeAll(async () => {
      ada = await member({ username: `${tag}_ada`, firstName: 'Adelaide', lastName: 'Quincey' });
      bob = await member({ username: `${tag}_bob`, email: `Robert.${tag}@Example.org` });
      cy = await member({ username: `${tag}_cy`, lastName: `Zeppelin${tag}` });
      await request(t.http).get('/api/user').set('Cookie', ada.cookie).expect(200);
    });

    const page = async (query: string) => {
      const response = await as(admin).get(`/api/admin/users?${query}`).expect(200);
      return {
        items: response.body as MemberView[],
        next: response.headers[HEADER.nextCursor.toLowerCase()] as string | undefined,
      };
    };

    it('searches usernames, e-mail addresses, first and last names in any case, newest first', async () => {
      expect((await page(`search=${tag.toUpperCase()}_`)).items.map((m) => m.id)).toEqual([
        cy.id,
        bob.id,
        ada.id,
      ]);
      expect((await page(`search=robert.${tag}@example`)).items.map((m) => m.id)).toEqual([bob.id]);
      expect((await page(`search=adelaide&limit=100`)).items.map((m) => m.id)).toContain(ada.id);
      expect((await page(`search=zeppelin${tag}`)).items.map((m) => m.id)).toEqual([cy.id]);
      expect((await page(`search=%25${tag}`)).items).toEqual([]);
    });

    it('answers each account as the contract says, without a password', async () => {
      const [item] = (await page(`search=${tag}_ada`)).items;
      expect(item).toEqual({
        id: ada.id,
        username: `${tag}_ada`,
        email: `${tag}_ada@example.com`,
        firstName: 'Adelaide',
        lastName: 'Quincey',
        role: 'user',
        status: 'active',
        vipUntil: null,
        isPremium: false,
        tournamentEntries: 0,
        memberSince: expect.any(String),
        lastSeenAt: expect.any(String),
      });
    });

    it('pages by cursor through every match once, in order', async () => {
      const first = await page(`search=${tag}&limit=2`);
      expect(first.items.map((m) => m.id)).toEqual([cy.id, bob.id]);
      const second = await page(`search=${tag}&limit=2&cursor=${first.next}`);
      expect(second.items.map((m) => m.id)).toEqual([ada.id]);
      expect(second.next).toBeUndefined();
    });

    it('filters by role and by status', async () => {
      const admins = await page('role=admin&limit=100');
      expect(admins.items.map((m) => m.username)).toContain(ADMIN.username);
      expect(admins.items.every((m) => m.role === 'admin')).toBe(true);
      expect((await page(`search=${tag}&role=admin`)).items).toEqual([]);
      expect((await page(`search=${tag}&status=active`)).items).toHaveLength(3);
      expect((await page(`search=${tag}&status=disabled`)).items).toEqual([]);
    });

    it.each([
      ['role=owner', MEMBER_TEXT.roleInvalid],
      ['status=banned', MEMBER_TEXT.statusInvalid],
      [`search=${'x'.repeat(101)}`, MEMBER_TEXT.searchTooLong],
      ['search=%20ab%20', MEMBER_TEXT.searchTooShort],
      ['limit=0', 'limit must be at least 1'],
      ['limit=101', 'limit must be at most 100'],
      ['limit=abc', 'limit must be a whole number'],
      ['cursor=nonsense', MEMBER_TEXT.cursorInvalid],
      [
        `cursor=${Buffer.from(`yesterday|${SOME_ID}`).toString('base64url')}`,
        'cursor is not valid',
      ],
      ['offset=10', 'property offset should not exist'],
    ])('refuses %s with 400 and the exact message', async (query, message) => {
      const response = await as(admin).get(`/api/admin/users?${query}`).expect(400);
      expect(response.body.message).toBe(message);
    });
  });

  it("a member's page: profile, packages, newest payments and conversations", async () => {
    const someone = await member({ firstName: 'Petra', nickname: 'Pet' });
    const { body: conversation } = await request(t.http)
      .post('/api/conversations')
      .set('Cookie', someone.cookie)
      .send({})
      .expect(201);
    await request(t.http)
      .post('/api/messages')
      .set('Cookie', someone.cookie)
      .send({ conversationId: conversation.id, content: 'Hello support' })
      .expect(201);
    await withClient(t.database.url, async (client) => {
      await client.query(
        `UPDATE users SET "vipUntil" = '2027-01-31T00:00:00Z', "isPremium" = true, "tournamentEntries" = 2 WHERE id = $1`,
        [someone.id],
      );
      await client.query(
        `INSERT INTO payments ("userId", "packageId", amount, currency, "stripePaymentIntentId", "stripeEventId", status, "createdAt")
         SELECT $1, 'tournament', 2500, 'usd', 'pi_' || n, 'evt_' || n, 'succeeded', '2026-01-01T00:00:00Z'::timestamptz + n * interval '1 day'
           FROM generate_series(1, 25) AS n`,
        [someone.id],
      );
    });
    const { body } = await as(admin).get(`/api/admin/users/${someone.id}`).expect(200);
    const detail = body as MemberDetailView;
    expect(detail).toMatchObject({
      id: someone.id,
      username: someone.username,
      firstName: 'Petra',
      nickname: 'Pet',
      role: 'user',
      status: 'active',
      disabledAt: null,
      emailVerified: false,
      vipUntil: '2027-01-31T00:00:00.000Z',
      isPremium: true,
      tournamentEntries: 2,
      paymentCount: 25,
    });
    expect(detail.payments).toHaveLength(20);
    expect(detail.payments[0]).toMatchObject({ stripePaymentIntentId: 'pi_25', amount: 2500 });
    expect(detail.conversations).toEqual([
      {
        id: conversation.id,
        subject: 'Support',
        status: 'open',
        lastMessageAt: expect.any(String),
      },
    ]);

    await as(admin).get(`/api/admin/users/${SOME_ID}`).expect(404, {
      statusCode: 404,
      message: MEMBER_TEXT.notFound,
    });
    await as(admin).get('/api/admin/users/not-an-id').expect(400);
  });

  it('makes a member an admin and back: each change ends their sessions and is in the audit log', async () => {
    const someone = await member();
    const made = await as(admin).put(`/api/admin/users/${someone.id}/role`, { role: 'admin' });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ id: someone.id, role: 'admin' });
    expect(await signedInStatus(someone.cookie)).toBe(401);

    const again = await signIn(t, { username: someone.username, password: PASSWORD });
    await as(again).get('/api/admin/users').expect(200);
    const socket = await TestSocket.open(socketUrl(t.http), { cookie: again.cookie });
    expect((await socket.auth({ userId: again.id })).type).toBe('auth_success');

    const removed = await as(admin).put(`/api/admin/users/${someone.id}/role`, { role: 'user' });
    expect(removed.body).toMatchObject({ role: 'user' });
    expect(await socket.closed).toEqual({ code: 1008, reason: SOCKET_CLOSE_REASON.signedOut });
    expect(await signedInStatus(again.cookie)).toBe(401);

    // The same role again changes nothing and writes nothing.
    await as(admin).put(`/api/admin/users/${someone.id}/role`, { role: 'user' }).expect(200);
    const entries = await auditOf(someone.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'member_admin_removed',
      'member_made_admin',
    ]);
    expect(entries[0]).toEqual({
      id: expect.any(Number),
      action: 'member_admin_removed',
      actor: { id: admin.id, username: ADMIN.username },
      target: { id: someone.id, username: someone.username },
      details: {},
      createdAt: expect.any(String),
    });
  });

  it('disables an account: its sessions and sockets end at once, sign-in says why; enabling lets it back', async () => {
    const someone = await member();
    const socket = await TestSocket.open(socketUrl(t.http), { cookie: someone.cookie });
    expect((await socket.auth({ userId: someone.id })).type).toBe('auth_success');

    const disabled = await as(admin).put(`/api/admin/users/${someone.id}/status`, {
      status: 'disabled',
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ status: 'disabled' });
    expect(await socket.closed).toEqual({ code: 1008, reason: SOCKET_CLOSE_REASON.signedOut });
    expect(await signedInStatus(someone.cookie)).toBe(401);

    const refused = await request(t.http)
      .post('/api/login')
      .send({ username: someone.username, password: PASSWORD })
      .expect(403);
    expect(refused.body.message).toBe(MEMBER_TEXT.accountDisabled);
    expect(refused.headers['set-cookie']).toBeUndefined();
    // A wrong password learns nothing about the account.
    const wrong = await request(t.http)
      .post('/api/login')
      .send({ username: someone.username, password: 'not-the-password' })
      .expect(401);
    expect(wrong.body.message).toBe(INVALID_CREDENTIALS);

    const listed = await as(admin).get(`/api/admin/users?search=${someone.username}`).expect(200);
    expect(listed.body.map((m: MemberView) => m.status)).toEqual(['disabled']);
    const detail = await as(admin).get(`/api/admin/users/${someone.id}`).expect(200);
    expect(detail.body.disabledAt).toEqual(expect.any(String));

    await as(admin).put(`/api/admin/users/${someone.id}/status`, { status: 'active' }).expect(200);
    await signIn(t, { username: someone.username, password: PASSWORD });
    expect((await auditOf(someone.id)).map((entry) => entry.action)).toEqual([
      'member_enabled',
      'member_disabled',
    ]);
  });

  it('a session that was signed in when its account was disabled is refused even if its row survived', async () => {
    const someone = await member();
    await withClient(t.database.url, (client) =>
      client.query(`UPDATE users SET "disabledAt" = now() WHERE id = $1`, [someone.id]),
    );
    expect(await signedInStatus(someone.cookie)).toBe(401);
  });

  it('an admin can neither remove their own admin role nor disable themselves: another admin has to', async () => {
    const colleague = await secondAdmin(t);
    const ownRole = await as(colleague)
      .put(`/api/admin/users/${colleague.id}/role`, { role: 'user' })
      .expect(409);
    expect(ownRole.body.message).toBe(MEMBER_TEXT.ownRole);
    const ownAccount = await as(colleague)
      .put(`/api/admin/users/${colleague.id}/status`, { status: 'disabled' })
      .expect(409);
    expect(ownAccount.body.message).toBe(MEMBER_TEXT.ownAccount);
    expect(await auditOf(colleague.id)).toEqual([]);
    expect(await signedInStatus(colleague.cookie)).toBe(200);

    await as(admin).put(`/api/admin/users/${colleague.id}/role`, { role: 'user' }).expect(200);
  });

  it("resets another admin's two-factor: authenticator and recovery codes go, sessions end, audited", async () => {
    const colleague = await secondAdmin(t);
    await withTotp(colleague);
    const before = await as(admin).get(`/api/admin/users/${colleague.id}`).expect(200);
    expect((before.body as MemberDetailView).twoFactorEnabled).toBe(true);
    const socket = await adminSocket(t, colleague);

    const reset = await as(admin).delete(`/api/admin/users/${colleague.id}/two-factor`).expect(200);
    expect((reset.body as MemberView).id).toBe(colleague.id);
    expect(await socket.closed).toEqual({ code: 1008, reason: SOCKET_CLOSE_REASON.signedOut });
    expect(await signedInStatus(colleague.cookie)).toBe(401);
    const after = await as(admin).get(`/api/admin/users/${colleague.id}`).expect(200);
    expect((after.body as MemberDetailView).twoFactorEnabled).toBe(false);
    const rows = await withClient(t.database.url, async (client) => {
      const credentials = await client.query(`SELECT 1 FROM totp_credentials WHERE "userId" = $1`, [
        colleague.id,
      ]);
      const codes = await client.query(`SELECT 1 FROM totp_recovery_codes WHERE "userId" = $1`, [
        colleague.id,
      ]);
      return credentials.rowCount! + codes.rowCount!;
    });
    expect(rows).toBe(0);
    expect((await auditOf(colleague.id)).map((entry) => entry.action)).toEqual([
      'member_two_factor_reset',
    ]);
    const username = (after.body as MemberDetailView).username;
    await request(t.http).post('/api/login').send({ username, password: PASSWORD }).expect(200);

    await as(admin).delete(`/api/admin/users/${colleague.id}/two-factor`).expect(200);
    expect(await auditOf(colleague.id)).toHaveLength(1);
  });

  it('an admin cannot reset their own two-factor in the console: the Security page turns it off', async () => {
    const colleague = await secondAdmin(t);
    await withTotp(colleague);
    const own = await as(colleague)
      .delete(`/api/admin/users/${colleague.id}/two-factor`)
      .expect(409);
    expect(own.body.message).toBe(MEMBER_TEXT.ownTwoFactor);
    expect(await signedInStatus(colleague.cookie)).toBe(200);
    expect(await auditOf(colleague.id)).toEqual([]);
  });

  it('a two-factor reset of an unknown account answers 404, of a malformed id 400', async () => {
    const unknown = await as(admin).delete(`/api/admin/users/${SOME_ID}/two-factor`).expect(404);
    expect(unknown.body.message).toBe(MEMBER_TEXT.notFound);
    await as(admin).delete('/api/admin/users/not-an-id/two-factor').expect(400);
  });

  it.each([
    ['role', { role: 'user' }],
    ['status', { status: 'disabled' }],
  ])(
    'two admins changing each other’s %s at once: one wins, the other is no longer an admin, an admin remains',
    async (field, body) => {
      const first = await secondAdmin(t);
      const second = await secondAdmin(t);
      const answers = await Promise.all([
        as(first).put(`/api/admin/users/${second.id}/${field}`, body),
        as(second).put(`/api/admin/users/${first.id}/${field}`, body),
      ]);
      // The loser is refused under the lock (403), or, when it comes after the winner's commit,
      // its session is already gone (401).
      const [won, lost] = answers.map((answer) => answer.status).sort();
      expect(won).toBe(200);
      expect([401, 403]).toContain(lost);
      const enabledAdmins = await withClient(t.database.url, async (client) => {
        const { rows } = await client.query<{ id: string }>(
          `SELECT id FROM users WHERE role = 'admin' AND "disabledAt" IS NULL AND id = ANY($1)`,
          [[first.id, second.id]],
        );
        return rows;
      });
      expect(enabledAdmins).toHaveLength(1);
    },
  );

  it.each([
    ['role', { role: 'owner' }, MEMBER_TEXT.roleInvalid],
    ['role', {}, MEMBER_TEXT.roleInvalid],
    ['status', { status: 'banned' }, MEMBER_TEXT.statusInvalid],
    ['status', { status: 'disabled', reason: 'x' }, 'property reason should not exist'],
  ])('PUT …/%s refuses %j with 400 and the exact message', async (field, body, message) => {
    const someone = await member();
    const response = await as(admin)
      .put(`/api/admin/users/${someone.id}/${field}`, body)
      .expect(400);
    expect(response.body.message).toBe(message);
  });

  it('a change of an unknown account answers 404', async () => {
    const response = await as(admin)
      .put(`/api/admin/users/${SOME_ID}/status`, { status: 'disabled' })
      .expect(404);
    expect(response.body.message).toBe(MEMBER_TEXT.notFound);
  });

  describe('the audit log', () => {
    it('pages newest first and keeps both names after the accounts are deleted', async () => {
      const colleague = await secondAdmin(t);
      const colleagueName = (await as(admin).get(`/api/admin/users/${colleague.id}`)).body.username;
      const someone = await member();
      for (const status of ['disabled', 'active', 'disabled'])
        await as(colleague).put(`/api/admin/users/${someone.id}/status`, { status }).expect(200);

      const first = await as(admin).get(`/api/admin/audit-log?member=${someone.id}&limit=2`);
      expect(first.body.map((entry: AdminAuditEntryView) => entry.action)).toEqual([
        'member_disabled',
        'member_enabled',
      ]);
      const cursor = first.headers[HEADER.nextCursor.toLowerCase()];
      const second = await as(admin).get(
        `/api/admin/audit-log?member=${someone.id}&limit=2&cursor=${cursor}`,
      );
      expect(second.body.map((entry: AdminAuditEntryView) => entry.action)).toEqual([
        'member_disabled',
      ]);
      expect(second.headers[HEADER.nextCursor.toLowerCase()]).toBeUndefined();

      const all = await as(admin).get('/api/admin/audit-log?limit=3').expect(200);
      expect(all.body[0].target.id).toBe(someone.id);

      await withClient(t.database.url, (client) =>
        client.query(`DELETE FROM users WHERE id = ANY($1)`, [[someone.id, colleague.id]]),
      );
      const kept = await as(admin).get('/api/admin/audit-log?limit=3').expect(200);
      expect(kept.body.map((entry: AdminAuditEntryView) => [entry.actor, entry.target])).toEqual(
        Array(3).fill([
          { id: null, username: colleagueName },
          { id: null, username: expect.stringMatching(/^user_/) },
        ]),
      );
    });

    it.each([
      ['member=someone', ADMIN_AUDIT_TEXT.memberInvalid],
      ['cursor=abc', ADMIN_AUDIT_TEXT.cursorInvalid],
      ['cursor=0', ADMIN_AUDIT_TEXT.cursorInvalid],
      ['cursor=99999999999999999999', ADMIN_AUDIT_TEXT.cursorInvalid],
      ['limit=101', 'limit must be at most 100'],
      ['action=x', 'property action should not exist'],
    ])('refuses %s with 400 and the exact message', async (query, message) => {
      const response = await as(admin).get(`/api/admin/audit-log?${query}`).expect(400);
      expect(response.body.message).toBe(message);
    });
  });

  it("keeps each account's last request to the minute", async () => {
    const someone = await member();
    const lastSeen = () =>
      withClient(t.database.url, async (client) => {
        const { rows } = await client.query<{ lastSeenAt: Date | null }>(
          `SELECT "lastSeenAt" FROM users WHERE id = $1`,
          [someone.id],
        );
        return rows[0].lastSeenAt;
      });
    await request(t.http).get('/api/user').set('Cookie', someone.cookie).expect(200);
    const seen = await lastSeen();
    expect(seen).toBeInstanceOf(Date);
    await request(t.http).get('/api/user').set('Cookie', someone.cookie).expect(200);
    expect(await lastSeen()).toEqual(seen);
    await withClient(t.database.url, (client) =>
      client.query(`UPDATE users SET "lastSeenAt" = now() - interval '2 minutes' WHERE id = $1`, [
        someone.id,
      ]),
    );
    await request(t.http).get('/api/user').set('Cookie', someone.cookie).expect(200);
    expect((await lastSeen())!.getTime()).toBeGreaterThan(Date.now() - 30_000);
  });
});
