import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config/app-config.js';
import { agentSignedInAs, PASSWORD, signedInAgent } from './support/accounts.js';
import { withClient } from './support/database-server.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('ADMIN_USERNAME and ADMIN_PASSWORD at start-up', () => {
  const storedPassword = (t: TestApp, username: string) =>
    withClient(t.database.url, async (client) => {
      const result = await client.query<{ password: string; role: string }>(
        'SELECT password, role FROM users WHERE lower(username) = lower($1)',
        [username],
      );
      return result.rows[0];
    });

  it('creates the admin; a restart with the same password keeps it signed in, another password signs it out', async () => {
    const first = await startTestApp({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'first-password' });
    let second: TestApp | undefined;
    let third: TestApp | undefined;
    try {
      const { agent, user } = await agentSignedInAs(first.http, 'boss', 'first-password');
      expect(user.role).toBe('admin');
      const hash = (await storedPassword(first, 'boss')).password;

      second = await startTestApp(
        { ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'first-password' },
        first.database,
      );
      expect((await storedPassword(first, 'boss')).password).toBe(hash);
      await agent.get('/api/user').expect(200);

      third = await startTestApp(
        { ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'second-password' },
        first.database,
      );
      await agent.get('/api/user').expect(401);
      await request(third.http)
        .post('/api/login')
        .send({ username: 'boss', password: 'first-password' })
        .expect(401);
      await agentSignedInAs(third.http, 'boss', 'second-password');
    } finally {
      await first.app.close();
      await second?.app.close();
      await third?.app.close();
      await first.database.drop();
    }
  });

  it('refuses to start, in one line, when ADMIN_USERNAME names a member, and leaves the member as it was', async () => {
    const first = await startTestApp();
    try {
      const { agent } = await signedInAgent(first.http, { username: 'bob' });
      const before = await storedPassword(first, 'bob');

      const refused = await startTestApp(
        { ADMIN_USERNAME: 'Bob', ADMIN_PASSWORD: 'take-over-password' },
        first.database,
      ).catch((error: unknown) => error);

      expect(refused).toBeInstanceOf(ConfigError);
      expect((refused as Error).message).toBe(
        'ADMIN_USERNAME "Bob" names an existing account that is not an admin; set ADMIN_PROMOTE_EXISTING=true to make it an admin deliberately',
      );
      expect(await storedPassword(first, 'bob')).toEqual(before);
      expect((await agent.get('/api/user').expect(200)).body.role).toBe('user');
      await request(first.http)
        .post('/api/login')
        .send({ username: 'bob', password: 'take-over-password' })
        .expect(401);
    } finally {
      await first.close();
    }
  });

  it('with ADMIN_PROMOTE_EXISTING=true makes the member the admin with the new password, and signs it out', async () => {
    const first = await startTestApp();
    let second: TestApp | undefined;
    try {
      const { agent } = await signedInAgent(first.http, { username: 'promoted' });

      second = await startTestApp(
        {
          ADMIN_USERNAME: 'Promoted',
          ADMIN_PASSWORD: 'promoted-password',
          ADMIN_PROMOTE_EXISTING: 'true',
        },
        first.database,
      );

      await agent.get('/api/user').expect(401);
      await request(second.http)
        .post('/api/login')
        .send({ username: 'promoted', password: PASSWORD })
        .expect(401);
      const { user } = await agentSignedInAs(second.http, 'promoted', 'promoted-password');
      expect(user.role).toBe('admin');
    } finally {
      await second?.app.close();
      await first.close();
    }
  });

  it('refuses to start with only one of the two set', async () => {
    await expect(startTestApp({ ADMIN_USERNAME: 'half' })).rejects.toThrow(
      'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    );
  });
});
