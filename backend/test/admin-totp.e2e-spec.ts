import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  SECOND_FACTOR_STATUS,
  TWO_FACTOR_TEXT,
  type TwoFactorSetupView,
} from '@club/contracts';
import { generate } from 'otplib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registeredCookie, sessionCookieOf, uniqueName } from './support/accounts.js';
import { withClient } from './support/database-server.js';
import { socketUrl, TestSocket } from './support/sockets.js';
import { startChatTestApp, type TestApp } from './support/test-app.js';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The app's code `steps` periods from now (the server takes one step either side). */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: nowSeconds() + steps * 30 });

const cookieOf = (response: request.Response) =>
  sessionCookieOf(response.headers['set-cookie'])!.split(';')[0];

interface Admin {
  id: string;
  username: string;
  cookie: string;
}

/** A member made admin in the database, then signed in (no two-factor yet). */
async function newAdmin(t: TestApp): Promise<Admin> {
  const username = uniqueName('admin');
  const { user } = await registeredCookie(t.http, { username });
  await withClient(t.database.url, (client) =>
    client.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]),
  );
  const login = await request(t.http)
    .post('/api/login')
    .send({ username, password: PASSWORD })
    .expect(200);
  return { id: user.id, username, cookie: cookieOf(login) };
}

async function beginSetup(t: TestApp, cookie: string): Promise<TwoFactorSetupView> {
  const response = await request(t.http)
    .post('/api/admin/two-factor/setup')
    .set('Cookie', cookie)
    .send({})
    .expect(200);
  return response.body as TwoFactorSetupView;
}

/** Set up and confirmed with the code of the previous step, so this step's and the next are free. */
async function adminWithTotp(t: TestApp) {
  const admin = await newAdmin(t);
  const { secret } = await beginSetup(t, admin.cookie);
  const confirmed = await request(t.http)
    .post('/api/admin/two-factor/confirm')
    .set('Cookie', admin.cookie)
    .send({ code: await codeAt(secret, -1) })
    .expect(200);
  const recoveryCodes = confirmed.body.recoveryCodes as string[];
  return { ...admin, secret, recoveryCodes };
}

/** The password step: a session waiting for its second factor. */
async function passwordStep(t: TestApp, username: string, password = PASSWORD) {
  const login = await request(t.http)
    .post('/api/login')
    .send({ username, password })
    .expect(SECOND_FACTOR_STATUS);
  return { body: login.body as unknown, cookie: cookieOf(login) };
}

async function socketAuth(t: TestApp, cookie: string, userId: string) {
  const socket = await TestSocket.open(socketUrl(t.http), { cookie });
  try {
    return await socket.auth({ userId });
  } finally {
    socket.close();
  }
}

