import { EMAIL_VERIFICATION_TEXT, type AccountEmailView } from '@club/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registeredCookie, signedInAgent, uniqueName } from './support/accounts.js';
import { SmtpInbox, resetLinkOf, type ReceivedMail } from './support/smtp-inbox.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'https://club.example.test';
const MAIL_FROM = 'Club Support <support@club.example.test>';
const SUBJECT = {
  verify: 'Confirm your e-mail address',
  confirmNew: 'Confirm your new e-mail address',
  changed: 'Your e-mail address was changed',
  reset: 'Reset your password',
};
const LINK_INVALID = { statusCode: 400, message: EMAIL_VERIFICATION_TEXT.linkInvalid };
const MANY_MAILS = {
  RATE_LIMIT_VERIFICATION_MAIL: '1000/60',
  RATE_LIMIT_PASSWORD_RESET: '1000/60',
};

/** The confirmation link of a mail's plain-text body, and its token. */
function verifyLinkOf(mail: ReceivedMail): { link: string; token: string } {
  const link = /https?:\/\/\S+\/verify-email#token=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No confirmation link in: ${mail.text}`);
  return { link, token: new URLSearchParams(new URL(link).hash.slice(1)).get('token')! };
}

const newAddress = () => `${uniqueName('moved')}@example.com`;
/** Free text a requester could choose to make the club's mail to someone else's address say. */
const PLANTED = 'ACCOUNT LOCKED: visit evil.example/fix now';

/** Neither body carries the account's name, username or other text chosen by whoever registered. */
function expectNoRequesterText(mail: ReceivedMail, account: { username: string }) {
  for (const body of [mail.text, mail.html]) {
    expect(body).not.toContain('ACCOUNT LOCKED');
    expect(body).not.toContain('evil.example');
    expect(body).not.toContain(account.username);
  }
}

