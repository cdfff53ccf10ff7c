import { SECOND_FACTOR_STATUS, TWO_FACTOR_TEXT } from '@club/contracts';
import { generate } from 'otplib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registeredCookie, sessionCookieOf, uniqueName } from './support/accounts.js';
import { withClient } from './support/database-server.js';
import { resetLinkOf, SmtpInbox } from './support/smtp-inbox.js';
import { socketUrl, TestSocket } from './support/sockets.js';
import { startChatTestApp, type TestApp } from './support/test-app.js';

const NEW_PASSWORD = 'a-brand-new-password-7';
const SIGNED_OUT = { code: 1008, reason: 'Signed out' };
const NO_PENDING = { statusCode: 401, message: TWO_FACTOR_TEXT.noPendingSignIn };

const nowSeconds = () => Math.floor(Date.now() / 1000);
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: nowSeconds() + steps * 30 });
const cookieOf = (response: request.Response) =>
  sessionCookieOf(response.headers['set-cookie'])!.split(';')[0];
/** The session id a signed `session_id=s:<sid>.<signature>` cookie carries. */
const sidOf = (cookie: string) => /^s:([^.]+)\./.exec(decodeURIComponent(cookie.split('=')[1]))![1];

const login = (t: TestApp, username: string, password = PASSWORD) =>
  request(t.http).post('/api/login').send({ username, password });
const userStatus = (t: TestApp, cookie: string) =>
  request(t.http)
    .get('/api/user')
    .set('Cookie', cookie)
    .then((response) => response.status);

interface AdminWithTotp {
  id: string;
  username: string;
  email: string;
  secret: string;
  cookie: string;
}

/**
 * A member made admin in the database who then turns two-factor on: from a signed-in session
 * (optional) or from the session waiting for set-up (ADMIN_2FA=required). Confirmed with the
 * previous step's code, so this step's and the next are free.
 */
async function adminWithTotp(t: TestApp): Promise<AdminWithTotp> {
  const username = uniqueName('admin');
  const { user } = await registeredCookie(t.http, { username });
  await withClient(t.database.url, (client) =>
    client.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]),
  );
  const signedIn = await login(t, username);
  const cookie = cookieOf(signedIn);
  const setup = await request(t.http)
    .post('/api/admin/two-factor/setup')
    .set('Cookie', cookie)
    .send({})
    .expect(200);
  const secret = setup.body.secret as string;
  const confirmed = await request(t.http)
    .post('/api/admin/two-factor/confirm')
    .set('Cookie', cookie)
    .send({ code: await codeAt(secret, -1) })
    .expect(200);
  const signedInCookie = signedIn.status === 200 ? cookie : cookieOf(confirmed);
  return { id: user.id, username, email: user.email, secret, cookie: signedInCookie };
}

/** The password step: a session waiting for the second factor it names. */
async function passwordStep(t: TestApp, username: string, password = PASSWORD) {
  const response = await login(t, username, password).expect(SECOND_FACTOR_STATUS);
  return { step: response.body.secondFactor as string, cookie: cookieOf(response) };
}

async function signedInSocket(t: TestApp, cookie: string, userId: string): Promise<TestSocket> {
  const socket = await TestSocket.open(socketUrl(t.http), { cookie });
  expect((await socket.auth({ userId })).type).toBe('auth_success');
  return socket;
}

async function sessionRow(t: TestApp, cookie: string): Promise<{ sess: unknown; expire: Date }[]> {
  return withClient(
    t.database.url,
    async (client) =>
      (
        await client.query(`SELECT "sess", "expire" FROM "session" WHERE "sid" = $1`, [
          sidOf(cookie),
        ])
      ).rows as { sess: unknown; expire: Date }[],
  );
}

/** Puts a session row back as it was: a request in flight saving its session after the clean-up. */
async function restoreSessionRow(
  t: TestApp,
  cookie: string,
  row: { sess: unknown; expire: Date },
): Promise<void> {
  await withClient(t.database.url, (client) =>
    client.query(`INSERT INTO "session" ("sid", "sess", "expire") VALUES ($1, $2, $3)`, [
      sidOf(cookie),
      row.sess,
      row.expire,
    ]),
  );
}

