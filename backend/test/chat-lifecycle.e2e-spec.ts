import {
  AUTOMATIC_MESSAGE,
  ERROR_TEXT,
  MEMBER_SIGN_IN_TEXT,
  type AdminMemberConversationView,
  type AdminVisitorConversationView,
  type ChatStatsView,
} from '@club/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentSignedInAs,
  PASSWORD,
  sessionCookieOf,
  signedInAgent,
  uniqueName,
} from './support/accounts.js';
import { withClient } from './support/database-server.js';
import { isEventOf, socketUrl, TestSocket } from './support/sockets.js';
import { startChatTestApp, type TestApp } from './support/test-app.js';
import { visitorBrowser } from './support/visitors.js';

const ADMIN = { username: 'lifecycle_desk', password: 'lifecycle-desk-password' };

describe('chat lifecycle: no empty conversations, one history per person, the deposit bot', () => {
  let t: TestApp;
  let admin: TestAgent;
  let adminCookie: string;
  let adminId: string;
  beforeAll(async () => {
    t = await startChatTestApp(ADMIN);
    admin = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
    const login = await request(t.http).post('/api/login').send(ADMIN).expect(200);
    adminCookie = sessionCookieOf(login.headers['set-cookie'])!.split(';')[0];
    adminId = login.body.id;
  });
  afterAll(() => t.close());

  async function visitorList(search: string): Promise<AdminVisitorConversationView[]> {
    return (await admin.get('/api/admin/anonymous-conversations').query({ search }).expect(200))
      .body;
  }
  async function memberList(search: string): Promise<AdminMemberConversationView[]> {
    return (await admin.get('/api/admin/conversations').query({ search }).expect(200)).body;
  }
  async function stats(): Promise<ChatStatsView> {
    return (await admin.get('/api/admin/chat-stats').expect(200)).body;
  }

  /** A browser whose guest widget opened a conversation and wrote in it. */
  async function guestWhoChatted(texts: string[] = ['Hello from a guest']) {
    const browser = visitorBrowser(t.http);
    const username = uniqueName('Guest');
    const { body: conversation } = await browser
      .post('/api/chat-conversations')
      .send({ username, subject: 'Support' })
      .expect(201);
    for (const content of texts)
      await browser
        .post(`/api/chat-conversations/${conversation.id}/messages`)
        .send({ content })
        .expect(201);
    return { browser, username, conversation };
  }

  async function register(browser: TestAgent, username = uniqueName('member')) {
    const { body: user } = await browser
      .post('/api/register')
      .send({ username, email: `${username}@example.com`, password: PASSWORD, acceptTerms: true })
      .expect(201);
    return user as { id: string; username: string };
  }

  describe('no empty conversations', () => {
    it('lists and counts a visitor conversation only from its first message', async () => {
      const before = await stats();
      const browser = visitorBrowser(t.http);
      const deviceId = `device-${Date.now()}-empty1`;
      const { body: device } = await browser
        .post('/api/anonymous-chat/conversation')
        .send({ deviceId, displayName: 'Quiet Visitor' })
        .expect(200);
      const guestName = uniqueName('Silent');
      await browser.post('/api/chat-conversations').send({ username: guestName }).expect(201);
      await browser
        .patch(`/api/anonymous-chat/conversations/${device.id}/name`)
        .send({ displayName: 'Renamed Quiet' })
        .expect(200);

      expect(await visitorList(deviceId)).toEqual([]);
      expect(await visitorList(guestName)).toEqual([]);
      expect((await stats()).open).toBe(before.open);

      await browser
        .post('/api/anonymous-chat/messages')
        .send({ conversationId: device.id, deviceId, content: 'Now I have a question' })
        .expect(201);
      const listed = await visitorList(deviceId);
      expect(listed.map((item) => [item.id, item.displayName, item.lastMessage?.content])).toEqual([
        [device.id, 'Renamed Quiet', 'Now I have a question'],
      ]);
      expect((await stats()).open).toBe(before.open + 1);
    });

    it('lists a member conversation only once a person wrote in it, not for the deposit bot', async () => {
      const { agent, user } = await signedInAgent(t.http);
      const { body: conversation } = await agent
        .post('/api/conversations')
        .send({ subject: 'arcade' })
        .expect(201);
      await agent
        .post('/api/messages')
        .send({ conversationId: conversation.id, template: 'deposit', requestId: 'r1' })
        .expect(201);
      expect(await memberList(user.username)).toEqual([]);

      await agent
        .post('/api/messages')
        .send({ conversationId: conversation.id, content: 'Crypto please' })
        .expect(201);
      const listed = await memberList(user.username);
      expect(listed.map((item) => [item.id, item.lastMessage?.content])).toEqual([
        [conversation.id, 'Crypto please'],
      ]);
    });

    it('renames a guest conversation in place: the history stays under the new name', async () => {
      const { browser, username, conversation } = await guestWhoChatted(['Before the rename']);
      const newName = uniqueName('Renamed');
      const renamed = await browser
        .patch(`/api/chat-conversations/${conversation.id}/name`)
        .send({ displayName: newName })
        .expect(200);
      expect(renamed.body).toMatchObject({
        id: conversation.id,
        deviceId: newName,
        displayName: newName,
        username: newName,
      });
      const found = await browser.get('/api/chat-conversations').query({ username: newName });
      expect(found.body.map((item: { id: string }) => item.id)).toEqual([conversation.id]);
      const old = await browser.get('/api/chat-conversations').query({ username });
      expect(old.body).toEqual([]);
      const messages = await browser
        .get(`/api/chat-conversations/${conversation.id}/messages`)
        .expect(200);
      expect(messages.body.map((message: { content: string }) => message.content)).toEqual([
        'Before the rename',
      ]);
      expect((await visitorList(newName)).map((item) => item.id)).toEqual([conversation.id]);
      expect(await visitorList(username)).toEqual([]);
    });

    it('refuses a guest rename from another browser, without a cookie, and with a bad name', async () => {
      const { conversation } = await guestWhoChatted();
      const other = visitorBrowser(t.http);
      await other.post('/api/chat-conversations').send({ username: uniqueName('Other') });
      const refused = await other
        .patch(`/api/chat-conversations/${conversation.id}/name`)
        .send({ displayName: 'Thief' })
        .expect(404);
      expect(refused.body.message).toBe(ERROR_TEXT.conversationNotFound);
      await request(t.http)
        .patch(`/api/chat-conversations/${conversation.id}/name`)
        .send({ displayName: 'Nobody' })
        .expect(404);
      const blank = await other
        .patch(`/api/chat-conversations/${conversation.id}/name`)
        .send({ displayName: '   ' })
        .expect(400);
      expect(blank.body.message).toBe('displayName is required');
    });
  });

  describe('one history per person', () => {
    it('joins a guest chat to the member chat of the account registered in the same browser', async () => {
      const { browser, username, conversation } = await guestWhoChatted(['First', 'Second']);
      await admin
        .post('/api/admin/anonymous-chat/messages')
        .send({ conversationId: conversation.id, content: 'Support here' })
        .expect(201);
      await admin
        .post(`/api/admin/anonymous-conversations/${conversation.id}/notes`)
        .send({ content: 'Asked about poker' })
        .expect(201);
      const user = await register(browser);

      const merged = await browser.post('/api/conversations/visitor-history').send({}).expect(200);
      expect(merged.body.merged).toBe(1);
      const memberConversationId = merged.body.conversation.id as string;
      expect(merged.body.conversation.userId).toBe(user.id);

      const messages = await browser
        .get(`/api/conversations/${memberConversationId}/messages`)
        .expect(200);
      expect(
        messages.body.map(
          (message: { content: string; isFromAdmin: boolean; automatic?: string }) => [
            message.content,
            message.isFromAdmin,
            message.automatic ?? null,
          ],
        ),
      ).toEqual([
        ['First', false, null],
        ['Second', false, null],
        ['Support here', true, null],
        [MEMBER_SIGN_IN_TEXT, false, AUTOMATIC_MESSAGE.memberSignIn],
      ]);

      expect(await visitorList(username)).toEqual([]);
      await admin.get(`/api/anonymous-chat/conversations/${conversation.id}/messages`).expect(404);
      const members = await memberList(user.username);
      expect(members.map((item) => [item.id, item.status, item.unreadCount])).toEqual([
        // The two guest messages support has not read stay unread.
        [memberConversationId, 'waiting', 2],
      ]);
      const notes = await admin
        .get(`/api/admin/conversations/${memberConversationId}/notes`)
        .expect(200);
      expect(notes.body.map((note: { content: string }) => note.content)).toEqual([
        'Asked about poker',
      ]);

      const replay = await browser.post('/api/conversations/visitor-history').send({}).expect(200);
      expect(replay.body).toMatchObject({ merged: 0, conversation: { id: memberConversationId } });
      const again = await browser
        .get(`/api/conversations/${memberConversationId}/messages`)
        .expect(200);
      expect(again.body).toHaveLength(4);

      const secondBrowser = request.agent(t.http);
      await secondBrowser.post('/api/login').send({ username: user.username, password: PASSWORD });
      const elsewhere = await secondBrowser.get('/api/conversations').expect(200);
      expect(elsewhere.body.map((item: { id: string }) => item.id)).toEqual([memberConversationId]);
      const seenElsewhere = await secondBrowser
        .get(`/api/conversations/${memberConversationId}/messages`)
        .expect(200);
      expect(seenElsewhere.body.map((message: { id: number }) => message.id)).toEqual(
        messages.body.map((message: { id: number }) => message.id),
      );
    });

    it("tells admins' sockets live: the visitor conversation joined a member one, which changed", async () => {
      const { browser, conversation } = await guestWhoChatted(['Live one']);
      const socket = await TestSocket.open(socketUrl(t.http), { cookie: adminCookie });
      await socket.auth({ userId: adminId });
      const user = await register(browser);
      const merged = await browser.post('/api/conversations/visitor-history').send({}).expect(200);
      const memberConversationId = merged.body.conversation.id as string;
      const gone = await socket.next(
        isEventOf('conversation_deleted', (event) => event.conversationId === conversation.id),
      );
      expect(gone).toEqual({
        type: 'conversation_deleted',
        conversationKind: 'anonymous',
        conversationId: conversation.id,
        mergedInto: memberConversationId,
      });
      const updated = await socket.next(
        isEventOf(
          'conversation_updated',
          (event) => event.conversation.id === memberConversationId,
        ),
      );
      expect(updated.conversation).toMatchObject({
        kind: 'user',
        user: { id: user.id },
        unreadCount: 1,
        lastMessage: { content: MEMBER_SIGN_IN_TEXT },
      });
      socket.close();
    });

    it('appends a device chat after the earlier messages of a member who signs in', async () => {
      const { agent: first, user } = await signedInAgent(t.http);
      const { body: memberConversation } = await first.post('/api/conversations').send({});
      await first
        .post('/api/messages')
        .send({ conversationId: memberConversation.id, content: 'As a member' })
        .expect(201);

      const browser = visitorBrowser(t.http);
      const deviceId = `device-${Date.now()}-merge2`;
      const { body: device } = await browser
        .post('/api/anonymous-chat/conversation')
        .send({ deviceId })
        .expect(200);
      await browser
        .post('/api/anonymous-chat/messages')
        .send({ conversationId: device.id, deviceId, content: 'As a visitor' })
        .expect(201);
      await browser.post('/api/login').send({ username: user.username, password: PASSWORD });
      const merged = await browser.post('/api/conversations/visitor-history').send({}).expect(200);
      expect(merged.body).toMatchObject({ merged: 1, conversation: { id: memberConversation.id } });
      const messages = await first
        .get(`/api/conversations/${memberConversation.id}/messages`)
        .expect(200);
      expect(messages.body.map((message: { content: string }) => message.content)).toEqual([
        'As a member',
        'As a visitor',
        MEMBER_SIGN_IN_TEXT,
      ]);
      expect(await visitorList(deviceId)).toEqual([]);
    });

    it('joins nothing of another browser, and a conversation already joined stays joined once', async () => {
      const visitor = await guestWhoChatted(['Mine only']);
      const { agent: stranger } = await signedInAgent(t.http);
      const nothing = await stranger
        .post('/api/conversations/visitor-history')
        .send({})
        .expect(200);
      expect(nothing.body).toEqual({ conversation: null, merged: 0 });
      expect((await visitorList(visitor.username)).map((item) => item.id)).toEqual([
        visitor.conversation.id,
      ]);
    });

    it('two tabs signing in at once join the visitor chat exactly once', async () => {
      const { browser, username } = await guestWhoChatted(['One', 'Two', 'Three']);
      const user = await register(browser);
      const [a, b] = await Promise.all([
        browser.post('/api/conversations/visitor-history').send({}),
        browser.post('/api/conversations/visitor-history').send({}),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect([a.body.merged, b.body.merged].sort()).toEqual([0, 1]);
      expect(a.body.conversation.id).toBe(b.body.conversation.id);
      const messages = await browser
        .get(`/api/conversations/${a.body.conversation.id}/messages`)
        .expect(200);
      expect(messages.body.map((message: { content: string }) => message.content)).toEqual([
        'One',
        'Two',
        'Three',
        MEMBER_SIGN_IN_TEXT,
      ]);
      expect(await visitorList(username)).toEqual([]);
      expect((await memberList(user.username)).length).toBe(1);
    });

    it('refuses an anonymous caller, an admin, and a body with fields', async () => {
      const { browser } = await guestWhoChatted();
      const anonymous = await browser
        .post('/api/conversations/visitor-history')
        .send({})
        .expect(401);
      expect(anonymous.body.message).toBe(ERROR_TEXT.notSignedIn);
      const asAdmin = await admin.post('/api/conversations/visitor-history').send({}).expect(403);
      expect(asAdmin.body.message).toBe(ERROR_TEXT.forbidden);
      await register(browser);
      const named = await browser
        .post('/api/conversations/visitor-history')
        .send({ conversationId: '00000000-0000-4000-8000-000000000000' })
        .expect(400);
      expect(named.body.message).toBe('property conversationId should not exist');
    });
  });

  describe('the stats cards', () => {
    /** The cards now, less what they said before: what this test's conversations changed. */
    const changeSince = async (before: ChatStatsView): Promise<ChatStatsView> => {
      const now = await stats();
      return {
        open: now.open - before.open,
        waiting: now.waiting - before.waiting,
        closedToday: now.closedToday - before.closedToday,
      };
    };

    it('wait for a response while the customer wrote last, whoever the customer is', async () => {
      const before = await stats();
      const guests = [
        await guestWhoChatted(['First visitor']),
        await guestWhoChatted(['Second visitor']),
        await guestWhoChatted(['Third visitor', 'Anyone there?']),
      ];
      const { agent: member } = await signedInAgent(t.http);
      const { body: memberConversation } = await member
        .post('/api/conversations')
        .send({ subject: 'poker' })
        .expect(201);
      await member
        .post('/api/messages')
        .send({ conversationId: memberConversation.id, content: 'Can I deposit?' })
        .expect(201);
      // The deposit bot's answer is automatic: the member still waits for a person.
      await member
        .post('/api/messages')
        .send({ conversationId: memberConversation.id, template: 'deposit', requestId: 'stats1' })
        .expect(201);
      expect(await changeSince(before)).toEqual({ open: 4, waiting: 4, closedToday: 0 });

      await admin
        .post('/api/admin/anonymous-chat/messages')
        .send({ conversationId: guests[0].conversation.id, content: 'Hello, how can I help?' })
        .expect(201);
      await admin
        .post('/api/messages')
        .send({ conversationId: memberConversation.id, content: 'Yes, by card' })
        .expect(201);
      expect(await changeSince(before)).toEqual({ open: 4, waiting: 2, closedToday: 0 });

      await guests[0].browser
        .post(`/api/chat-conversations/${guests[0].conversation.id}/messages`)
        .send({ content: 'Thanks, one more thing' })
        .expect(201);
      await admin
        .patch(`/api/admin/anonymous-conversations/${guests[1].conversation.id}/status`)
        .send({ status: 'closed' })
        .expect(204);
      expect(await changeSince(before)).toEqual({ open: 3, waiting: 2, closedToday: 1 });

      // An admin marking it "waiting" by hand does not answer it: the customer still wrote last.
      await admin
        .patch(`/api/admin/anonymous-conversations/${guests[2].conversation.id}/status`)
        .send({ status: 'waiting' })
        .expect(204);
      expect(await changeSince(before)).toEqual({ open: 3, waiting: 2, closedToday: 1 });
    });

    it("a visitor's history merged into a new account still waits: the sign-in mark is automatic", async () => {
      const { browser } = await guestWhoChatted(['Before I sign up']);
      const before = await stats();
      await register(browser);
      const { body: merged } = await browser
        .post('/api/conversations/visitor-history')
        .send({})
        .expect(200);
      // The visitor's conversation became the member's: the same customer, still waiting.
      expect(await changeSince(before)).toEqual({ open: 0, waiting: 0, closedToday: 0 });
      const { body: thread } = await browser
        .get(`/api/conversations/${merged.conversation.id}/messages`)
        .expect(200);
      expect(thread.at(-1).automatic).toBe(AUTOMATIC_MESSAGE.memberSignIn);
      await admin
        .post('/api/messages')
        .send({ conversationId: merged.conversation.id, content: 'Welcome aboard' })
        .expect(201);
      expect(await changeSince(before)).toEqual({ open: 0, waiting: -1, closedToday: 0 });
    });

    it('count closed today from the start of the UTC day, not a day before', async () => {
      const { conversation } = await guestWhoChatted(['Close me']);
      await admin
        .patch(`/api/admin/anonymous-conversations/${conversation.id}/status`)
        .send({ status: 'closed' })
        .expect(204);
      const closedNow = await stats();
      await withClient(t.database.url, (client) =>
        client.query(
          `UPDATE "anonymous_conversations"
              SET "closedAt" = date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '1 second'
            WHERE "id" = $1`,
          [conversation.id],
        ),
      );
      expect(await changeSince(closedNow)).toEqual({ open: 0, waiting: 0, closedToday: -1 });
    });
  });

  describe('the deposit bot', () => {
    it('posts once per deposit request, names its game, and is marked automatic', async () => {
      const { agent } = await signedInAgent(t.http);
      const { body: conversation } = await agent.post('/api/conversations').send({}).expect(201);
      const ask = (requestId: string, game: string) =>
        agent
          .post('/api/messages')
          .send({ conversationId: conversation.id, template: 'deposit', requestId, game })
          .expect(201);
      const first = await ask('request-1', 'sportsbook');
      expect(first.body).toMatchObject({ isFromAdmin: true, senderId: null, automatic: 'deposit' });
      expect(first.body.content).toContain('Sportsbook & Casino');
      await agent
        .post('/api/messages')
        .send({ conversationId: conversation.id, content: 'Zelle' })
        .expect(201);
      const repeat = await ask('request-1', 'sportsbook');
      expect(repeat.body.id).toBe(first.body.id);
      const messages = await agent.get(`/api/conversations/${conversation.id}/messages`);
      expect(messages.body.map((message: { content: string }) => message.content)).toEqual([
        first.body.content,
        'Zelle',
      ]);
    });

    it('refuses a bad game or request id', async () => {
      const { agent } = await signedInAgent(t.http);
      const { body: conversation } = await agent.post('/api/conversations').send({});
      const game = await agent
        .post('/api/messages')
        .send({ conversationId: conversation.id, template: 'deposit', game: 'roulette' })
        .expect(400);
      expect(game.body.message).toBe('game must be one of: poker, sportsbook, arcade');
      const id = await agent
        .post('/api/messages')
        .send({ conversationId: conversation.id, template: 'deposit', requestId: 'a b' })
        .expect(400);
      expect(id.body.message).toBe('requestId must be 1 to 64 letters, digits, - or _');
    });
  });
});