describe('admin two-factor sign-in (ADMIN_2FA unset: optional)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startChatTestApp(
      { username: uniqueName('boss'), password: PASSWORD },
      { RATE_LIMIT_TOTP_FAILURES: '4/600' },
    );
  });
  afterAll(() => t.close());

  it('refuses set-up to anonymous callers (401) and members (403)', async () => {
    for (const path of ['/api/admin/two-factor/setup', '/api/admin/two-factor/confirm']) {
      await request(t.http).post(path).send({ code: '123456' }).expect(401);
    }
    await request(t.http).get('/api/admin/two-factor').expect(401);
    const member = await registeredCookie(t.http);
    await request(t.http).get('/api/admin/two-factor').set('Cookie', member.cookie).expect(403);
    await request(t.http)
      .post('/api/admin/two-factor/setup')
      .set('Cookie', member.cookie)
      .send({})
      .expect(403);
  });

  it('signs a member in as before, and an admin without two-factor too', async () => {
    const member = await registeredCookie(t.http);
    const login = await request(t.http)
      .post('/api/login')
      .send({ username: member.user.username, password: PASSWORD })
      .expect(200);
    expect(login.body.id).toBe(member.user.id);
    const admin = await newAdmin(t);
    await request(t.http).get('/api/admin/users').set('Cookie', admin.cookie).expect(200);
  });

  it('sets up in two steps: a QR code and secret, then a right code turns it on and gives recovery codes once', async () => {
    const admin = await newAdmin(t);
    const other = cookieOf(
      await request(t.http)
        .post('/api/login')
        .send({ username: admin.username, password: PASSWORD })
        .expect(200),
    );
    const setup = await beginSetup(t, admin.cookie);
    expect(setup.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    const status = () =>
      request(t.http).get('/api/admin/two-factor').set('Cookie', admin.cookie).expect(200);
    expect((await status()).body).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
      signInPending: false,
    });

    const wrong = await request(t.http)
      .post('/api/admin/two-factor/confirm')
      .set('Cookie', admin.cookie)
      .send({ code: '000000' === (await codeAt(setup.secret)) ? '111111' : '000000' })
      .expect(400);
    expect(wrong.body.message).toBe(TWO_FACTOR_TEXT.wrongCode);

    const confirmed = await request(t.http)
      .post('/api/admin/two-factor/confirm')
      .set('Cookie', admin.cookie)
      .send({ code: await codeAt(setup.secret) })
      .expect(200);
    const codes = confirmed.body.recoveryCodes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);

    // This session goes on; the account's other sessions, which only knew the password, end.
    const cookie = admin.cookie;
    await request(t.http).get('/api/user').set('Cookie', other).expect(401);
    const after = await request(t.http)
      .get('/api/admin/two-factor')
      .set('Cookie', cookie)
      .expect(200);
    expect(after.body).toMatchObject({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });

    // Never shown again, and not stored as given.
    const again = await request(t.http)
      .post('/api/admin/two-factor/setup')
      .set('Cookie', cookie)
      .send({})
      .expect(409);
    expect(again.body.message).toBe(TWO_FACTOR_TEXT.alreadyEnabled);
    const [stored] = await withClient(
      t.database.url,
      async (client) =>
        (
          await client.query(
            `SELECT encode(secret, 'escape') AS secret FROM totp_credentials WHERE "userId" = $1`,
            [admin.id],
          )
        ).rows as { secret: string }[],
    );
    expect(stored.secret).not.toContain(setup.secret);
  });

  it('asks an admin with two-factor for a code: the session is not signed in until then', async () => {
    const admin = await adminWithTotp(t);
    const waiting = await passwordStep(t, admin.username);
    expect(waiting.body).toEqual({ secondFactor: 'totp' });
    await request(t.http).get('/api/user').set('Cookie', waiting.cookie).expect(401);
    await request(t.http).get('/api/admin/users').set('Cookie', waiting.cookie).expect(401);
    await request(t.http).get('/api/admin/two-factor').set('Cookie', waiting.cookie).expect(401);
    expect((await socketAuth(t, waiting.cookie, admin.id)).type).toBe('error');

    const wrong = await request(t.http)
      .post('/api/login/two-factor')
      .set('Cookie', waiting.cookie)
      .send({ code: '12345' })
      .expect(401);
    expect(wrong.body.message).toBe(TWO_FACTOR_TEXT.wrongCode);

    const done = await request(t.http)
      .post('/api/login/two-factor')
      .set('Cookie', waiting.cookie)
      .send({ code: await codeAt(admin.secret) })
      .expect(200);
    expect(done.body).toMatchObject({ id: admin.id, role: 'admin' });
    const cookie = cookieOf(done);
    expect(cookie).not.toBe(waiting.cookie);
    await request(t.http).get('/api/user').set('Cookie', waiting.cookie).expect(401);
    await request(t.http).get('/api/admin/users').set('Cookie', cookie).expect(200);
    expect((await socketAuth(t, cookie, admin.id)).type).toBe('auth_success');
  });

  it('accepts a code once: the same code again is refused, the next step still works', async () => {
    const admin = await adminWithTotp(t);
    const code = await codeAt(admin.secret);
    const first = await passwordStep(t, admin.username);
    await request(t.http)
      .post('/api/login/two-factor')
      .set('Cookie', first.cookie)
      .send({ code })
      .expect(200);

    const second = await passwordStep(t, admin.username);
    const replayed = await request(t.http)
      .post('/api/login/two-factor')
      .set('Cookie', second.cookie)
      .send({ code })
      .expect(401);
    expect(replayed.body.message).toBe(TWO_FACTOR_TEXT.wrongCode);
    await request(t.http)
      .post('/api/login/two-factor')
      .set('Cookie', second.cookie)
      .send({ code: await codeAt(admin.secret, 1) })
      .expect(200);
  });

  it('accepts each recovery code once', async () => {
    const admin = await adminWithTotp(t);
    const [recoveryCode] = admin.recoveryCodes;
    const first = await passwordStep(t, admin.username);
    const done = await request(t.http)
      .post('/api/login/two-factor')
      .set('Cookie', first.cookie)
      .send({ recoveryCode: recoveryCode.toUpperCase().replaceAll('-', ' ') })
      .expect(200);
    const status = await request(t.http)
      .get('/api/admin/two-factor')
      .set('Cookie', cookieOf(done))
      .expect(200);
    expect(status.body.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);

    const second = await passwordStep(t, admin.username);
    await request(t.http)
      .post('/api/login/two-factor')
      .set('Cookie', second.cookie)
      .send({ recoveryCode })
      .expect(401);
  });

  it('limits wrong codes per account: past the budget even the right code gets 429 with Retry-After', async () => {
    const admin = await adminWithTotp(t);
    const waiting = await passwordStep(t, admin.username);
    const right = await codeAt(admin.secret);
    const wrongCode = right === '000000' ? '111111' : '000000';
    const guess = () =>
      request(t.http)
        .post('/api/login/two-factor')
        .set('Cookie', waiting.cookie)
        .send({ code: wrongCode });
    for (let attempt = 0; attempt < 4; attempt++) await guess().expect(401);
    await guess().expect(429);
    // A new password step does not reset the account's budget.
    const again = await passwordStep(t, admin.username);
    const refused = await request(t.http)
      .post('/api/login/two-factor')
      .set('Cookie', again.cookie)
      .send({ code: right })
      .expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets simultaneous guesses through only up to the budget, while the app keeps answering', async () => {
    const admin = await adminWithTotp(t);
    const waiting = await passwordStep(t, admin.username);
    const right = await codeAt(admin.secret);
    const wrongCode = right === '000000' ? '111111' : '000000';
    const guesses = Array.from({ length: 12 }, () =>
      request(t.http)
        .post('/api/login/two-factor')
        .set('Cookie', waiting.cookie)
        .send({ code: wrongCode })
        .then((response) => response.status),
    );
    const health = await request(t.http).get('/api/health').expect(200);
    expect(health.body).toEqual({ status: 'ok' });
    const statuses = await Promise.all(guesses);
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
  });

  it('answers no code without a password step, and keeps each admin to their own set-up', async () => {
    await request(t.http).post('/api/login/two-factor').send({ code: '123456' }).expect(401);
    const other = await newAdmin(t);
    await request(t.http)
      .post('/api/login/two-factor')
      .set('Cookie', other.cookie)
      .send({ code: '123456' })
      .expect(401);
    const admin = await newAdmin(t);
    const setup = await beginSetup(t, admin.cookie);
    // Another admin's code confirms nothing of theirs: they have no set-up started.
    const refused = await request(t.http)
      .post('/api/admin/two-factor/confirm')
      .set('Cookie', other.cookie)
      .send({ code: await codeAt(setup.secret) })
      .expect(409);
    expect(refused.body.message).toBe(TWO_FACTOR_TEXT.noSetupStarted);
    // A session waiting for a code cannot start a set-up in place of the account.
    const withTotp = await adminWithTotp(t);
    const waiting = await passwordStep(t, withTotp.username);
    await request(t.http)
      .post('/api/admin/two-factor/setup')
      .set('Cookie', waiting.cookie)
      .send({})
      .expect(401);
    await request(t.http)
      .post('/api/login/two-factor')
      .set('Cookie', waiting.cookie)
      .send({ code: '123456', recoveryCode: 'abcd' })
      .expect(400);
  });

  it('turns off only with the password and a code, then signs in with the password alone', async () => {
    const admin = await adminWithTotp(t);
    const disable = (body: object) =>
      request(t.http).post('/api/admin/two-factor/disable').set('Cookie', admin.cookie).send(body);
    const code = await codeAt(admin.secret);
    expect((await disable({ password: 'not-the-password', code }).expect(403)).body.message).toBe(
      TWO_FACTOR_TEXT.wrongPassword,
    );
    await disable({ password: PASSWORD, code: '00000x' }).expect(400);
    await disable({ password: PASSWORD }).expect(400);
    await disable({ password: PASSWORD, code }).expect(204);
    await request(t.http)
      .post('/api/login')
      .send({ username: admin.username, password: PASSWORD })
      .expect(200);
    await disable({ password: PASSWORD, code }).expect(409);
  });
});