async function resetPassword(t: TestApp, inbox: SmtpInbox, email: string): Promise<void> {
  await request(t.http).post('/api/password-reset/request').send({ email }).expect(202);
  const { token } = resetLinkOf(await inbox.nthMailTo(email, 1, 'Reset your password'));
  await request(t.http)
    .post('/api/password-reset/confirm')
    .send({ token, password: NEW_PASSWORD })
    .expect(204);
}

interface CredentialChange {
  name: string;
  /** Whether the session that made the change stays signed in (the account page's own changes). */
  keepsChanger: boolean;
  /** Only where the mode allows it. */
  optionalOnly?: boolean;
  apply(t: TestApp, inbox: SmtpInbox, admin: AdminWithTotp, actorCookie: string): Promise<void>;
}

const CHANGES: CredentialChange[] = [
  {
    name: 'a password reset from the mailed link',
    keepsChanger: false,
    apply: (t, inbox, admin) => resetPassword(t, inbox, admin.email),
  },
  {
    name: 'a password change on the account page',
    keepsChanger: true,
    apply: async (t, _inbox, admin) => {
      await request(t.http)
        .post('/api/account/password')
        .set('Cookie', admin.cookie)
        .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
        .expect(204);
    },
  },
  {
    name: 'another admin removing the admin role',
    keepsChanger: false,
    apply: async (t, _inbox, admin, actorCookie) => {
      await request(t.http)
        .put(`/api/admin/users/${admin.id}/role`)
        .set('Cookie', actorCookie)
        .send({ role: 'user' })
        .expect(200);
    },
  },
  {
    name: 'another admin disabling the account',
    keepsChanger: false,
    apply: async (t, _inbox, admin, actorCookie) => {
      await request(t.http)
        .put(`/api/admin/users/${admin.id}/status`)
        .set('Cookie', actorCookie)
        .send({ status: 'disabled' })
        .expect(200);
    },
  },
  {
    name: "another admin resetting the account's two-factor",
    keepsChanger: false,
    apply: async (t, _inbox, admin, actorCookie) => {
      await request(t.http)
        .delete(`/api/admin/users/${admin.id}/two-factor`)
        .set('Cookie', actorCookie)
        .expect(200);
    },
  },
  {
    name: 'turning two-factor off',
    keepsChanger: true,
    optionalOnly: true,
    apply: async (t, _inbox, admin) => {
      await request(t.http)
        .post('/api/admin/two-factor/disable')
        .set('Cookie', admin.cookie)
        .send({ password: PASSWORD, code: await codeAt(admin.secret, 1) })
        .expect(204);
    },
  },
];

