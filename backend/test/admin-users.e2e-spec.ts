import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs, signedInAgent, uniqueName } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { username: 'chief', password: 'admin-password-1' };

describe('GET /api/admin/users (admin only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  });
  afterAll(() => t.close());

  it('answers 401 to an anonymous caller', async () => {
    const response = await request(t.http).get('/api/admin/users').expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Not signed in' });
  });

  it('answers 403 to a signed-in user who is not an admin', async () => {
    const { agent } = await signedInAgent(t.http);
    const response = await agent.get('/api/admin/users').expect(403);
    expect(response.body).toEqual({ statusCode: 403, message: 'You do not have permission to do this' });
  });

  it('lists accounts newest first, without passwords, for the admin', async () => {
    const { user } = await signedInAgent(t.http, { username: uniqueName('newest') });
    const { agent } = await agentSignedInAs(t.http, ADMIN.username, ADMIN.password);
    const response = await agent.get('/api/admin/users?limit=1').expect(200);
    expect(response.body.items).toHaveLength(1);
    expect(response.body.items[0]).toMatchObject({ id: user.id, username: user.username, role: 'user' });
    expect(response.body.items[0]).not.toHaveProperty('password');
    expect(response.body.total).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['limit=abc', 'limit must be a whole number'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=1000', 'limit must be at most 200'],
    ['offset=-1', 'offset must be at least 0'],
    ['role=admin', 'property role should not exist'],
  ])('refuses the bad query %s with 400', async (query, message) => {
    const { agent } = await agentSignedInAs(t.http, ADMIN.username, ADMIN.password);
    const response = await agent.get(`/api/admin/users?${query}`).expect(400);
    expect(response.body.message).toBe(message);
  });
});

describe('ADMIN_USERNAME and ADMIN_PASSWORD at start-up', () => {
  it('creates the admin, then on a later start updates its password and promotes an existing user', async () => {
    const first = await startTestApp({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'first-password' });
    try {
      const { user } = await agentSignedInAs(first.http, 'boss', 'first-password');
      expect(user.role).toBe('admin');
      await signedInAgent(first.http, { username: 'promoted' });
    } finally {
      await first.app.close();
    }

    const second = await startTestApp({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'second-password' }, first.database);
    const third = await startTestApp({ ADMIN_USERNAME: 'Promoted', ADMIN_PASSWORD: 'promoted-password' }, first.database);
    try {
      await request(second.http).post('/api/login').send({ username: 'boss', password: 'first-password' }).expect(401);
      await agentSignedInAs(second.http, 'boss', 'second-password');
      const { user } = await agentSignedInAs(third.http, 'promoted', 'promoted-password');
      expect(user.role).toBe('admin');
    } finally {
      await second.app.close();
      await third.app.close();
      await first.database.drop();
    }
  });

  it('refuses to start with only one of the two set', async () => {
    await expect(startTestApp({ ADMIN_USERNAME: 'half' })).rejects.toThrow(
      'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    );
  });
});
