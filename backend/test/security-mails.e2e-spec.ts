import { generate } from 'otplib';
import { createServer, type AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registeredCookie, sessionCookieOf, uniqueName } from './support/accounts.js';
import { withClient } from './support/database-server.js';
import { SmtpInbox, resetLinkOf, type ReceivedMail } from './support/smtp-inbox.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'https://club.example.test';
const ADMIN = { username: 'notice_admin', password: 'notice-admin-password' };
/** UTC+14 all year: its day and hour differ from UTC's, so a time told in UTC is caught. */
const ZONE = 'Pacific/Kiritimati';
const ZONE_OFFSET_MS = 14 * 3_600_000;
const NEW_PASSWORD = 'a-brand-new-password-7';
/** Free text whoever registers chooses: no security mail may carry it. */
const FIRST_NAME = 'Zebulon';

const USER_AGENT = {
  firefoxOnLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  edgeOnWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  safariOnIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeOnMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

const RESET_ADVICE = `Set a new password: ${PUBLIC_URL}/forgot-password`;
const SITE_ADVICE = `Open the site: ${PUBLIC_URL}`;

/** What each mail says: its subject, what happened and what to do if it was not the owner. */
const NOTICE = {
  passwordChanged: {
    subject: 'Your password was changed',
    happened:
      'The password of your Play-money club account was changed on the account page. Every other device signed in to the account was signed out.',
    ifNotYou:
      'If you did not change it, someone else knows your password: set a new one at once with the link below, and tell our support in the chat on the site.',
    advice: RESET_ADVICE,
  },
  passwordReset: {
    subject: 'Your password was reset',
    happened:
      'The password of your Play-money club account was reset with a link mailed to this address. The account was signed out on every device.',
    ifNotYou:
      'If you did not reset it, someone else can read this mailbox: change its password first, then set a new club password with the link below, and tell our support in the chat on the site.',
    advice: RESET_ADVICE,
  },
  twoFactorOn: {
    subject: 'Two-factor sign-in was turned on',
    happened:
      'Two-factor sign-in (a code from an authenticator app after the password) was turned on for your Play-money club account. Every other device signed in to the account was signed out.',
    ifNotYou:
      'If you did not turn it on, someone else knows your password and may have locked you out: set a new password with the link below, and tell our support in the chat on the site.',
    advice: RESET_ADVICE,
  },
  twoFactorOff: {
    subject: 'Two-factor sign-in was turned off',
    happened:
      'Two-factor sign-in was turned off for your Play-money club account: signing in now needs only the password. Every other device signed in to the account was signed out.',
    ifNotYou:
      'If you did not turn it off, someone else has your password and a code: set a new password with the link below at once, turn two-factor sign-in on again, and tell our support in the chat on the site.',
    advice: RESET_ADVICE,
  },
  twoFactorReset: {
    subject: 'Two-factor sign-in was reset',
    happened:
      'An administrator of the Play-money club removed the authenticator app and the recovery codes of your account, and the account was signed out on every device. Sign in with your password to set up two-factor sign-in again.',
    ifNotYou:
      'If you did not ask for this, set a new password with the link below at once, turn two-factor sign-in on again, and tell our support in the chat on the site.',
    advice: RESET_ADVICE,
  },
  accountDisabled: {
    subject: 'Your account was disabled',
    happened:
      'An administrator of the Play-money club disabled your account: it cannot sign in, and it was signed out on every device.',
    ifNotYou: 'If you think this is a mistake, write to our support in the chat on the site.',
    advice: SITE_ADVICE,
  },
  accountDeleted: {
    subject: 'Your account was deleted',
    happened:
      'Your Play-money club account was deleted on the account page, with its password. Its profile and support conversation are gone, and it was signed out on every device.',
    ifNotYou:
      'If you did not delete it, someone else knew your password: write to our support in the chat on the site at once.',
    advice: SITE_ADVICE,
  },
};
const SECURITY_SUBJECTS = Object.values(NOTICE).map((notice) => notice.subject);

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The "When:" line for an instant, worked out from the zone's fixed offset (not with Intl). */
function whenLineAt(ms: number): string {
  const local = new Date(ms + ZONE_OFFSET_MS);
  const date = `${WEEKDAYS[local.getUTCDay()]}, ${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
  const time = `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`;
  return `When: ${date}, ${time} (time zone ${ZONE})`;
}

/** Every "When:" line a mail about something done between `from` and `to` may carry. */
function whenLinesBetween(from: number, to: number): string[] {
  const lines: string[] = [];
  for (let minute = Math.floor(from / 60_000); minute <= Math.floor(to / 60_000); minute++)
    lines.push(whenLineAt(minute * 60_000));
  return lines;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: nowSeconds() + steps * 30 });

interface Account {
  id: string;
  username: string;
  email: string;
  cookie: string;
}

describe('security mails: the account’s address is told of changes to how it signs in', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let admin: Account;

  const cookieOf = (response: request.Response) =>
    sessionCookieOf(response.headers['set-cookie'])!.split(';')[0];

  async function markConfirmed(account: Account): Promise<void> {
    await withClient(t.database.url, (client) =>
      client.query(`UPDATE "users" SET "emailVerifiedAt" = now() WHERE "id" = $1`, [account.id]),
    );
  }

  /** A member with a first name; its address confirmed unless told otherwise. */
  async function member({ confirmed = true, admin = false } = {}): Promise<Account> {
    const username = uniqueName('notice');
    const { user } = await registeredCookie(t.http, { username, firstName: FIRST_NAME });
    const account = { id: user.id, username, email: user.email, cookie: '' };
    if (confirmed) await markConfirmed(account);
    if (admin)
      await withClient(t.database.url, (client) =>
        client.query(`UPDATE "users" SET "role" = 'admin' WHERE "id" = $1`, [user.id]),
      );
    const login = await request(t.http)
      .post('/api/login')
      .send({ username, password: PASSWORD })
      .expect(200);
    return { ...account, cookie: cookieOf(login) };
  }

  /** Two-factor set up and confirmed with the previous step's code: this step's is free. */
  async function turnTwoFactorOn(account: Account, userAgent: string): Promise<string> {
    const setup = await request(t.http)
      .post('/api/admin/two-factor/setup')
      .set('Cookie', account.cookie)
      .send({})
      .expect(200);
    const secret = setup.body.secret as string;
    await request(t.http)
      .post('/api/admin/two-factor/confirm')
      .set('Cookie', account.cookie)
      .set('User-Agent', userAgent)
      .send({ code: await codeAt(secret, -1) })
      .expect(200);
    return secret;
  }

  /** Each event, done to `account` from the browser of `userAgent`. */
  const perform = {
    passwordChanged: async (account: Account, userAgent: string) => {
      await request(t.http)
        .post('/api/account/password')
        .set('Cookie', account.cookie)
        .set('User-Agent', userAgent)
        .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
        .expect(204);
    },
    passwordReset: async (account: Account, userAgent: string) => {
      const before = inbox.mailsTo(account.email, 'Reset your password').length;
      await request(t.http)
        .post('/api/password-reset/request')
        .send({ email: account.email })
        .expect(202);
      const { token } = resetLinkOf(
        await inbox.nthMailTo(account.email, before + 1, 'Reset your password'),
      );
      await request(t.http)
        .post('/api/password-reset/confirm')
        .set('User-Agent', userAgent)
        .send({ token, password: NEW_PASSWORD })
        .expect(204);
    },
    twoFactorOn: async (account: Account, userAgent: string) => {
      await turnTwoFactorOn(account, userAgent);
    },
    twoFactorOff: async (account: Account, userAgent: string) => {
      const secret = await turnTwoFactorOn(account, USER_AGENT.chromeOnMac);
      await request(t.http)
        .post('/api/admin/two-factor/disable')
        .set('Cookie', account.cookie)
        .set('User-Agent', userAgent)
        .send({ password: PASSWORD, code: await codeAt(secret) })
        .expect(204);
    },
    twoFactorReset: async (account: Account, userAgent: string) => {
      await turnTwoFactorOn(account, USER_AGENT.chromeOnMac);
      await request(t.http)
        .delete(`/api/admin/users/${account.id}/two-factor`)
        .set('Cookie', admin.cookie)
        .set('User-Agent', userAgent)
        .expect(200);
    },
    accountDisabled: async (account: Account, userAgent: string) => {
      await request(t.http)
        .put(`/api/admin/users/${account.id}/status`)
        .set('Cookie', admin.cookie)
        .set('User-Agent', userAgent)
        .send({ status: 'disabled' })
        .expect(200);
    },
    accountDeleted: async (account: Account, userAgent: string) => {
      await request(t.http)
        .post('/api/account/delete')
        .set('Cookie', account.cookie)
        .set('User-Agent', userAgent)
        .send({ password: PASSWORD })
        .expect(204);
    },
  };

  /** Neither body names the account: no first name, no username. */
  function expectNoAccountText(mail: ReceivedMail, account: Account) {
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain(FIRST_NAME);
      expect(body).not.toContain(account.username);
    }
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
  }

  /** Both bodies of a notice: what happened, when in the club's zone, the browser, the advice. */
  function expectNotice(
    mail: ReceivedMail,
    notice: (typeof NOTICE)[keyof typeof NOTICE],
    { when, browser }: { when: string[]; browser: string | undefined },
  ) {
    expect(mail.to).toHaveLength(1);
    expect(mail.subject).toBe(notice.subject);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(notice.happened);
      expect(body).toContain(notice.ifNotYou);
      expect(when.some((line) => body.includes(line))).toBe(true);
      if (browser) expect(body).toContain(`Browser: ${browser}`);
      else expect(body).not.toContain('Browser:');
    }
    expect(mail.text).toContain(notice.advice);
  }

  beforeAll(async () => {
    inbox = await SmtpInbox.start();
    t = await startTestApp({
      SMTP_URL: inbox.url,
      PUBLIC_URL,
      CLUB_TIME_ZONE: ZONE,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_PASSWORD_RESET: '1000/60',
      RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT: '1000/60',
    });
    const login = await request(t.http).post('/api/login').send(ADMIN).expect(200);
    admin = { id: login.body.id, username: ADMIN.username, email: '', cookie: cookieOf(login) };
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it.each([
    ['passwordChanged', USER_AGENT.firefoxOnLinux, 'Firefox on Linux', false],
    ['passwordReset', USER_AGENT.edgeOnWindows, 'Edge on Windows', false],
    ['twoFactorOn', USER_AGENT.safariOnIos, 'Safari on iOS', true],
    ['twoFactorOff', USER_AGENT.firefoxOnLinux, 'Firefox on Linux', true],
    ['accountDeleted', USER_AGENT.edgeOnWindows, 'Edge on Windows', false],
  ] as const)(
    '%s: mailed to the confirmed address, with the time in CLUB_TIME_ZONE and the browser',
    async (event, userAgent, browser, asAdmin) => {
      const account = await member({ admin: asAdmin });
      const from = Date.now();
      await perform[event](account, userAgent);
      const mail = await inbox.nthMailTo(account.email, 1, NOTICE[event].subject);
      expectNotice(mail, NOTICE[event], { when: whenLinesBetween(from, Date.now()), browser });
      expectNoAccountText(mail, account);
    },
  );

  it.each([
    ['accountDisabled', false],
    ['twoFactorReset', true],
  ] as const)(
    '%s by an admin: mailed to the confirmed address, without the admin’s browser',
    async (event, asAdmin) => {
      const account = await member({ admin: asAdmin });
      const from = Date.now();
      await perform[event](account, USER_AGENT.edgeOnWindows);
      const mail = await inbox.nthMailTo(account.email, 1, NOTICE[event].subject);
      expectNotice(mail, NOTICE[event], {
        when: whenLinesBetween(from, Date.now()),
        browser: undefined,
      });
      expect(mail.text).not.toContain('Edge');
      expectNoAccountText(mail, account);
    },
  );

  it('mails nothing about any event to an address nobody confirmed', async () => {
    const unconfirmed = {
      passwordChanged: await member({ confirmed: false }),
      passwordReset: await member({ confirmed: false }),
      twoFactorOn: await member({ confirmed: false, admin: true }),
      twoFactorOff: await member({ confirmed: false, admin: true }),
      twoFactorReset: await member({ confirmed: false, admin: true }),
      accountDisabled: await member({ confirmed: false }),
      accountDeleted: await member({ confirmed: false }),
    };
    for (const [event, account] of Object.entries(unconfirmed))
      await perform[event as keyof typeof perform](account, USER_AGENT.firefoxOnLinux);
    // A confirmed account's change after all of them: once its mail is in, theirs would be too.
    const marker = await member();
    await perform.passwordChanged(marker, USER_AGENT.firefoxOnLinux);
    await inbox.nthMailTo(marker.email, 1, NOTICE.passwordChanged.subject);
    for (const account of Object.values(unconfirmed))
      expect(
        inbox.mailsTo(account.email).filter((mail) => SECURITY_SUBJECTS.includes(mail.subject)),
      ).toEqual([]);
  });

  it('a member without a User-Agent is told of an unknown browser', async () => {
    const account = await member();
    await request(t.http)
      .post('/api/account/password')
      .set('Cookie', account.cookie)
      .unset('User-Agent')
      .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
      .expect(204);
    const mail = await inbox.nthMailTo(account.email, 1, NOTICE.passwordChanged.subject);
    expect(mail.text).toContain('Browser: Unknown browser');
  });
});

describe('security mails that cannot be sent', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port nothing listens on: every mail fails at once.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    t = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    });
  });
  afterAll(() => t.close());

  it('leave the change made: the password changes, the account is disabled or deleted', async () => {
    const confirmedMember = async () => {
      const { user, cookie } = await registeredCookie(t.http);
      await withClient(t.database.url, (client) =>
        client.query(`UPDATE "users" SET "emailVerifiedAt" = now() WHERE "id" = $1`, [user.id]),
      );
      return { user, cookie };
    };
    const changing = await confirmedMember();
    await request(t.http)
      .post('/api/account/password')
      .set('Cookie', changing.cookie)
      .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
      .expect(204);
    await request(t.http)
      .post('/api/login')
      .send({ username: changing.user.username, password: NEW_PASSWORD })
      .expect(200);

    const disabled = await confirmedMember();
    const adminLogin = await request(t.http).post('/api/login').send(ADMIN).expect(200);
    const answer = await request(t.http)
      .put(`/api/admin/users/${disabled.user.id}/status`)
      .set('Cookie', sessionCookieOf(adminLogin.headers['set-cookie'])!.split(';')[0])
      .send({ status: 'disabled' })
      .expect(200);
    expect(answer.body.status).toBe('disabled');

    const deleted = await confirmedMember();
    await request(t.http)
      .post('/api/account/delete')
      .set('Cookie', deleted.cookie)
      .send({ password: PASSWORD })
      .expect(204);
    await request(t.http)
      .post('/api/login')
      .send({ username: deleted.user.username, password: PASSWORD })
      .expect(401);
  });
});