for (const mode of ['optional', 'required'] as const) {
  describe(`a change of credentials ends every session of the account, half-way ones too (two-factor ${mode})`, () => {
    let t: TestApp;
    let inbox: SmtpInbox;
    let actorCookie: string;
    beforeAll(async () => {
      inbox = await SmtpInbox.start();
      t = await startChatTestApp(
        { username: uniqueName('boss'), password: PASSWORD },
        {
          SMTP_URL: inbox.url,
          PUBLIC_URL: 'https://club.example.test',
          RATE_LIMIT_PASSWORD_RESET: '1000/60',
          RATE_LIMIT_TOTP_FAILURES: '1000/60',
          ...(mode === 'required' ? { ADMIN_2FA: 'required' } : {}),
        },
      );
      actorCookie = (await adminWithTotp(t)).cookie;
    });
    afterAll(async () => {
      await t.close();
      await inbox.close();
    });

    for (const change of CHANGES.filter((each) => mode === 'optional' || !each.optionalOnly)) {
      it(`after ${change.name}, a sign-in waiting for its code cannot finish, and other sessions and sockets end`, async () => {
        const admin = await adminWithTotp(t);
        const other = cookieOf(
          await request(t.http)
            .post('/api/login/two-factor')
            .set('Cookie', (await passwordStep(t, admin.username)).cookie)
            .send({ code: await codeAt(admin.secret) })
            .expect(200),
        );
        const otherSocket = await signedInSocket(t, other, admin.id);
        const waiting = await passwordStep(t, admin.username);
        expect(waiting.step).toBe('totp');
        const [waitingRow] = await sessionRow(t, waiting.cookie);

        await change.apply(t, inbox, admin, actorCookie);

        expect(await otherSocket.closed).toEqual(SIGNED_OUT);
        expect(await userStatus(t, other)).toBe(401);
        expect(await userStatus(t, admin.cookie)).toBe(change.keepsChanger ? 200 : 401);
        expect(await sessionRow(t, waiting.cookie)).toEqual([]);
        const finish = () =>
          request(t.http)
            .post('/api/login/two-factor')
            .set('Cookie', waiting.cookie)
            .send({ code: '000000' });
        expect((await finish().expect(401)).body).toMatchObject(NO_PENDING);

        // Bound to the credentials it started with: a row that outlived the clean-up is no use.
        await restoreSessionRow(t, waiting.cookie, waitingRow);
        const late = await request(t.http)
          .post('/api/login/two-factor')
          .set('Cookie', waiting.cookie)
          .send({ code: await codeAt(admin.secret, 1) })
          .expect(401);
        expect(late.body).toMatchObject(NO_PENDING);
        expect(await userStatus(t, waiting.cookie)).toBe(401);
      });
    }

    it('a waiting sign-in whose credentials did not change still finishes (the binding refuses only a change)', async () => {
      const admin = await adminWithTotp(t);
      const waiting = await passwordStep(t, admin.username);
      const done = await request(t.http)
        .post('/api/login/two-factor')
        .set('Cookie', waiting.cookie)
        .send({ code: await codeAt(admin.secret) })
        .expect(200);
      expect(await userStatus(t, cookieOf(done))).toBe(200);
    });
  });
}

