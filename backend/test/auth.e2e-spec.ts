import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  registeredCookie,
  sessionCookieOf,
  signedInAgent,
  uniqueName,
} from './support/accounts.js';
import { withClient } from './support/database-server.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('accounts: register, login, logout, current user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('registers, signs the new user in with an httpOnly Lax session cookie, and never returns the password', async () => {
    const agent = request.agent(t.http);
    const username = uniqueName('alice');
    const response = await agent
      .post('/api/register')
      .send({
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
        acceptTerms: true,
        firstName: 'Alice',
        nickname: 'Ace',
      })
      .expect(201);

    expect(response.body).toMatchObject({
      username,
      email: `${username}@example.com`,
      firstName: 'Alice',
      nickname: 'Ace',
      role: 'user',
    });
    expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body).not.toHaveProperty('password');
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const current = await agent.get('/api/user').expect(200);
    expect(current.body).toEqual(response.body);
  });

  it('stores the password hashed with argon2id', async () => {
    const { user } = await signedInAgent(t.http);
    const stored = await withClient(t.database.url, (client) =>
      client.query<{ password: string }>('SELECT password FROM users WHERE id = $1', [user.id]),
    );
    expect(stored.rows[0].password).toMatch(/^\$argon2id\$/);
    expect(stored.rows[0].password).not.toContain(PASSWORD);
  });

  it.each([
    ['role', 'admin'],
    ['id', '00000000-0000-0000-0000-000000000000'],
    ['stripeCustomerId', 'cus_x'],
    ['stripeSubscriptionId', 'sub_x'],
    ['createdAt', '2000-01-01'],
    ['emailVerified', true],
    ['termsAcceptedAt', '2000-01-01T00:00:00Z'],
    ['termsVersion', '2000-01-01'],
  ])('refuses a registration that tries to set %s, and creates nothing', async (field, value) => {
    const username = uniqueName('forger');
    const response = await request(t.http)
      .post('/api/register')
      .send({
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
        acceptTerms: true,
        [field]: value,
      })
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: `property ${field} should not exist`,
      errors: [`property ${field} should not exist`],
    });
    const count = await withClient(t.database.url, (client) =>
      client.query('SELECT 1 FROM users WHERE username = $1', [username]),
    );
    expect(count.rowCount).toBe(0);
  });

  it('answers 409 for a taken username (in any case) or email', async () => {
    const { user } = await signedInAgent(t.http);
    const byName = await request(t.http)
      .post('/api/register')
      .send({
        username: user.username.toUpperCase(),
        email: `${uniqueName()}@example.com`,
        password: PASSWORD,
        acceptTerms: true,
      })
      .expect(409);
    expect(byName.body).toEqual({ statusCode: 409, message: 'This username is already taken' });

    const byEmail = await request(t.http)
      .post('/api/register')
      .send({
        username: uniqueName(),
        email: `${user.username}@EXAMPLE.com`,
        password: PASSWORD,
        acceptTerms: true,
      })
      .expect(409);
    expect(byEmail.body).toEqual({
      statusCode: 409,
      message: 'An account with this email already exists',
    });
  });

  it.each([
    [{}, ['Username is required', 'Email is required', 'Password is required']],
    [
      { username: '', email: '', password: '' },
      ['Username is required', 'Email is required', 'Password is required'],
    ],
    [
      { username: 42, email: true, password: [] },
      ['Username must be text', 'Email must be text', 'Password must be text'],
    ],
    [
      { username: 'x'.repeat(10_000), email: 'a@b.co', password: PASSWORD },
      ['Username must be at most 32 characters'],
    ],
    [
      { username: 'ab', email: 'not-an-email', password: 'short' },
      [
        'Username must be at least 3 characters',
        'Email must be a valid email address',
        'Password must be at least 8 characters',
      ],
    ],
    [
      { username: "x' OR '1'='1", email: 'a@b.co', password: PASSWORD },
      ['Username may contain only letters, digits, dots, dashes and underscores'],
    ],
    [
      { username: 'valid_name', email: 'a@b.co', password: 'p'.repeat(10_000) },
      ['Password must be at most 128 characters'],
    ],
    [
      {
        username: 'valid_name',
        email: 'a@b.co',
        password: PASSWORD,
        firstName: 'f'.repeat(51),
        phone: 'call me',
      },
      [
        'First name must be at most 50 characters',
        'Phone may contain only digits, spaces, brackets, dots, dashes and a leading +',
      ],
    ],
  ])('refuses bad registration input %# with 400 and every message', async (body, messages) => {
    const response = await request(t.http)
      .post('/api/register')
      .send({ acceptTerms: true, ...body })
      .expect(400);
    expect(response.body.errors).toEqual(messages);
    expect(response.body.message).toBe(messages.join('. '));
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await request(t.http)
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"username":')
      .expect(400);
    expect(response.body.statusCode).toBe(400);
  });

  it('signs in by username in any case and regenerates the session id', async () => {
    const { user } = await signedInAgent(t.http, { firstName: 'Bob' });
    const planted = 'session_id=s%3Aplanted.invalid';
    const response = await request(t.http)
      .post('/api/login')
      .set('Cookie', planted)
      .send({ username: user.username.toUpperCase(), password: PASSWORD })
      .expect(200);
    expect(response.body).toMatchObject({ id: user.id, username: user.username, firstName: 'Bob' });
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    expect(cookie).toBeDefined();
    expect(cookie).not.toContain('planted');
  });

  it('answers the same 401 for an unknown user and a wrong password', async () => {
    const { user } = await signedInAgent(t.http);
    const wrongPassword = await request(t.http)
      .post('/api/login')
      .send({ username: user.username, password: 'wrong-password' })
      .expect(401);
    const unknownUser = await request(t.http)
      .post('/api/login')
      .send({ username: uniqueName('ghost'), password: PASSWORD })
      .expect(401);
    const injection = await request(t.http)
      .post('/api/login')
      .send({ username: "' OR 1=1 --", password: "' OR ''='" })
      .expect(401);
    for (const response of [wrongPassword, unknownUser, injection]) {
      expect(response.body).toEqual({ statusCode: 401, message: 'Invalid username or password' });
    }
  });

  it.each([
    [{}, ['Username is required', 'Password is required']],
    [{ username: '   ', password: '' }, ['Username is required', 'Password is required']],
    [{ username: ['a'], password: { $ne: 1 } }, ['Username must be text', 'Password must be text']],
    [
      { username: 'u'.repeat(10_000), password: 'p'.repeat(10_000) },
      ['Username must be at most 254 characters', 'Password must be at most 128 characters'],
    ],
    [{ username: 'a', password: 'b', remember: true }, ['property remember should not exist']],
    [{ username: '\u0000', password: ' ' }, ['Text must not contain the NUL character']],
  ])('refuses bad login input %# with 400', async (body, messages) => {
    const response = await request(t.http).post('/api/login').send(body).expect(400);
    expect(response.body.errors).toEqual(messages);
  });

  it('answers 401 on GET /api/user for an anonymous caller', async () => {
    const response = await request(t.http).get('/api/user').expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Not signed in' });
  });

  it('logs out: the session is destroyed on the server, so the old cookie no longer works', async () => {
    const { cookie } = await registeredCookie(t.http);

    await request(t.http).get('/api/user').set('Cookie', cookie).expect(200);
    const loggedOut = await request(t.http).post('/api/logout').set('Cookie', cookie).expect(204);
    expect(sessionCookieOf(loggedOut.headers['set-cookie'])).toMatch(/^session_id=;/);
    await request(t.http).get('/api/user').set('Cookie', cookie).expect(401);
  });

  it('lets an anonymous caller log out without an error', async () => {
    await request(t.http).post('/api/logout').expect(204);
  });
});
