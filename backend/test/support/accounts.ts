import { COOKIE, type MemberConversationView, type UserView } from '@club/contracts';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import request from 'supertest';

export const PASSWORD = 'correct-horse-42';

export function uniqueName(prefix = 'user'): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/** A registration of a new account (who accepts the terms), with `fields` set as given. */
function registration(fields: Record<string, string>) {
  const username = fields.username ?? uniqueName();
  return {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    acceptTerms: true,
    ...fields,
  };
}

/** A cookie-keeping client signed in as a new account. */
export async function signedInAgent(http: Server, fields: Record<string, string> = {}) {
  const agent = request.agent(http);
  const response = await agent.post('/api/register').send(registration(fields)).expect(201);
  return { agent, user: response.body as UserView };
}

/** A new account and its raw session cookie ("session_id=…"), for clients that are not agents. */
export async function registeredCookie(http: Server, fields: Record<string, string> = {}) {
  const response = await request(http).post('/api/register').send(registration(fields)).expect(201);
  const cookie = sessionCookieOf(response.headers['set-cookie'])!.split(';')[0];
  return { cookie, user: response.body as UserView };
}

/** A new account with its raw session cookie and a support conversation of its own. */
export async function memberWithConversation(http: Server) {
  const { cookie, user } = await registeredCookie(http);
  const { body: conversation } = await request(http)
    .post('/api/conversations')
    .set('Cookie', cookie)
    .send({})
    .expect(201);
  return { cookie, user, conversation: conversation as MemberConversationView };
}

export async function agentSignedInAs(http: Server, username: string, password: string) {
  const agent = request.agent(http);
  const response = await agent.post('/api/login').send({ username, password }).expect(200);
  return { agent, user: response.body as UserView };
}

export function sessionCookieOf(setCookie: string[] | string | undefined): string | undefined {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.find((cookie) => cookie.startsWith(`${COOKIE.session}=`));
}