describe('ADMIN_2FA=required: whoever has a new admin’s password cannot keep the account', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let actorCookie: string;
  beforeAll(async () => {
    inbox = await SmtpInbox.start();
    t = await startChatTestApp(
      { username: uniqueName('boss'), password: PASSWORD },
      {
        ADMIN_2FA: 'required',
        SMTP_URL: inbox.url,
        PUBLIC_URL: 'https://club.example.test',
        RATE_LIMIT_PASSWORD_RESET: '1000/60',
        RATE_LIMIT_TOTP_FAILURES: '1000/60',
      },
    );
    actorCookie = (await adminWithTotp(t)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  /** A new admin (no authenticator yet), and a stranger's session waiting at set-up with its password. */
  async function strangerAtSetup() {
    const username = uniqueName('newadmin');
    const { user } = await registeredCookie(t.http, { username });
    await withClient(t.database.url, (client) =>
      client.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]),
    );
    const stranger = await passwordStep(t, username);
    expect(stranger.step).toBe('totp_setup');
    return { user, username, stranger: stranger.cookie };
  }

  const setup = (t: TestApp, cookie: string) =>
    request(t.http).post('/api/admin/two-factor/setup').set('Cookie', cookie).send({});
  const confirm = (t: TestApp, cookie: string, code: string) =>
    request(t.http).post('/api/admin/two-factor/confirm').set('Cookie', cookie).send({ code });
  const totpEnabled = (t: TestApp, userId: string) =>
    withClient(
      t.database.url,
      async (client) =>
        (
          await client.query(
            `SELECT count(*)::int AS "count" FROM totp_credentials WHERE "userId" = $1 AND "enabledAt" IS NOT NULL`,
            [userId],
          )
        ).rows[0].count as number,
    );

  it('the owner resets the password: the stranger’s set-up stops, and the owner sets up their own', async () => {
    const { user, username, stranger } = await strangerAtSetup();
    const { secret: strangersSecret } = (await setup(t, stranger).expect(200)).body as {
      secret: string;
    };
    const [strangerRow] = await sessionRow(t, stranger);

    await resetPassword(t, inbox, user.email);

    await request(t.http).get('/api/admin/two-factor').set('Cookie', stranger).expect(401);
    await setup(t, stranger).expect(401);
    await confirm(t, stranger, await codeAt(strangersSecret)).expect(401);
    await restoreSessionRow(t, stranger, strangerRow);
    expect((await confirm(t, stranger, await codeAt(strangersSecret)).expect(401)).body).toEqual({
      statusCode: 401,
      message: 'Not signed in',
    });
    expect(await userStatus(t, stranger)).toBe(401);
    expect(await totpEnabled(t, user.id)).toBe(0);

    await login(t, username, PASSWORD).expect(401);
    const owner = await passwordStep(t, username, NEW_PASSWORD);
    expect(owner.step).toBe('totp_setup');
    const { secret } = (await setup(t, owner.cookie).expect(200)).body as { secret: string };
    const signedIn = cookieOf(await confirm(t, owner.cookie, await codeAt(secret)).expect(200));
    const me = await request(t.http).get('/api/user').set('Cookie', signedIn).expect(200);
    expect(me.body).toMatchObject({ id: user.id, role: 'admin' });
    expect((await passwordStep(t, username, NEW_PASSWORD)).step).toBe('totp');
  });

  it('the stranger confirmed first: the owner’s reset signs them out, and another admin’s two-factor reset lets the owner set up their own', async () => {
    const { user, username, stranger } = await strangerAtSetup();
    const { secret: strangersSecret } = (await setup(t, stranger).expect(200)).body as {
      secret: string;
    };
    const strangerSignedIn = cookieOf(
      await confirm(t, stranger, await codeAt(strangersSecret, -1)).expect(200),
    );
    expect(await userStatus(t, strangerSignedIn)).toBe(200);

    await resetPassword(t, inbox, user.email);
    expect(await userStatus(t, strangerSignedIn)).toBe(401);
    const locked = await passwordStep(t, username, NEW_PASSWORD);
    expect(locked.step).toBe('totp');

    await request(t.http)
      .delete(`/api/admin/users/${user.id}/two-factor`)
      .set('Cookie', actorCookie)
      .expect(200);
    expect(await totpEnabled(t, user.id)).toBe(0);
    expect(
      (
        await request(t.http)
          .post('/api/login/two-factor')
          .set('Cookie', locked.cookie)
          .send({ code: await codeAt(strangersSecret) })
          .expect(401)
      ).body,
    ).toEqual(NO_PENDING);
    const owner = await passwordStep(t, username, NEW_PASSWORD);
    expect(owner.step).toBe('totp_setup');
    const { secret } = (await setup(t, owner.cookie).expect(200)).body as { secret: string };
    const signedIn = cookieOf(await confirm(t, owner.cookie, await codeAt(secret)).expect(200));
    const me = await request(t.http).get('/api/user').set('Cookie', signedIn).expect(200);
    expect(me.body).toMatchObject({ id: user.id, role: 'admin' });
  });

  it('the first set-up confirmed ends every other sign-in waiting at set-up', async () => {
    const { user, username, stranger } = await strangerAtSetup();
    const owner = await passwordStep(t, username);
    await setup(t, stranger).expect(200);
    const { secret } = (await setup(t, owner.cookie).expect(200)).body as { secret: string };
    await confirm(t, owner.cookie, await codeAt(secret)).expect(200);
    await request(t.http).get('/api/admin/two-factor').set('Cookie', stranger).expect(401);
    await setup(t, stranger).expect(401);
    expect(await totpEnabled(t, user.id)).toBe(1);
  });

  it.each([
    ['removing the admin role', 'role', { role: 'user' }],
    ['disabling the account', 'status', { status: 'disabled' }],
  ] as const)('%s in the console ends a sign-in waiting at set-up', async (_name, path, body) => {
    const { user, stranger } = await strangerAtSetup();
    await setup(t, stranger).expect(200);
    await request(t.http)
      .put(`/api/admin/users/${user.id}/${path}`)
      .set('Cookie', actorCookie)
      .send(body)
      .expect(200);
    expect(await sessionRow(t, stranger)).toEqual([]);
    await request(t.http).get('/api/admin/two-factor').set('Cookie', stranger).expect(401);
    await setup(t, stranger).expect(401);
  });
});
