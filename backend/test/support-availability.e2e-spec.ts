import {
  ERROR_TEXT,
  FOLLOW_UP_EMAIL_MAX_LENGTH,
  FOLLOW_UP_ERROR,
  SUPPORT_STATUS_TEXT,
} from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentSignedInAs,
  registeredCookie,
  sessionCookieOf,
  signedInAgent,
} from './support/accounts.js';
import { socketUrl, TestSocket } from './support/sockets.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation, guestConversation } from './support/visitors.js';

const ADMIN = { username: 'availability_admin', password: 'availability-admin-password' };
const EXPECTED_REPLY = 'We reply within one working day';
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe('support availability and follow-up e-mail', () => {
  let t: TestApp;
  let admin: request.Agent;
  beforeAll(async () => {
    t = await startTestApp({
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SUPPORT_EXPECTED_REPLY: EXPECTED_REPLY,
    });
    await t.app.listen(0, '127.0.0.1');
    admin = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
  });
  afterAll(() => t.close());

  const status = async () => (await request(t.http).get('/api/support-status').expect(200)).body;
  const followUp = (id: string) => `/api/visitor-conversations/${id}/follow-up-email`;

  describe('GET /api/support-status', () => {
    it('says online while an admin has the desk open in a tab in use, and never who', async () => {
      expect(await status()).toEqual({ online: false, expectedReply: EXPECTED_REPLY });

      const login = await request(t.http).post('/api/login').send(ADMIN).expect(200);
      const cookie = sessionCookieOf(login.headers['set-cookie'])!.split(';')[0];
      const socket = await TestSocket.open(socketUrl(t.http), { cookie });
      expect((await socket.auth({ userId: login.body.id })).type).toBe('auth_success');
      await expect.poll(status).toEqual({ online: true, expectedReply: EXPECTED_REPLY });
      expect(JSON.stringify(await status())).not.toContain(ADMIN.username);

      socket.send({ type: 'presence', state: 'idle' });
      await expect.poll(async () => (await status()).online).toBe(false);
      socket.send({ type: 'presence', state: 'active' });
      await expect.poll(async () => (await status()).online).toBe(true);
      socket.close();
      await expect.poll(async () => (await status()).online).toBe(false);
    });

    it('answers the default expected reply when none is configured', async () => {
      const plain = await startTestApp();
      try {
        const { body } = await request(plain.http).get('/api/support-status').expect(200);
        expect(body).toEqual({
          online: false,
          expectedReply: SUPPORT_STATUS_TEXT.defaultExpectedReply,
        });
      } finally {
        await plain.close();
      }
    });
  });

  describe('/api/visitor-conversations/:id/follow-up-email', () => {
    it.each([
      ['guest', () => guestConversation(t.http, `Follow ${Date.now()}`)],
      ['device', () => deviceConversation(t.http, `device-${Date.now()}-fol123`)],
    ])(
      'lets the %s visitor leave and change an address that admins then see',
      async (_kind, start) => {
        const { conversation, cookie } = await start();
        const url = followUp(conversation.id);
        expect((await request(t.http).get(url).set('Cookie', cookie).expect(200)).body).toEqual({
          email: null,
          confirmed: false,
        });
        const saved = await request(t.http)
          .put(url)
          .set('Cookie', cookie)
          .send({ email: 'nova@example.com' })
          .expect(200);
        expect(saved.body).toEqual({ email: 'nova@example.com', confirmed: false });
        await request(t.http)
          .put(url)
          .set('Cookie', cookie)
          .send({ email: 'nova.new@example.org' })
          .expect(200);
        expect((await request(t.http).get(url).set('Cookie', cookie).expect(200)).body).toEqual({
          email: 'nova.new@example.org',
          confirmed: false,
        });

        const panel = await admin
          .get(`/api/admin/anonymous-conversations/${conversation.id}/customer`)
          .expect(200);
        expect(panel.body.followUpEmail).toBe('nova.new@example.org');
      },
    );

    it('refuses another browser, a caller without chat_state and an unknown id with 404, the same answer', async () => {
      const { conversation, cookie } = await guestConversation(t.http, `Owner ${Date.now()}`);
      await request(t.http)
        .put(followUp(conversation.id))
        .set('Cookie', cookie)
        .send({ email: 'owner@example.com' })
        .expect(200);
      const other = await guestConversation(t.http, `Other ${Date.now()}`);

      for (const caller of [
        () => request(t.http).get(followUp(conversation.id)).set('Cookie', other.cookie),
        () => request(t.http).get(followUp(conversation.id)),
        () =>
          request(t.http)
            .put(followUp(conversation.id))
            .set('Cookie', other.cookie)
            .send({ email: 'thief@example.com' }),
        () => request(t.http).put(followUp(conversation.id)).send({ email: 'thief@example.com' }),
        () =>
          request(t.http)
            .put(followUp(NO_SUCH_ID))
            .set('Cookie', cookie)
            .send({ email: 'owner@example.com' }),
      ]) {
        const refused = await caller().expect(404);
        expect(refused.body.message).toBe(ERROR_TEXT.conversationNotFound);
      }
      const kept = await request(t.http).get(followUp(conversation.id)).set('Cookie', cookie);
      expect(kept.body).toEqual({ email: 'owner@example.com', confirmed: false });
    });

    it.each([
      ['not an address', { email: 'nova' }, FOLLOW_UP_ERROR.emailInvalid],
      ['two addresses', { email: 'a@example.com, b@example.com' }, FOLLOW_UP_ERROR.emailInvalid],
      ['markup', { email: '<script>@example.com' }, FOLLOW_UP_ERROR.emailInvalid],
      ['a number', { email: 42 }, FOLLOW_UP_ERROR.emailInvalid],
      ['missing', {}, FOLLOW_UP_ERROR.emailInvalid],
      [
        'too long',
        { email: `${'a'.repeat(60)}@${'b'.repeat(FOLLOW_UP_EMAIL_MAX_LENGTH)}.com` },
        FOLLOW_UP_ERROR.emailInvalid,
      ],
      [
        'with an unknown field',
        { email: 'a@example.com', to: 'x' },
        'property to should not exist',
      ],
    ])('refuses an e-mail that is %s with 400', async (_case, body, message) => {
      const { conversation, cookie } = await guestConversation(t.http, `Bad ${Date.now()}`);
      const refused = await request(t.http)
        .put(followUp(conversation.id))
        .set('Cookie', cookie)
        .send(body)
        .expect(400);
      expect(refused.body.message).toBe(message);
      const kept = await request(t.http).get(followUp(conversation.id)).set('Cookie', cookie);
      expect(kept.body).toEqual({ email: null, confirmed: false });
    });

    it('refuses a signed-in member with 403, even holding the visitor cookie', async () => {
      const { conversation, cookie } = await guestConversation(t.http, `Member ${Date.now()}`);
      const member = await registeredCookie(t.http);
      const refused = await request(t.http)
        .put(followUp(conversation.id))
        .set('Cookie', `${cookie}; ${member.cookie}`)
        .send({ email: 'member@example.com' })
        .expect(403);
      expect(refused.body.message).toBe(FOLLOW_UP_ERROR.membersUseAccountEmail);
      const kept = await request(t.http).get(followUp(conversation.id)).set('Cookie', cookie);
      expect(kept.body).toEqual({ email: null, confirmed: false });
    });

    it('never shows the address to anyone but its visitor and admins', async () => {
      const { conversation, cookie, username } = await guestConversation(
        t.http,
        `Private ${Date.now()}`,
      );
      await request(t.http)
        .put(followUp(conversation.id))
        .set('Cookie', cookie)
        .send({ email: 'private@example.com' })
        .expect(200);
      const panel = `/api/admin/anonymous-conversations/${conversation.id}/customer`;
      const member = await signedInAgent(t.http);
      expect((await member.agent.get(panel).expect(403)).body.message).toBe(ERROR_TEXT.forbidden);
      expect((await request(t.http).get(panel).expect(401)).body.message).toBe(
        ERROR_TEXT.notSignedIn,
      );
      const other = await guestConversation(t.http, `Nosy ${Date.now()}`);
      await request(t.http).get(panel).set('Cookie', other.cookie).expect(401);

      const own = await request(t.http)
        .get(`/api/chat-conversations?username=${encodeURIComponent(username)}`)
        .set('Cookie', cookie)
        .expect(200);
      expect(JSON.stringify(own.body)).not.toContain('private@example.com');
      const list = await admin.get('/api/admin/anonymous-conversations').expect(200);
      expect(JSON.stringify(list.body)).not.toContain('private@example.com');
    });
  });
});
