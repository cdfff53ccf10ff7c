import { TERMS_CONSENT_TEXT, TERMS_VERSION } from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInAgent, uniqueName } from './support/accounts.js';
import { withClient } from './support/database-server.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface StoredConsent {
  termsAcceptedAt: Date | null;
  termsVersion: string | null;
}

describe('registration asks for the 18+ and terms consent, and records it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_USERNAME: 'consent_admin', ADMIN_PASSWORD: 'admin-password-1' });
  });
  afterAll(() => t.close());

  const consentOf = async (username: string): Promise<StoredConsent | undefined> => {
    const { rows } = await withClient(t.database.url, (client) =>
      client.query<StoredConsent>(
        `SELECT "termsAcceptedAt", "termsVersion"::text AS "termsVersion" FROM "users"
          WHERE "username" = $1`,
        [username],
      ),
    );
    return rows[0];
  };

  const newAccount = () => {
    const username = uniqueName('adult');
    return { username, email: `${username}@example.com`, password: PASSWORD };
  };

  it('records when the visitor accepted and the date of the terms accepted', async () => {
    const account = newAccount();
    const before = Date.now();
    await request(t.http)
      .post('/api/register')
      .send({ ...account, acceptTerms: true })
      .expect(201);
    const consent = (await consentOf(account.username))!;
    expect(consent.termsVersion).toBe(TERMS_VERSION);
    expect(consent.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(consent.termsAcceptedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it.each([
    ['left out', {}],
    ['false', { acceptTerms: false }],
    ['the text "true"', { acceptTerms: 'true' }],
    ['1', { acceptTerms: 1 }],
    ['null', { acceptTerms: null }],
    ['an object', { acceptTerms: { accepted: true } }],
  ])(
    'refuses an anonymous registration whose consent is %s with 400 and creates no account',
    async (_case, consent) => {
      const account = newAccount();
      const response = await request(t.http)
        .post('/api/register')
        .send({ ...account, ...consent })
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: TERMS_CONSENT_TEXT.required,
        errors: [TERMS_CONSENT_TEXT.required],
      });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await consentOf(account.username)).toBeUndefined();
    },
  );

  it('names the missing consent with the other problems of a bad registration', async () => {
    const response = await request(t.http)
      .post('/api/register')
      .send({ username: 'ab', email: 'not-an-email', password: PASSWORD })
      .expect(400);
    expect(response.body.errors).toEqual([
      'Username must be at least 3 characters',
      'Email must be a valid email address',
      TERMS_CONSENT_TEXT.required,
    ]);
  });

  it('refuses a signed-in member registering again without the consent, who stays signed in as themselves', async () => {
    const { agent, user } = await signedInAgent(t.http);
    const account = newAccount();
    await agent.post('/api/register').send(account).expect(400);
    const current = await agent.get('/api/user').expect(200);
    expect(current.body.id).toBe(user.id);
    expect(await consentOf(account.username)).toBeUndefined();
  });

  it('leaves an account not made by registration (the configured admin) without a consent', async () => {
    expect(await consentOf('consent_admin')).toEqual({ termsAcceptedAt: null, termsVersion: null });
  });
});
