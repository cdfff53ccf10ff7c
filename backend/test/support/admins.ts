import request from 'supertest';
import { expect } from 'vitest';
import { PASSWORD, registeredCookie, sessionCookieOf, uniqueName } from './accounts.js';
import { withClient } from './database-server.js';
import { socketUrl, TestSocket } from './sockets.js';
import type { TestApp } from './test-app.js';

export interface SignedIn {
  id: string;
  cookie: string;
}

/** Signs in over the API and keeps the session cookie as a `Cookie` header value. */
export async function signIn(
  t: TestApp,
  credentials: { username: string; password: string },
): Promise<SignedIn> {
  const login = await request(t.http).post('/api/login').send(credentials).expect(200);
  return {
    id: login.body.id as string,
    cookie: sessionCookieOf(login.headers['set-cookie'])!.split(';')[0],
  };
}

/** A member promoted to admin in the database, then signed in. */
export async function secondAdmin(t: TestApp): Promise<SignedIn> {
  const username = uniqueName('colleague');
  const { user } = await registeredCookie(t.http, { username });
  await withClient(t.database.url, (client) =>
    client.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]),
  );
  return signIn(t, { username, password: PASSWORD });
}

/** An authenticated socket of a signed-in admin. */
export async function adminSocket(t: TestApp, admin: SignedIn): Promise<TestSocket> {
  const socket = await TestSocket.open(socketUrl(t.http), { cookie: admin.cookie });
  expect((await socket.auth({ userId: admin.id })).type).toBe('auth_success');
  return socket;
}
