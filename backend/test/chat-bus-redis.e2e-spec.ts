import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredCookie, sessionCookieOf } from './support/accounts.js';
import { isEventOf, isNewMessage, socketUrl, TestSocket } from './support/sockets.js';
import {
  redisAnswers,
  startTwoInstances,
  TEST_REDIS_URL,
  type TwoInstances,
} from './support/redis.js';
import { type TestApp } from './support/test-app.js';

const ADMIN = { username: 'bus_admin', password: 'bus-admin-password' };

const redisAvailable = await redisAnswers(TEST_REDIS_URL);
if (!redisAvailable)
  console.warn(
    `Redis fan-out test not run: no Redis answers at ${TEST_REDIS_URL} (set TEST_REDIS_URL).`,
  );

describe.runIf(redisAvailable)('fan-out through Redis across two instances', () => {
  let instances: TwoInstances;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
    instances = await startTwoInstances(env);
    ({ a, b } = instances);
  });
  afterAll(() => instances.close());

  /** The admin signed in on instance B, with a socket there. */
  async function adminSocketOnB() {
    const login = await request(b.http).post('/api/login').send(ADMIN).expect(200);
    const adminCookie = sessionCookieOf(login.headers['set-cookie'])!.split(';')[0];
    const admin = await TestSocket.open(socketUrl(b.http), { cookie: adminCookie });
    expect((await admin.auth({ userId: login.body.id })).type).toBe('auth_success');
    return { admin, adminCookie };
  }

  it('delivers a message sent through instance A to an admin socket on instance B exactly once', async () => {
    const { admin } = await adminSocketOnB();

    const { cookie, user } = await registeredCookie(a.http);
    const { body: conversation } = await request(a.http)
      .post('/api/conversations')
      .set('Cookie', cookie)
      .send({})
      .expect(201);
    const member = await TestSocket.open(socketUrl(a.http), { cookie });
    await member.auth({ userId: user.id });
    for (const content of ['across instances 1', 'across instances 2', 'across instances 3']) {
      member.send({ type: 'send_message', conversationId: conversation.id, content });
    }

    await admin.next(isNewMessage((message) => message.content === 'across instances 3'));
    member.send({ type: 'send_message', conversationId: conversation.id, content: 'last' });
    await admin.next(isNewMessage((message) => message.content === 'last'));
    const contents = admin
      .ofType('new_message')
      .map((event) => (event.message as { content: string }).content);
    expect(contents).toEqual([
      'across instances 1',
      'across instances 2',
      'across instances 3',
      'last',
    ]);

    admin.send({ type: 'send_message', conversationId: conversation.id, content: 'reply from B' });
    await member.next(isNewMessage((message) => message.content === 'reply from B'));
    admin.close();
    member.close();
  });

  it("tells a payment request's changes to both sides across instances", async () => {
    const { admin, adminCookie } = await adminSocketOnB();
    const { cookie, user } = await registeredCookie(a.http);
    const { body: conversation } = await request(a.http)
      .post('/api/conversations')
      .set('Cookie', cookie)
      .send({})
      .expect(201);
    const member = await TestSocket.open(socketUrl(a.http), { cookie });
    await member.auth({ userId: user.id });

    const { body: sent } = await request(b.http)
      .post(`/api/admin/conversations/${conversation.id}/payment-requests`)
      .set('Cookie', adminCookie)
      .send({ packageId: 'vip' })
      .expect(201);
    await member.next(isNewMessage((message) => message.paymentRequest?.id === sent.id));
    await request(a.http)
      .post(`/api/payment-requests/${sent.id}/demo-confirm`)
      .set('Cookie', cookie)
      .send({})
      .expect(200);
    const paid = await admin.next(
      isEventOf('payment_request_updated', (event) => event.request.id === sent.id),
    );
    expect(paid).toMatchObject({ userId: user.id, request: { status: 'paid' } });
    admin.close();
    member.close();
  });
});
