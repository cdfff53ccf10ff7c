import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PASSWORD_RESET_TEXT } from '@club/contracts';
import { simpleParser, type ParsedMail } from 'mailparser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import {
  PASSWORD,
  registeredCookie,
  sessionCookieOf,
  signedInAgent,
  uniqueName,
} from './support/accounts.js';
import { SmtpInbox, resetLinkOf } from './support/smtp-inbox.js';
import { socketUrl, TestSocket } from './support/sockets.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const NEW_PASSWORD = 'a-brand-new-password-7';
/** Registration mails a confirmation link first: these tests read the reset mails. */
const RESET_SUBJECT = 'Reset your password';
const PUBLIC_URL = 'https://club.example.test';
const MAIL_FROM = 'Club Support <support@club.example.test>';
const SIGNED_OUT = { code: 1008, reason: 'Signed out' };
const LINK_INVALID = { statusCode: 400, message: PASSWORD_RESET_TEXT.linkInvalid };
/** Every request of a test file comes from 127.0.0.1; the budget tests set their own. */
const MANY_RESETS = {
  RATE_LIMIT_PASSWORD_RESET: '1000/60',
  RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT: '1000/60',
};

const requestReset = (t: TestApp, email: string) =>
  request(t.http).post('/api/password-reset/request').send({ email });
const checkToken = (t: TestApp, token: string) =>
  request(t.http).post('/api/password-reset/check').send({ token });
const confirmReset = (t: TestApp, token: string, password = NEW_PASSWORD) =>
  request(t.http).post('/api/password-reset/confirm').send({ token, password });
const signIn = (t: TestApp, username: string, password: string) =>
  request(t.http).post('/api/login').send({ username, password });

/** The account's address as if its confirmation link had been opened. */
async function markConfirmed(t: TestApp, userId: string): Promise<void> {
  await t.app
    .get(DataSource)
    .query(`UPDATE "users" SET "emailVerifiedAt" = now() WHERE "id" = $1`, [userId]);
}

/** A member, and the token of the reset link mailed to them. */
async function memberWithResetLink(t: TestApp, inbox: SmtpInbox) {
  const { cookie, user } = await registeredCookie(t.http);
  await requestReset(t, user.email).expect(202);
  const mail = await inbox.nthMailTo(user.email, 1, RESET_SUBJECT);
  return { cookie, user, mail, ...resetLinkOf(mail) };
}

