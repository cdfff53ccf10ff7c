import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithConversation } from './support/accounts.js';
import {
  redisAnswers,
  startTwoInstances,
  TEST_REDIS_URL,
  type TwoInstances,
} from './support/redis.js';
import { isEventOf, isNewMessage, socketUrl, TestSocket } from './support/sockets.js';
import { type TestApp } from './support/test-app.js';

const ADMIN = { username: 'notes_bus_admin', password: 'notes-bus-admin-password' };

const redisAvailable = await redisAnswers(TEST_REDIS_URL);
if (!redisAvailable)
  console.warn(`Notes fan-out test not run: no Redis answers at ${TEST_REDIS_URL}.`);

async function adminCookie(app: TestApp): Promise<{ cookie: string; id: string }> {
  const login = await request(app.http).post('/api/login').send(ADMIN).expect(200);
  const cookie = ([] as string[])
    .concat(login.headers['set-cookie'])
    .find((value) => value.startsWith('session_id='))!
    .split(';')[0];
  return { cookie, id: login.body.id };
}

describe.runIf(redisAvailable)('private notes across two instances', () => {
  let instances: TwoInstances;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    };
    instances = await startTwoInstances(env);
    ({ a, b } = instances);
  });
  afterAll(() => instances.close());

  it("reach an admin on the other instance, and not the member's socket there", async () => {
    const adminOnB = await adminCookie(b);
    const adminSocket = await TestSocket.open(socketUrl(b.http), { cookie: adminOnB.cookie });
    expect((await adminSocket.auth({ userId: adminOnB.id })).type).toBe('auth_success');
    const { cookie, user, conversation } = await memberWithConversation(b.http);
    const memberSocket = await TestSocket.open(socketUrl(b.http), { cookie });
    expect((await memberSocket.auth({ userId: user.id })).type).toBe('auth_success');

    const adminOnA = await adminCookie(a);
    const { body: note } = await request(a.http)
      .post(`/api/admin/conversations/${conversation.id}/notes`)
      .set('Cookie', adminOnA.cookie)
      .send({ content: 'SECRET across instances' })
      .expect(201);
    const heard = await adminSocket.next(isEventOf('note_added'));
    expect(heard).toEqual({ type: 'note_added', conversationKind: 'user', note });

    await request(a.http)
      .post('/api/messages')
      .set('Cookie', adminOnA.cookie)
      .send({ conversationId: conversation.id, content: 'fence' })
      .expect(201);
    await memberSocket.next(isNewMessage((message) => message.content === 'fence'));
    expect(memberSocket.ofType('note_added')).toEqual([]);
    expect(JSON.stringify(memberSocket.events)).not.toContain('SECRET');
    adminSocket.close();
    memberSocket.close();
  });
});
