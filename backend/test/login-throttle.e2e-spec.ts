import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInAgent, uniqueName } from './support/accounts.js';
import { withClient } from './support/database-server.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const INVALID = { statusCode: 401, message: 'Invalid username or password' };
const THROTTLED = {
  statusCode: 429,
  message: 'Too many attempts. Please wait a moment and try again.',
};

describe('per-account sign-in throttle (LOGIN_THROTTLE=3/8: three free failures, then 1, 2, 4, 8, 8 s)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_THROTTLE: '3/8', TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string, address = '203.0.113.1') =>
    request(t.http).post('/api/login').set('X-Forwarded-For', address).send({ username, password });

  const query = <T>(sql: string, values: unknown[]) =>
    withClient(t.database.url, async (client) => (await client.query(sql, values)).rows as T[]);

  /** How long the username's current wait is, in seconds, as stored. */
  async function storedWait(username: string): Promise<number | null> {
    const [row] = await query<{ wait: string | null }>(
      `SELECT extract(epoch FROM "lockedUntil" - "lastFailureAt") AS wait FROM login_throttle WHERE username = $1`,
      [username.toLowerCase()],
    );
    return row.wait === null ? null : Number(row.wait);
  }

  // The tests move the clock rather than wait, and do not depend on how fast argon2 runs.
  /** As if the current wait had passed. */
  const waitIsOver = (username: string) =>
    query(
      `UPDATE login_throttle SET "lockedUntil" = now() - interval '1 millisecond' WHERE username = $1`,
      [username.toLowerCase()],
    );

  /** As if the last failure had happened just now: its whole wait is still ahead. */
  const asIfJustFailed = (username: string) =>
    query(
      `UPDATE login_throttle SET "lockedUntil" = now() + ("lockedUntil" - "lastFailureAt"), "lastFailureAt" = now() WHERE username = $1`,
      [username.toLowerCase()],
    );

  /** As if the username were in the middle of a one-minute wait (first waits are too short to rely on). */
  const stillWaiting = (username: string) =>
    query(
      `UPDATE login_throttle SET "lockedUntil" = now() + interval '1 minute' WHERE username = $1`,
      [username.toLowerCase()],
    );

  it('refuses an account with 429 and Retry-After after its free failures, from any address, with a wait that doubles up to the cap', async () => {
    const { user } = await signedInAgent(t.http);
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect((await attempt(user.username, 'wrong-password', address).expect(401)).body).toEqual(
        INVALID,
      );
    }
    expect(await storedWait(user.username)).toBe(1);

    const waits = [];
    for (let failure = 0; failure < 4; failure++) {
      await waitIsOver(user.username);
      await attempt(user.username, 'wrong-password').expect(401);
      waits.push(await storedWait(user.username));
    }
    expect(waits).toEqual([2, 4, 8, 8]);

    // The right password, from another address, while the account waits: refused unread.
    await asIfJustFailed(user.username);
    const refused = await attempt(user.username, PASSWORD, '198.51.100.7').expect(429);
    expect(refused.body).toEqual(THROTTLED);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(8);
    expect((await attempt(user.username.toUpperCase(), PASSWORD).expect(429)).body).toEqual(
      THROTTLED,
    );
  });

  it('forgets the failures once the account signs in', async () => {
    const { user } = await signedInAgent(t.http);
    for (let failure = 0; failure < 3; failure++)
      await attempt(user.username, 'wrong-password').expect(401);
    await waitIsOver(user.username);
    await attempt(user.username, PASSWORD).expect(200);
    expect(
      await query('SELECT 1 FROM login_throttle WHERE username = $1', [
        user.username.toLowerCase(),
      ]),
    ).toEqual([]);

    for (let failure = 0; failure < 3; failure++)
      await attempt(user.username, 'wrong-password').expect(401);
    expect(await storedWait(user.username)).toBe(1);
    await stillWaiting(user.username);
    await attempt(user.username, PASSWORD).expect(429);
  });

  it('throttles an unknown username exactly like an account, so the answers do not tell whether it exists', async () => {
    const { user } = await signedInAgent(t.http);
    const ghost = uniqueName('ghost');
    const answers = async (username: string) => {
      const seen = [];
      for (let failure = 0; failure < 4; failure++) {
        if (failure === 3) await stillWaiting(username);
        const response = await attempt(username, 'wrong-password');
        seen.push({
          status: response.status,
          body: response.body,
          retryAfter: response.headers['retry-after'],
        });
      }
      return seen;
    };
    const expected = [
      ...Array(3).fill({ status: 401, body: INVALID, retryAfter: undefined }),
      { status: 429, body: THROTTLED, retryAfter: expect.stringMatching(/^\d+$/) },
    ];
    expect(await answers(user.username)).toEqual(expected);
    expect(await answers(ghost)).toEqual(expected);
    const failures = await query<{ username: string; failures: number }>(
      'SELECT username, failures FROM login_throttle WHERE username = ANY($1) ORDER BY username',
      [[ghost, user.username]],
    );
    expect(failures).toEqual([
      { username: ghost, failures: 3 },
      { username: user.username, failures: 3 },
    ]);
  });

  it('lets one of many simultaneous guesses through when a wait ends, not all of them', async () => {
    const { user } = await signedInAgent(t.http);
    for (let failure = 0; failure < 6; failure++) {
      await waitIsOver(user.username);
      await attempt(user.username, 'wrong-password').expect(401);
    }
    await waitIsOver(user.username);

    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        attempt(user.username, `guess-${index}`, `192.0.2.${index}`).then(
          (response) => response.status,
        ),
      ),
    );
    expect(statuses.sort()).toEqual([401, 429, 429, 429, 429, 429]);
  });

  it('lets other accounts sign in while one is throttled', async () => {
    const { user: victim } = await signedInAgent(t.http);
    const { user: other } = await signedInAgent(t.http);
    for (let failure = 0; failure < 3; failure++)
      await attempt(victim.username, 'wrong-password').expect(401);
    await stillWaiting(victim.username);
    await attempt(victim.username, 'wrong-password').expect(429);
    await attempt(other.username, PASSWORD).expect(200);
  });
});