describe('forgot password, through a real SMTP server', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await SmtpInbox.start();
    t = await startTestApp({ SMTP_URL: inbox.url, MAIL_FROM, PUBLIC_URL, ...MANY_RESETS });
    await t.app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('mails a link to the public URL in a plain-text and an HTML body', async () => {
    const { user } = await registeredCookie(t.http, { firstName: 'Nova' });
    await markConfirmed(t, user.id);

    const answer = await requestReset(t, user.email.toUpperCase()).expect(202);

    expect(answer.text).toBe('');
    const mail = await inbox.nthMailTo(user.email, 1, RESET_SUBJECT);
    expect(mail).toMatchObject({
      subject: 'Reset your password',
      from: 'support@club.example.test',
    });
    expect(mail.text).toContain('Hello Nova,');
    expect(mail.text).toContain('30 minutes');
    const { link, token } = resetLinkOf(mail);
    expect(link.startsWith(`${PUBLIC_URL}/reset-password#token=`)).toBe(true);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const { user } = await registeredCookie(t.http);
    const unknown = `${uniqueName('nobody')}@example.com`;

    const known = await requestReset(t, user.email).expect(202);
    const notKnown = await requestReset(t, unknown).expect(202);

    expect(notKnown.text).toBe(known.text);
    expect(notKnown.headers['content-type']).toBe(known.headers['content-type']);
    await inbox.nthMailTo(user.email, 1, RESET_SUBJECT);
    // A later mail arrives after the one the unknown address would have caused.
    const { user: later } = await registeredCookie(t.http);
    await requestReset(t, later.email).expect(202);
    await inbox.nthMailTo(later.email, 1, RESET_SUBJECT);
    expect(inbox.mailsTo(unknown, RESET_SUBJECT)).toEqual([]);
  });

  it('greets an address nobody confirmed by no name: it carries no text of whoever registered', async () => {
    const { user } = await registeredCookie(t.http, {
      firstName: 'ACCOUNT LOCKED: visit evil.example/fix now',
    });
    await requestReset(t, user.email).expect(202);
    const mail = await inbox.nthMailTo(user.email, 1, RESET_SUBJECT);
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('evil.example');
      expect(body).not.toContain(user.username);
    }
  });

  it('escapes the account name in the HTML body', async () => {
    const { user } = await registeredCookie(t.http, { firstName: '<b>Bold</b>' });
    await markConfirmed(t, user.id);
    await requestReset(t, user.email).expect(202);
    const mail = await inbox.nthMailTo(user.email, 1, RESET_SUBJECT);
    expect(mail.html).toContain('Hello &lt;b&gt;Bold&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Bold</b>');
  });

  it('sets the new password and ends every session and socket of the account', async () => {
    const { user, token, cookie } = await memberWithResetLink(t, inbox);
    const second = await signIn(t, user.username, PASSWORD).expect(200);
    const cookies = [cookie, sessionCookieOf(second.headers['set-cookie'])!.split(';')[0]];
    const sockets = await Promise.all(
      cookies.map(async (sessionCookie) => {
        const socket = await TestSocket.open(socketUrl(t.http), { cookie: sessionCookie });
        expect((await socket.auth({ userId: user.id })).type).toBe('auth_success');
        return socket;
      }),
    );
    const bystander = await signedInAgent(t.http);

    await checkToken(t, token).expect(204);
    await confirmReset(t, token).expect(204);

    expect(await Promise.all(sockets.map((socket) => socket.closed))).toEqual([
      SIGNED_OUT,
      SIGNED_OUT,
    ]);
    for (const sessionCookie of cookies)
      await request(t.http).get('/api/user').set('Cookie', sessionCookie).expect(401);
    await bystander.agent.get('/api/user').expect(200);
    await signIn(t, user.username, PASSWORD).expect(401);
    await signIn(t, user.username, NEW_PASSWORD).expect(200);
  });

  it('refuses a link that was used already, and every other link of the account with it', async () => {
    const { user, token } = await memberWithResetLink(t, inbox);
    await requestReset(t, user.email).expect(202);
    const { token: secondToken } = resetLinkOf(await inbox.nthMailTo(user.email, 2, RESET_SUBJECT));

    await confirmReset(t, token).expect(204);

    expect((await confirmReset(t, token, 'yet-another-password-1').expect(400)).body).toEqual(
      LINK_INVALID,
    );
    expect((await checkToken(t, token).expect(400)).body).toEqual(LINK_INVALID);
    expect((await confirmReset(t, secondToken).expect(400)).body).toEqual(LINK_INVALID);
    await signIn(t, user.username, NEW_PASSWORD).expect(200);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const { user, token } = await memberWithResetLink(t, inbox);

    const answers = await Promise.all([
      confirmReset(t, token, 'first-new-password-1'),
      confirmReset(t, token, 'second-new-password-2'),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 400]);
    const winner = answers[0].status === 204 ? 'first-new-password-1' : 'second-new-password-2';
    await signIn(t, user.username, winner).expect(200);
  });

  it('refuses an expired link, and leaves the password as it was', async () => {
    const { user, token } = await memberWithResetLink(t, inbox);
    await t.app
      .get(DataSource)
      .query(
        `UPDATE "password_reset_tokens" SET "expiresAt" = now() - interval '1 second' WHERE "userId" = $1`,
        [user.id],
      );

    expect((await checkToken(t, token).expect(400)).body).toEqual(LINK_INVALID);
    expect((await confirmReset(t, token).expect(400)).body).toEqual(LINK_INVALID);
    await signIn(t, user.username, PASSWORD).expect(200);
  });

  it('keeps links valid for 30 minutes, and stores only a hash of each token', async () => {
    const { user, token } = await memberWithResetLink(t, inbox);
    const [row] = (await t.app
      .get(DataSource)
      .query(
        `SELECT encode("tokenHash", 'hex') AS "hash", extract(epoch FROM "expiresAt" - "createdAt") AS "seconds" FROM "password_reset_tokens" WHERE "userId" = $1`,
        [user.id],
      )) as { hash: string; seconds: string }[];
    expect(Number(row.seconds)).toBe(1800);
    expect(row.hash).not.toContain(Buffer.from(token).toString('hex'));
    expect(row.hash).toHaveLength(64);
  });

  it('refuses a made-up token like a used one', async () => {
    expect((await checkToken(t, 'x'.repeat(43)).expect(400)).body).toEqual(LINK_INVALID);
    expect((await confirmReset(t, 'x'.repeat(43)).expect(400)).body).toEqual(LINK_INVALID);
  });

  it('mails only the owner of the address when a signed-in member asks for it', async () => {
    const owner = await registeredCookie(t.http);
    const other = await signedInAgent(t.http);

    await other.agent
      .post('/api/password-reset/request')
      .send({ email: owner.user.email })
      .expect(202);

    const { token } = resetLinkOf(await inbox.nthMailTo(owner.user.email, 1, RESET_SUBJECT));
    expect(inbox.mailsTo(other.user.email, RESET_SUBJECT)).toEqual([]);
    await other.agent
      .post('/api/password-reset/confirm')
      .send({ token, password: NEW_PASSWORD })
      .expect(204);
    // The reset ends the owner's sessions, not the caller's.
    await other.agent.get('/api/user').expect(200);
    await request(t.http).get('/api/user').set('Cookie', owner.cookie).expect(401);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 42 }, 'Email must be text'],
    [{ email: 'not-an-address' }, 'Email must be a valid email address'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'Email must be at most 254 characters'],
    [{ email: 'a@example.com', role: 'admin' }, 'property role should not exist'],
  ])('refuses the request body %o', async (body, message) => {
    const answer = await request(t.http).post('/api/password-reset/request').send(body).expect(400);
    expect(answer.body.message).toBe(message);
  });

  it.each([
    [{ password: NEW_PASSWORD }, 'Token is required'],
    [{ token: 'abc', password: 'short' }, 'Password must be at least 8 characters'],
    [{ token: 'abc', password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ token: 'abc' }, 'Password is required'],
    [{ token: ['abc'], password: NEW_PASSWORD }, 'Token must be text'],
    [{ token: 'x'.repeat(129), password: NEW_PASSWORD }, 'Token must be at most 128 characters'],
    [
      { token: 'abc', password: NEW_PASSWORD, userId: 'someone' },
      'property userId should not exist',
    ],
  ])('refuses the confirm body %o', async (body, message) => {
    const answer = await request(t.http).post('/api/password-reset/confirm').send(body).expect(400);
    expect(answer.body.message).toBe(message);
  });

  it('keeps the password rules on the new password', async () => {
    const { user, token } = await memberWithResetLink(t, inbox);
    const answer = await confirmReset(t, token, 'short').expect(400);
    expect(answer.body.message).toBe('Password must be at least 8 characters');
    // The refused attempt did not use the link up.
    await checkToken(t, token).expect(204);
    await signIn(t, user.username, PASSWORD).expect(200);
  });
});