describe('admin two-factor sign-in (ADMIN_2FA=required)', () => {
  const boss = { username: uniqueName('boss'), password: PASSWORD };
  let t: TestApp;
  beforeAll(async () => {
    t = await startChatTestApp(boss, { ADMIN_2FA: 'required' });
  });
  afterAll(() => t.close());

  it('lets the start-up admin reach only the set-up until it is confirmed, then signs it in', async () => {
    const waiting = await passwordStep(t, boss.username, boss.password);
    expect(waiting.body).toEqual({ secondFactor: 'totp_setup' });
    const [{ id }] = await withClient(
      t.database.url,
      async (client) =>
        (await client.query(`SELECT id FROM users WHERE username = $1`, [boss.username])).rows as {
          id: string;
        }[],
    );
    for (const path of ['/api/user', '/api/admin/users', '/api/admin/conversations']) {
      await request(t.http).get(path).set('Cookie', waiting.cookie).expect(401);
    }
    expect((await socketAuth(t, waiting.cookie, id)).type).toBe('error');
    const status = await request(t.http)
      .get('/api/admin/two-factor')
      .set('Cookie', waiting.cookie)
      .expect(200);
    expect(status.body).toEqual({
      enabled: false,
      required: true,
      recoveryCodesLeft: 0,
      signInPending: true,
    });

    const { secret } = await beginSetup(t, waiting.cookie);
    const confirmed = await request(t.http)
      .post('/api/admin/two-factor/confirm')
      .set('Cookie', waiting.cookie)
      .send({ code: await codeAt(secret, -1) })
      .expect(200);
    const cookie = cookieOf(confirmed);
    expect((await request(t.http).get('/api/user').set('Cookie', cookie).expect(200)).body.id).toBe(
      id,
    );
    await request(t.http).get('/api/admin/users').set('Cookie', cookie).expect(200);
    expect((await socketAuth(t, cookie, id)).type).toBe('auth_success');

    // Required: it cannot be turned off; the next sign-in asks for a code.
    const refused = await request(t.http)
      .post('/api/admin/two-factor/disable')
      .set('Cookie', cookie)
      .send({ password: boss.password, code: await codeAt(secret) })
      .expect(409);
    expect(refused.body.message).toBe(TWO_FACTOR_TEXT.requiredCannotDisable);
    expect((await passwordStep(t, boss.username, boss.password)).body).toEqual({
      secondFactor: 'totp',
    });
  });

  it('never asks members', async () => {
    const member = await registeredCookie(t.http);
    await request(t.http)
      .post('/api/login')
      .send({ username: member.user.username, password: PASSWORD })
      .expect(200);
  });

  it('signs out an admin session without two-factor that was made before it was required', async () => {
    const member = await registeredCookie(t.http);
    await withClient(t.database.url, (client) =>
      client.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [member.user.id]),
    );
    await request(t.http).get('/api/user').set('Cookie', member.cookie).expect(401);
    await request(t.http).get('/api/admin/users').set('Cookie', member.cookie).expect(401);
    expect((await socketAuth(t, member.cookie, member.user.id)).type).toBe('error');
  });
});
