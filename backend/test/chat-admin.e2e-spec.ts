import type { MemberConversationView } from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs, signedInAgent, uniqueName } from './support/accounts.js';
import { withClient } from './support/database-server.js';
import { startChatTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation, guestConversation } from './support/visitors.js';

const ADMIN = { username: 'inbox_admin', password: 'inbox-admin-password' };
const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('admin inbox API', () => {
  let t: TestApp;
  let admin: request.Agent;
  beforeAll(async () => {
    t = await startChatTestApp(ADMIN);
    admin = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
  });
  afterAll(() => t.close());

  async function memberConversation(fields: Record<string, string> = {}) {
    const member = await signedInAgent(t.http, fields);
    const { body: conversation } = await member.agent
      .post('/api/conversations')
      .send({ subject: 'Support' })
      .expect(201);
    return { ...member, conversation: conversation as MemberConversationView };
  }

  /** Conversations reach the admin lists with their first message. */
  async function listedMemberConversation(fields: Record<string, string> = {}) {
    const member = await memberConversation(fields);
    await member.agent
      .post('/api/messages')
      .send({ conversationId: member.conversation.id, content: 'Hello support' })
      .expect(201);
    return member;
  }

  async function listedDeviceConversation(deviceId?: string, displayName?: string) {
    const device = await deviceConversation(t.http, deviceId, displayName);
    await request(t.http)
      .post('/api/anonymous-chat/messages')
      .set('Cookie', device.cookie)
      .send({ conversationId: device.conversation.id, deviceId: device.deviceId, content: 'hi' })
      .expect(201);
    return device;
  }

  const adminRoutes: [string, string, object?][] = [
    ['get', '/api/admin/conversations'],
    ['get', '/api/admin/anonymous-conversations'],
    ['get', `/api/admin/conversations/${SOME_ID}/messages`],
    ['get', `/api/admin/anonymous-conversations/${SOME_ID}/messages`],
    ['post', '/api/admin/anonymous-chat/messages', { conversationId: SOME_ID, content: 'hi' }],
    ['post', `/api/admin/conversations/${SOME_ID}/mark-read`],
    ['post', `/api/admin/anonymous-conversations/${SOME_ID}/mark-read`],
    ['patch', `/api/admin/conversations/${SOME_ID}/status`, { status: 'closed' }],
    ['patch', `/api/admin/anonymous-conversations/${SOME_ID}/status`, { status: 'closed' }],
    ['patch', `/api/admin/anonymous-conversations/${SOME_ID}/name`, { displayName: 'x' }],
    ['patch', `/api/admin/users/${SOME_ID}/nickname`, { nickname: 'x' }],
    ['delete', `/api/admin/conversations/${SOME_ID}`],
    ['delete', `/api/admin/anonymous-conversations/${SOME_ID}`],
    ['get', '/api/admin/chat-stats'],
  ];

  it.each(adminRoutes)(
    '%s %s answers 401 anonymous and 403 to a member',
    async (method, path, body) => {
      const anonymous = request(t.http)[method as 'get'](path);
      await (body ? anonymous.send(body) : anonymous).expect(401);
      const { agent } = await signedInAgent(t.http);
      const member = agent[method as 'get'](path);
      await (body ? member.send(body) : member).expect(403);
    },
  );

  it("lists members' conversations with their user, unread count and last message, newest first", async () => {
    const older = await memberConversation({ firstName: 'Olga' });
    const newer = await memberConversation({ firstName: 'Nina', nickname: 'NiNi' });
    await older.agent
      .post('/api/messages')
      .send({ conversationId: older.conversation.id, content: 'first' })
      .expect(201);
    await newer.agent
      .post('/api/messages')
      .send({ conversationId: newer.conversation.id, content: 'one' })
      .expect(201);
    await newer.agent
      .post('/api/messages')
      .send({ conversationId: newer.conversation.id, content: 'two' })
      .expect(201);

    const list = await admin.get('/api/admin/conversations').expect(200);
    const [top, second] = list.body;
    expect(top).toMatchObject({
      id: newer.conversation.id,
      kind: 'user',
      status: 'open',
      unreadCount: 2,
      user: {
        id: newer.user.id,
        username: newer.user.username,
        firstName: 'Nina',
        nickname: 'NiNi',
        email: `${newer.user.username}@example.com`,
      },
      lastMessage: { content: 'two', isFromAdmin: false, messageType: 'text' },
    });
    expect(top.user).not.toHaveProperty('password');
    expect(second.id).toBe(older.conversation.id);

    await admin
      .post(`/api/admin/conversations/${newer.conversation.id}/mark-read`)
      .expect(200, { updated: 2 });
    const after = await admin.get('/api/admin/conversations').expect(200);
    expect(after.body[0].unreadCount).toBe(0);
  });

  it('shows messages with their sender to the admin', async () => {
    const { agent, user, conversation } = await memberConversation();
    await agent
      .post('/api/messages')
      .send({ conversationId: conversation.id, content: 'question' })
      .expect(201);
    await admin
      .post('/api/messages')
      .send({ conversationId: conversation.id, content: 'answer' })
      .expect(201);
    const messages = await admin
      .get(`/api/admin/conversations/${conversation.id}/messages`)
      .expect(200);
    expect(messages.body[0].sender).toEqual({
      id: user.id,
      username: user.username,
      firstName: null,
      lastName: null,
      email: `${user.username}@example.com`,
    });
    expect(messages.body[1]).toMatchObject({
      content: 'answer',
      isFromAdmin: true,
      sender: { username: ADMIN.username },
    });
    const memberView = await agent
      .get(`/api/conversations/${conversation.id}/messages`)
      .expect(200);
    expect(memberView.body[1]).not.toHaveProperty('sender');
  });

  it('searches by name, nickname, email and device id, and filters by status', async () => {
    const marker = uniqueName('zeta');
    const { conversation } = await listedMemberConversation({ lastName: marker });
    const found = await admin
      .get(`/api/admin/conversations?search=${marker.toUpperCase()}`)
      .expect(200);
    expect(found.body.map((item: { id: string }) => item.id)).toEqual([conversation.id]);

    await admin
      .patch(`/api/admin/conversations/${conversation.id}/status`)
      .send({ status: 'closed' })
      .expect(204);
    const closed = await admin
      .get(`/api/admin/conversations?status=closed&search=${marker}`)
      .expect(200);
    expect(closed.body).toHaveLength(1);
    const open = await admin
      .get(`/api/admin/conversations?status=open&search=${marker}`)
      .expect(200);
    expect(open.body).toHaveLength(0);

    const device = await listedDeviceConversation(`device-${Date.now()}-srch42`, 'Comet');
    const byDevice = await admin
      .get('/api/admin/anonymous-conversations?search=srch42')
      .expect(200);
    expect(byDevice.body.map((item: { id: string }) => item.id)).toEqual([device.conversation.id]);

    const wildcard = await admin.get('/api/admin/conversations?search=%25').expect(200);
    expect(wildcard.body).toEqual([]);
  });

  it('pages with a cursor in X-Next-Cursor and no item twice', async () => {
    const marker = uniqueName('page');
    const ids = new Set<string>();
    for (let index = 0; index < 5; index++)
      ids.add((await listedMemberConversation({ lastName: marker })).conversation.id);

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await admin
        .get(
          `/api/admin/conversations?search=${marker}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        )
        .expect(200);
      seen.push(...page.body.map((item: { id: string }) => item.id));
      cursor = page.headers['x-next-cursor'];
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(ids);
  });

  const memberConversationOf = (marker: string) => async () =>
    (await listedMemberConversation({ lastName: marker })).conversation.id;
  const visitorConversationOf = (marker: string) => async () =>
    (await listedDeviceConversation(`${marker}-${uniqueName('device')}`)).conversation.id;

  it.each([
    ['conversations', memberConversationOf],
    ['anonymous-conversations', visitorConversationOf],
  ])('sends X-Next-Cursor on /api/admin/%s only when more remain', async (list, conversationOf) => {
    const marker = uniqueName('last');
    const create = conversationOf(marker);
    const ids = [await create(), await create(), await create()];
    const exact = await admin.get(`/api/admin/${list}?search=${marker}&limit=3`).expect(200);
    expect(exact.body).toHaveLength(3);
    expect(exact.headers['x-next-cursor']).toBeUndefined();

    ids.push(await create());
    const first = await admin.get(`/api/admin/${list}?search=${marker}&limit=3`).expect(200);
    expect(first.body).toHaveLength(3);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeDefined();
    const rest = await admin
      .get(`/api/admin/${list}?search=${marker}&limit=3&cursor=${cursor}`)
      .expect(200);
    expect(rest.body).toHaveLength(1);
    expect(rest.headers['x-next-cursor']).toBeUndefined();
    expect(new Set([...first.body, ...rest.body].map((item: { id: string }) => item.id))).toEqual(
      new Set(ids),
    );
  });

  it.each(['99999999999999999999', '9223372036854775807'])(
    'refuses ?after=%s beyond the safe integers on both admin message lists',
    async (after) => {
      const { conversation } = await memberConversation();
      const member = await admin
        .get(`/api/admin/conversations/${conversation.id}/messages?after=${after}`)
        .expect(400);
      expect(member.body.message).toBe('after must be at most 9007199254740991');
      const device = await deviceConversation(t.http);
      const visitor = await admin
        .get(`/api/admin/anonymous-conversations/${device.conversation.id}/messages?after=${after}`)
        .expect(400);
      expect(visitor.body.message).toBe('after must be at most 9007199254740991');
    },
  );

  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['status=pending', 'status must be open, waiting or closed'],
    ['cursor=not-a-cursor', 'cursor is not valid'],
    [`search=${'s'.repeat(101)}`, 'search must be at most 100 characters'],
  ])('refuses the bad list query %s', async (query, message) => {
    const response = await admin.get(`/api/admin/conversations?${query}`).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('replies to visitors and lists both visitor widgets with unread counts', async () => {
    const device = await deviceConversation(t.http);
    await request(t.http)
      .post('/api/anonymous-chat/messages')
      .set('Cookie', device.cookie)
      .send({ conversationId: device.conversation.id, deviceId: device.deviceId, content: 'help' })
      .expect(201);
    const guest = await guestConversation(t.http, uniqueName('guest'));
    await request(t.http)
      .post(`/api/chat-conversations/${guest.conversation.id}/messages`)
      .set('Cookie', guest.cookie)
      .send({ content: 'hello from a guest' })
      .expect(201);

    const list = await admin.get('/api/admin/anonymous-conversations').expect(200);
    const deviceItem = list.body.find((item: { id: string }) => item.id === device.conversation.id);
    const guestItem = list.body.find((item: { id: string }) => item.id === guest.conversation.id);
    expect(deviceItem).toMatchObject({
      kind: 'device',
      isAnonymous: true,
      unreadCount: 1,
      lastMessage: { content: 'help' },
    });
    expect(guestItem).toMatchObject({
      kind: 'guest',
      username: guest.username,
      displayName: guest.username,
      unreadCount: 1,
      lastMessage: { content: 'hello from a guest', isFromAdmin: false },
    });

    const reply = await admin
      .post('/api/admin/anonymous-chat/messages')
      .send({ conversationId: device.conversation.id, content: 'On it!', isFromAdmin: false })
      .expect(400);
    expect(reply.body.message).toBe('property isFromAdmin should not exist');
    const unstored = {
      conversationId: device.conversation.id,
      content: 'see',
      imageUrl: '/api/uploads/0123456789abcdef0123456789abcdef.png',
    };
    const refusedImage = await admin
      .post('/api/admin/anonymous-chat/messages')
      .send(unstored)
      .expect(400);
    expect(refusedImage.body.message).toBe('imageUrl must be the URL of an uploaded image');
    const sent = await admin
      .post('/api/admin/anonymous-chat/messages')
      .send({ conversationId: device.conversation.id, content: 'On it!' })
      .expect(201);
    expect(sent.body).toMatchObject({ isFromAdmin: true, content: 'On it!' });
    const after = await admin.get('/api/admin/anonymous-conversations').expect(200);
    expect(
      after.body.find((item: { id: string }) => item.id === device.conversation.id).status,
    ).toBe('waiting');
  });

  it("lets admins, and no other account, read any visitor conversation on the widget's messages call", async () => {
    const device = await deviceConversation(t.http);
    await request(t.http)
      .post('/api/anonymous-chat/messages')
      .set('Cookie', device.cookie)
      .send({
        conversationId: device.conversation.id,
        deviceId: device.deviceId,
        content: 'from the widget',
      })
      .expect(201);
    const guest = await guestConversation(t.http, uniqueName('guest'));
    await request(t.http)
      .post(`/api/chat-conversations/${guest.conversation.id}/messages`)
      .set('Cookie', guest.cookie)
      .send({ content: 'from the guest' })
      .expect(201);

    const deviceMessages = await admin
      .get(`/api/anonymous-chat/conversations/${device.conversation.id}/messages`)
      .expect(200);
    expect(deviceMessages.body.map((message: { content: string }) => message.content)).toEqual([
      'from the widget',
    ]);
    const guestMessages = await admin
      .get(`/api/anonymous-chat/conversations/${guest.conversation.id}/messages`)
      .expect(200);
    expect(guestMessages.body.map((message: { content: string }) => message.content)).toEqual([
      'from the guest',
    ]);
    await admin.get(`/api/anonymous-chat/conversations/${SOME_ID}/messages`).expect(404);

    const member = await signedInAgent(t.http);
    const refused = await member.agent
      .get(`/api/anonymous-chat/conversations/${device.conversation.id}/messages`)
      .expect(404);
    expect(refused.body.message).toBe('Conversation not found');
    await request(t.http)
      .get(`/api/anonymous-chat/conversations/${device.conversation.id}/messages`)
      .expect(404);
  });

  it("sets and clears support's label for a member (not their own nickname), and visitor display names", async () => {
    const { user } = await memberConversation({ nickname: 'Own Nick' });
    const set = await admin
      .patch(`/api/admin/users/${user.id}/nickname`)
      .send({ nickname: '  High Roller ' })
      .expect(200);
    expect(set.body).toMatchObject({ supportLabel: 'High Roller', nickname: 'Own Nick' });
    const cleared = await admin
      .patch(`/api/admin/users/${user.id}/nickname`)
      .send({ nickname: '' })
      .expect(200);
    expect(cleared.body).toMatchObject({ supportLabel: null, nickname: 'Own Nick' });
    await admin.patch(`/api/admin/users/${SOME_ID}/nickname`).send({ nickname: 'x' }).expect(404);
    const long = await admin
      .patch(`/api/admin/users/${user.id}/nickname`)
      .send({ nickname: 'n'.repeat(51) })
      .expect(400);
    expect(long.body.message).toBe('nickname must be at most 50 characters');
    await admin.patch(`/api/admin/users/${user.id}/nickname`).send({ nickname: 5 }).expect(400);

    const device = await deviceConversation(t.http);
    const renamed = await admin
      .patch(`/api/admin/anonymous-conversations/${device.conversation.id}/name`)
      .send({ displayName: 'VIP visitor' })
      .expect(200);
    expect(renamed.body.displayName).toBe('VIP visitor');
    const unnamed = await admin
      .patch(`/api/admin/anonymous-conversations/${device.conversation.id}/name`)
      .send({ displayName: '' })
      .expect(200);
    expect(unnamed.body.displayName).toBeNull();
  });

  it.each(['1e2', '0x10', '+5', '5.0'])(
    'refuses ?limit=%s, which is not written as a whole number, with 400',
    async (limit) => {
      const refused = await admin.get(`/api/admin/conversations?limit=${limit}`).expect(400);
      expect(refused.body.message).toBe('limit must be a whole number');
    },
  );

  it('counts the stats cards from the database', async () => {
    const before = (await admin.get('/api/admin/chat-stats').expect(200)).body;
    const { conversation } = await listedMemberConversation();
    const device = await deviceConversation(t.http);
    await admin
      .post('/api/admin/anonymous-chat/messages')
      .send({ conversationId: device.conversation.id, content: 'hello' })
      .expect(201);
    await admin
      .patch(`/api/admin/conversations/${conversation.id}/status`)
      .send({ status: 'closed' })
      .expect(204);
    const after = (await admin.get('/api/admin/chat-stats').expect(200)).body;
    // The device chat has only support's message: open, not waiting for a response.
    expect(after).toEqual({
      open: before.open + 1,
      waiting: before.waiting,
      closedToday: before.closedToday + 1,
    });
  });

  it("deletes a member's or a visitor's conversation with all its messages", async () => {
    const { agent, conversation } = await memberConversation();
    await agent
      .post('/api/messages')
      .send({ conversationId: conversation.id, content: 'delete me' })
      .expect(201);
    await admin.delete(`/api/admin/conversations/${conversation.id}`).expect(204);
    await agent.get(`/api/conversations/${conversation.id}/messages`).expect(404);

    const device = await deviceConversation(t.http);
    await request(t.http)
      .post('/api/anonymous-chat/messages')
      .set('Cookie', device.cookie)
      .send({ conversationId: device.conversation.id, deviceId: device.deviceId, content: 'bye' })
      .expect(201);
    await admin.delete(`/api/admin/conversations/${device.conversation.id}`).expect(204);
    const left = await withClient(t.database.url, (client) =>
      client.query('SELECT 1 FROM anonymous_messages WHERE "conversationId" = $1', [
        device.conversation.id,
      ]),
    );
    expect(left.rowCount).toBe(0);
    await admin.delete(`/api/admin/anonymous-conversations/${device.conversation.id}`).expect(404);
    await admin.delete(`/api/admin/conversations/${SOME_ID}`).expect(404);
    await admin.delete('/api/admin/conversations/not-an-id').expect(400);
  });
});