describe('forgot password: budgets and timing', () => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await SmtpInbox.start();
  });
  afterAll(() => inbox.close());

  it('refuses a client address past RATE_LIMIT_PASSWORD_RESET, known address or not', async () => {
    const t = await startTestApp({ SMTP_URL: inbox.url, RATE_LIMIT_PASSWORD_RESET: '2/60' });
    try {
      const { user } = await registeredCookie(t.http);
      await requestReset(t, user.email).expect(202);
      await requestReset(t, 'nobody@example.com').expect(202);
      for (const email of [user.email, 'nobody@example.com']) {
        const refused = await requestReset(t, email).expect(429);
        expect(refused.headers['retry-after']).toMatch(/^\d+$/);
        expect(refused.body.message).toBe('Too many attempts. Please wait a moment and try again.');
      }
    } finally {
      await t.close();
    }
  });

  it('mails one account at most RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT times, answering the same', async () => {
    const t = await startTestApp({
      SMTP_URL: inbox.url,
      RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT: '1/3600',
    });
    try {
      const { user } = await registeredCookie(t.http);
      const { user: marker } = await registeredCookie(t.http);
      await requestReset(t, user.email).expect(202);
      await inbox.nthMailTo(user.email, 1, RESET_SUBJECT);

      const again = await requestReset(t, user.email).expect(202);
      expect(again.text).toBe('');
      await requestReset(t, marker.email).expect(202);
      await inbox.nthMailTo(marker.email, 1, RESET_SUBJECT);
      expect(inbox.mailsTo(user.email, RESET_SUBJECT)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('answers before looking the address up or sending anything: a slow mail server does not show', async () => {
    const slow = await SmtpInbox.start({ delayMs: 3_000 });
    const t = await startTestApp({ SMTP_URL: slow.url, ...MANY_RESETS });
    try {
      const { user } = await registeredCookie(t.http);
      const started = Date.now();
      await requestReset(t, user.email).expect(202);
      expect(Date.now() - started).toBeLessThan(1_000);
      await slow.nthMailTo(user.email, 1, RESET_SUBJECT);
    } finally {
      await t.close();
      await slow.close();
    }
  });
});

describe('forgot password with no SMTP server configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(MANY_RESETS);
  });
  afterAll(() => t.close());

  it('writes each mail into DATA_DIR/mail as an .eml file with the working link', async () => {
    const { user } = await registeredCookie(t.http);
    const outbox = path.join(t.config.dataDir, 'mail');

    await requestReset(t, user.email).expect(202);

    const mail = await waitForMail(outbox, RESET_SUBJECT);
    expect(mail.to).toMatchObject({ text: user.email });
    const token = /reset-password#token=([\w-]{43})/.exec(mail.text ?? '')?.[1];
    expect(token).toBeDefined();
    await confirmReset(t, token!).expect(204);
    await signIn(t, user.username, NEW_PASSWORD).expect(200);
  });
});

/** The first .eml file in the folder with this subject, once it is there. */
async function waitForMail(dir: string, subject: string): Promise<ParsedMail> {
  for (let tries = 0; tries < 100; tries++) {
    const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.eml')) : [];
    for (const file of files) {
      const mail = await simpleParser(readFileSync(path.join(dir, file)));
      if (mail.subject === subject) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No .eml file with the subject "${subject}" in ${dir}`);
}
