import {
  ERROR_TEXT,
  STARTED_ON_PAGE_MAX_LENGTH,
  STARTED_ON_PAGE_TEXT,
  type MemberConversationView,
} from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs, signedInAgent } from './support/accounts.js';
import { withClient } from './support/database-server.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation, visitorBrowser } from './support/visitors.js';

const ADMIN = { username: 'context_admin', password: 'context-admin-password' };
const OLD_CONVERSATION_ID = '00000000-0000-4000-8000-000000000001';
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe('customer panel: GET /api/admin/…/:id/customer', () => {
  let t: TestApp;
  let admin: request.Agent;
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    admin = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
  });
  afterAll(() => t.close());

  async function memberConversation(fields: Record<string, string> = {}) {
    const member = await signedInAgent(t.http, fields);
    const { body } = await member.agent
      .post('/api/conversations')
      .send({ subject: 'poker' })
      .expect(201);
    return { ...member, conversation: body as MemberConversationView };
  }

  it("answers a member's profile, package status, purchases and other conversations", async () => {
    const { user, conversation } = await memberConversation({
      firstName: 'Ada',
      lastName: 'Byron',
      nickname: 'Countess',
    });
    await withClient(t.database.url, async (client) => {
      await client.query(
        `UPDATE users SET "vipUntil" = '2027-01-31T00:00:00Z', "isPremium" = true, "tournamentEntries" = 3 WHERE id = $1`,
        [user.id],
      );
      await client.query(
        `INSERT INTO payments ("userId", "packageId", amount, currency, "stripePaymentIntentId", "stripeEventId", status, "createdAt")
         VALUES ($1, 'vip', 5000, 'usd', 'pi_old', 'evt_old', 'succeeded', '2026-10-01T10:00:00Z'),
                ($1, 'premium', 9900, 'usd', 'pi_new', 'evt_new', 'succeeded', '2026-11-01T10:00:00Z')`,
        [user.id],
      );
      await client.query(
        `INSERT INTO conversations (id, "userId", subject, status, "firstMessageAt", "lastMessageAt") VALUES ($1, $2, 'Support', 'closed', '2026-08-31T00:00:00Z', '2026-09-01T00:00:00Z')`,
        [OLD_CONVERSATION_ID, user.id],
      );
    });

    const { body } = await admin
      .get(`/api/admin/conversations/${conversation.id}/customer`)
      .expect(200);
    expect(body).toEqual({
      kind: 'user',
      userId: user.id,
      username: user.username,
      email: `${user.username}@example.com`,
      firstName: 'Ada',
      lastName: 'Byron',
      nickname: 'Countess',
      supportLabel: null,
      memberSince: user.createdAt,
      vipUntil: '2027-01-31T00:00:00.000Z',
      isPremium: true,
      tournamentEntries: 3,
      payments: [
        expect.objectContaining({
          packageId: 'premium',
          packageName: 'Premium Package',
          amount: 9900,
        }),
        expect.objectContaining({ packageId: 'vip', amount: 5000, status: 'succeeded' }),
      ],
      otherConversations: [
        {
          id: OLD_CONVERSATION_ID,
          subject: 'Support',
          status: 'closed',
          lastMessageAt: '2026-09-01T00:00:00.000Z',
        },
      ],
    });
  });

  it("keeps support's label apart from the member's own nickname, which the member's account shows", async () => {
    const { user, agent, conversation } = await memberConversation({ nickname: 'Own Nick' });
    await agent
      .post('/api/messages')
      .send({ conversationId: conversation.id, content: 'Hello support' })
      .expect(201);
    await admin
      .patch(`/api/admin/users/${user.id}/nickname`)
      .send({ nickname: 'Big spender' })
      .expect(200);

    const own = await agent.get('/api/user').expect(200);
    expect(own.body.nickname).toBe('Own Nick');
    expect(JSON.stringify(own.body)).not.toContain('Big spender');
    const mine = await agent.get('/api/conversations').expect(200);
    expect(JSON.stringify(mine.body)).not.toContain('Big spender');

    const panel = await admin
      .get(`/api/admin/conversations/${conversation.id}/customer`)
      .expect(200);
    expect(panel.body).toMatchObject({ nickname: 'Own Nick', supportLabel: 'Big spender' });
    const list = await admin.get('/api/admin/conversations?search=spender').expect(200);
    expect(list.body.map((item: { id: string }) => item.id)).toEqual([conversation.id]);
    expect(list.body[0].user).toMatchObject({ nickname: 'Own Nick', supportLabel: 'Big spender' });
  });

  it('answers a visitor: kind, name, first seen, the page and the deposit game the chat started from', async () => {
    const browser = visitorBrowser(t.http);
    const deviceId = `device-${Date.now()}-ctx001`;
    const first = await browser
      .post('/api/anonymous-chat/conversation')
      .send({ deviceId, displayName: 'Night owl', page: '/sportsbook', game: 'sportsbook' })
      .expect(200);
    const guest = await browser
      .post('/api/chat-conversations')
      .send({ username: 'Owl again', page: '/store' })
      .expect(201);
    const again = await browser
      .post('/api/anonymous-chat/conversation')
      .send({ deviceId, page: '/poker', game: 'poker' })
      .expect(200);
    expect(again.body.id).toBe(first.body.id);
    // An empty conversation is no one's other conversation: the guest one has a message.
    await browser
      .post(`/api/chat-conversations/${guest.body.id}/messages`)
      .send({ content: 'Hello from the store' })
      .expect(201);
    const [written] = (
      await browser.get('/api/chat-conversations').query({ username: 'Owl again' }).expect(200)
    ).body;

    const { body } = await admin
      .get(`/api/admin/anonymous-conversations/${first.body.id}/customer`)
      .expect(200);
    expect(body).toEqual({
      kind: 'device',
      displayName: 'Night owl',
      deviceId,
      firstSeen: first.body.createdAt,
      startedOnPage: '/sportsbook',
      startedForGame: 'sportsbook',
      followUpEmail: null,
      otherConversations: [
        {
          id: guest.body.id,
          subject: 'Support',
          status: 'open',
          lastMessageAt: written.lastMessageAt,
        },
      ],
    });
    const other = await admin
      .get(`/api/admin/anonymous-conversations/${guest.body.id}/customer`)
      .expect(200);
    expect(other.body).toMatchObject({
      kind: 'guest',
      displayName: 'Owl again',
      deviceId: 'Owl again',
      firstSeen: first.body.createdAt,
      startedOnPage: '/store',
      startedForGame: null,
      followUpEmail: null,
    });
    expect(JSON.stringify(first.body)).not.toContain('startedOnPage');
  });

  it.each([
    ['a full URL', 'https://evil.example/x', STARTED_ON_PAGE_TEXT.invalid],
    ['a protocol-relative URL', '//evil.example/x', STARTED_ON_PAGE_TEXT.invalid],
    ['spaces', '/a b', STARTED_ON_PAGE_TEXT.invalid],
    ['a number', 5, STARTED_ON_PAGE_TEXT.invalid],
    ['too long', `/${'p'.repeat(STARTED_ON_PAGE_MAX_LENGTH)}`, STARTED_ON_PAGE_TEXT.tooLong],
  ])('refuses a start page that is %s with 400', async (_case, page, message) => {
    const device = await request(t.http)
      .post('/api/anonymous-chat/conversation')
      .send({ deviceId: `device-${Date.now()}-bad001`, page })
      .expect(400);
    expect(device.body.message).toBe(message);
    const guest = await request(t.http)
      .post('/api/chat-conversations')
      .send({ username: 'Bad page', page })
      .expect(400);
    expect(guest.body.message).toBe(message);
  });

  it('refuses a deposit game that is not one of the games with 400', async () => {
    const refused = await request(t.http)
      .post('/api/anonymous-chat/conversation')
      .send({ deviceId: `device-${Date.now()}-bad002`, game: 'Support' })
      .expect(400);
    expect(refused.body.message).toBe(STARTED_ON_PAGE_TEXT.game);
  });

  it('answers 404 for a conversation of the other list or none, and 400 for a malformed id', async () => {
    const { conversation } = await memberConversation();
    const device = await deviceConversation(t.http);
    const missing = await admin.get(`/api/admin/conversations/${NO_SUCH_ID}/customer`).expect(404);
    expect(missing.body.message).toBe(ERROR_TEXT.conversationNotFound);
    await admin.get(`/api/admin/conversations/${device.conversation.id}/customer`).expect(404);
    await admin.get(`/api/admin/anonymous-conversations/${conversation.id}/customer`).expect(404);
    const malformed = await admin.get('/api/admin/conversations/not-an-id/customer').expect(400);
    expect(malformed.body.message).toBe('Validation failed (uuid is expected)');
  });

  it('is for admins only: 401 anonymous, 403 for the member and for the visitor of the conversation', async () => {
    const { agent, conversation } = await memberConversation();
    const device = await deviceConversation(t.http);
    for (const path of [
      `/api/admin/conversations/${conversation.id}/customer`,
      `/api/admin/anonymous-conversations/${device.conversation.id}/customer`,
    ]) {
      const anonymous = await request(t.http).get(path).expect(401);
      expect(anonymous.body.message).toBe('Not signed in');
      const member = await agent.get(path).expect(403);
      expect(member.body.message).toBe('You do not have permission to do this');
      await request(t.http).get(path).set('Cookie', device.cookie).expect(401);
    }
  });
});