describe('e-mail confirmation and change of address, through a real SMTP server', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  const confirm = (token: string) =>
    request(t.http).post('/api/email-verification/confirm').send({ token });
  const currentUser = (cookie: string) =>
    request(t.http).get('/api/user').set('Cookie', cookie).expect(200);
  const accountEmail = async (cookie: string) =>
    (await request(t.http).get('/api/account/email').set('Cookie', cookie).expect(200))
      .body as AccountEmailView;
  const changeEmail = (cookie: string, email: string, currentPassword = PASSWORD) =>
    request(t.http)
      .post('/api/account/email')
      .set('Cookie', cookie)
      .send({ email, currentPassword });
  const resend = (cookie: string) =>
    request(t.http).post('/api/account/email/verification').set('Cookie', cookie);

  /** A new member and the token of the confirmation link registration mailed them. */
  async function memberWithFirstLink(fields: Record<string, string> = {}) {
    const member = await registeredCookie(t.http, fields);
    const mail = await inbox.nthMailTo(member.user.email, 1, SUBJECT.verify);
    return { ...member, mail, ...verifyLinkOf(mail) };
  }

  beforeAll(async () => {
    inbox = await SmtpInbox.start();
    t = await startTestApp({ SMTP_URL: inbox.url, MAIL_FROM, PUBLIC_URL, ...MANY_MAILS });
    await t.app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  describe('the address an account registers with', () => {
    it('is unconfirmed, and registration mails a link to the public URL in both bodies', async () => {
      const { user, cookie, mail, link, token } = await memberWithFirstLink({
        firstName: PLANTED,
        lastName: PLANTED,
        nickname: 'evil.example',
      });

      expect(user.emailVerified).toBe(false);
      expect((await currentUser(cookie)).body.emailVerified).toBe(false);
      expect(await accountEmail(cookie)).toEqual({
        email: user.email,
        verified: false,
        pendingEmail: null,
      });
      expect(mail).toMatchObject({ from: 'support@club.example.test' });
      // The address is not confirmed: the mail carries no words of whoever registered with it.
      expect(mail.text.startsWith('Hello,\n')).toBe(true);
      expectNoRequesterText(mail, user);
      expect(mail.text).toContain('24 hours');
      expect(link.startsWith(`${PUBLIC_URL}/verify-email#token=`)).toBe(true);
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(mail.html).toContain(`href="${link}"`);
    });

    it('is confirmed by its link, from a browser that is not signed in, once', async () => {
      const { user, cookie, token } = await memberWithFirstLink();

      const answer = await confirm(token).expect(200);

      expect(answer.body).toEqual({ email: user.email, changed: false });
      expect((await currentUser(cookie)).body).toMatchObject({
        email: user.email,
        emailVerified: true,
      });
      expect(await accountEmail(cookie)).toMatchObject({ verified: true, pendingEmail: null });
      expect((await confirm(token).expect(400)).body).toEqual(LINK_INVALID);
    });

    it('keeps only the newest link working after a resend, and refuses a resend once confirmed', async () => {
      const { user, cookie, token: first } = await memberWithFirstLink();

      await resend(cookie).expect(202);
      const { token: second } = verifyLinkOf(await inbox.nthMailTo(user.email, 2, SUBJECT.verify));

      expect((await confirm(first).expect(400)).body).toEqual(LINK_INVALID);
      await confirm(second).expect(200);
      const refused = await resend(cookie).expect(400);
      expect(refused.body.message).toBe(EMAIL_VERIFICATION_TEXT.alreadyVerified);
      expect(inbox.mailsTo(user.email, SUBJECT.verify)).toHaveLength(2);
    });

    it('refuses an expired link and a made-up one alike, and stores only a hash of the token', async () => {
      const { user, cookie, token } = await memberWithFirstLink();
      const dataSource = t.app.get(DataSource);
      const [row] = (await dataSource.query(
        `SELECT encode("tokenHash", 'hex') AS "hash",
                extract(epoch FROM "expiresAt" - "createdAt") AS "seconds"
         FROM "email_verification_tokens" WHERE "userId" = $1`,
        [user.id],
      )) as { hash: string; seconds: string }[];
      expect(Number(row.seconds)).toBe(24 * 3600);
      expect(row.hash).toHaveLength(64);
      expect(row.hash).not.toContain(Buffer.from(token).toString('hex'));

      await dataSource.query(
        `UPDATE "email_verification_tokens" SET "expiresAt" = now() - interval '1 second'
         WHERE "userId" = $1`,
        [user.id],
      );

      expect((await confirm(token).expect(400)).body).toEqual(LINK_INVALID);
      expect((await confirm('x'.repeat(43)).expect(400)).body).toEqual(LINK_INVALID);
      expect((await currentUser(cookie)).body.emailVerified).toBe(false);
    });

    it('lets only one of two simultaneous uses of a link through', async () => {
      const { token } = await memberWithFirstLink();

      const answers = await Promise.all([confirm(token), confirm(token)]);

      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    });
  });

  describe('a change of address', () => {
    it('mails the new address and keeps the old one until its link is opened; then tells the old one', async () => {
      const { user, cookie, token: firstLink } = await memberWithFirstLink({ firstName: PLANTED });
      const moved = newAddress();

      const answer = await changeEmail(cookie, moved).expect(202);

      expect(answer.body).toEqual({ email: user.email, verified: false, pendingEmail: moved });
      const mail = await inbox.nthMailTo(moved, 1, SUBJECT.confirmNew);
      expect(mail.text.startsWith('Hello,\n')).toBe(true);
      expectNoRequesterText(mail, user);
      expect((await currentUser(cookie)).body.email).toBe(user.email);
      // The new link is the account's only working one.
      expect((await confirm(firstLink).expect(400)).body).toEqual(LINK_INVALID);

      const opened = await confirm(verifyLinkOf(mail).token).expect(200);

      expect(opened.body).toEqual({ email: moved, changed: true });
      expect((await currentUser(cookie)).body).toMatchObject({ email: moved, emailVerified: true });
      expect(await accountEmail(cookie)).toEqual({
        email: moved,
        verified: true,
        pendingEmail: null,
      });
      const notice = await inbox.nthMailTo(user.email, 1, SUBJECT.changed);
      // The old address was never confirmed: neither the new address nor the name is said.
      expect(notice.text).not.toContain(moved);
      expectNoRequesterText(notice, user);
      expect(notice.text).toContain('was changed to another one');
      expect(notice.text).toContain(`${PUBLIC_URL}/forgot-password`);
      // The old address is free for another account now.
      await registeredCookie(t.http, { email: user.email });
    });

    it('tells a confirmed old address the new one, greeting the account by name', async () => {
      const { user, cookie, token } = await memberWithFirstLink({ firstName: 'Vega' });
      await confirm(token).expect(200);
      const moved = newAddress();
      await changeEmail(cookie, moved).expect(202);
      const mail = await inbox.nthMailTo(moved, 1, SUBJECT.confirmNew);
      expect(mail.text).not.toContain('Vega');
      await confirm(verifyLinkOf(mail).token).expect(200);

      const notice = await inbox.nthMailTo(user.email, 1, SUBJECT.changed);
      expect(notice.text.startsWith('Hello Vega,\n')).toBe(true);
      expect(notice.text).toContain(`is now ${moved}.`);
    });

    it('ends the reset links mailed to the old address', async () => {
      const { user, cookie } = await registeredCookie(t.http);
      await request(t.http)
        .post('/api/password-reset/request')
        .send({ email: user.email })
        .expect(202);
      const { token: resetToken } = resetLinkOf(
        await inbox.nthMailTo(user.email, 1, SUBJECT.reset),
      );
      const moved = newAddress();
      await changeEmail(cookie, moved).expect(202);

      await confirm(verifyLinkOf(await inbox.nthMailTo(moved, 1, SUBJECT.confirmNew)).token).expect(
        200,
      );

      await request(t.http)
        .post('/api/password-reset/check')
        .send({ token: resetToken })
        .expect(400);
    });

    it('needs the current password before it says anything about the new address', async () => {
      const { cookie } = await registeredCookie(t.http);
      const { user: other } = await registeredCookie(t.http);
      const moved = newAddress();

      const wrong = await changeEmail(cookie, other.email, 'not-the-password').expect(400);
      expect(wrong.body.message).toBe(EMAIL_VERIFICATION_TEXT.wrongPassword);
      const taken = await changeEmail(cookie, other.email.toUpperCase()).expect(409);
      expect(taken.body.message).toBe(EMAIL_VERIFICATION_TEXT.addressTaken);
      const wrongForFree = await changeEmail(cookie, moved, 'not-the-password').expect(400);
      expect(wrongForFree.body.message).toBe(EMAIL_VERIFICATION_TEXT.wrongPassword);

      expect(inbox.mailsTo(other.email, SUBJECT.confirmNew)).toEqual([]);
      expect(inbox.mailsTo(moved)).toEqual([]);
      expect((await accountEmail(cookie)).pendingEmail).toBeNull();
    });

    it('refuses its own address, and bad input field by field', async () => {
      const { user, cookie } = await registeredCookie(t.http);

      const same = await changeEmail(cookie, `  ${user.email.toUpperCase()} `).expect(400);
      expect(same.body.message).toBe(EMAIL_VERIFICATION_TEXT.sameAddress);
      const invalid = await changeEmail(cookie, 'not-an-address').expect(400);
      expect(invalid.body.message).toBe('Email must be a valid email address');
      const missing = await request(t.http)
        .post('/api/account/email')
        .set('Cookie', cookie)
        .send({ email: newAddress() })
        .expect(400);
      expect(missing.body.message).toBe('Current password is required');
      const extra = await request(t.http)
        .post('/api/account/email')
        .set('Cookie', cookie)
        .send({ email: newAddress(), currentPassword: PASSWORD, emailVerified: true })
        .expect(400);
      expect(extra.body.message).toBe('property emailVerified should not exist');
      const token = await request(t.http)
        .post('/api/email-verification/confirm')
        .send({ token: 'x'.repeat(129) })
        .expect(400);
      expect(token.body.message).toBe('Token must be at most 128 characters');
    });

    it('is refused when another account took the address before the link was opened', async () => {
      const { user, cookie } = await registeredCookie(t.http);
      const moved = newAddress();
      await changeEmail(cookie, moved).expect(202);
      const { token } = verifyLinkOf(await inbox.nthMailTo(moved, 1, SUBJECT.confirmNew));
      await registeredCookie(t.http, { email: moved.toUpperCase() });

      const refused = await confirm(token).expect(409);

      expect(refused.body.message).toBe(EMAIL_VERIFICATION_TEXT.addressTaken);
      expect((await currentUser(cookie)).body.email).toBe(user.email);
    });

    it('shows a member only their own pending address, and a link acts only on its own account', async () => {
      const owner = await registeredCookie(t.http);
      const bystander = await signedInAgent(t.http);
      const moved = newAddress();
      await changeEmail(owner.cookie, moved).expect(202);

      const seen = (await bystander.agent.get('/api/account/email').expect(200))
        .body as AccountEmailView;
      expect(seen).toEqual({ email: bystander.user.email, verified: false, pendingEmail: null });

      const { token } = verifyLinkOf(await inbox.nthMailTo(moved, 1, SUBJECT.confirmNew));
      await bystander.agent.post('/api/email-verification/confirm').send({ token }).expect(200);

      expect((await bystander.agent.get('/api/user').expect(200)).body.email).toBe(
        bystander.user.email,
      );
      expect((await currentUser(owner.cookie)).body.email).toBe(moved);
    });
  });

  it('refuses an anonymous caller on every route of the signed-in account', async () => {
    await request(t.http).get('/api/account/email').expect(401);
    await request(t.http)
      .post('/api/account/email')
      .send({ email: newAddress(), currentPassword: PASSWORD })
      .expect(401);
    await request(t.http).post('/api/account/email/verification').expect(401);
  });

  it('keeps a deleted account out: its links stop working with it', async () => {
    const { cookie, token } = await memberWithFirstLink();
    await request(t.http)
      .post('/api/account/delete')
      .set('Cookie', cookie)
      .send({ password: PASSWORD })
      .expect(204);

    expect((await confirm(token).expect(400)).body).toEqual(LINK_INVALID);
  });

  it('mails one account at most RATE_LIMIT_VERIFICATION_MAIL times, then says when to retry', async () => {
    const limited = await startTestApp({
      SMTP_URL: inbox.url,
      RATE_LIMIT_VERIFICATION_MAIL: '2/3600',
    });
    try {
      const { cookie } = await registeredCookie(limited.http);
      const { cookie: otherCookie } = await registeredCookie(limited.http);
      const post = (path: string, sessionCookie: string, body?: object) =>
        request(limited.http).post(path).set('Cookie', sessionCookie).send(body);

      await post('/api/account/email/verification', cookie).expect(202);
      await post('/api/account/email', cookie, {
        email: newAddress(),
        currentPassword: PASSWORD,
      }).expect(202);
      const refused = await post('/api/account/email/verification', cookie).expect(429);

      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.body.message).toBe('Too many attempts. Please wait a moment and try again.');
      // The budget is the account's, not the address's.
      await post('/api/account/email/verification', otherCookie).expect(202);
    } finally {
      await limited.close();
    }
  });
});
