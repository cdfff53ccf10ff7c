import {
  DESK_ERROR,
  ERROR_TEXT,
  type AdminConversationView,
  type MemberConversationView,
} from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentSignedInAs,
  memberWithConversation,
  PASSWORD,
  registeredCookie,
  sessionCookieOf,
  signedInAgent,
  uniqueName,
} from './support/accounts.js';
import { withClient } from './support/database-server.js';
import { clientId, isEventOf, socketUrl, TestSocket } from './support/sockets.js';
import { startChatTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation, guestConversation } from './support/visitors.js';

const ADMIN = { username: 'desk_admin', password: 'desk-admin-password' };
const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('conversation assignment (admins only, both inbox lists)', () => {
  let t: TestApp;
  let admin: request.Agent;
  let adminId: string;
  let adminCookie: string;
  let second: request.Agent;
  let secondId: string;

  beforeAll(async () => {
    t = await startChatTestApp(ADMIN);
    const login = await request(t.http).post('/api/login').send(ADMIN).expect(200);
    adminId = login.body.id;
    adminCookie = sessionCookieOf(login.headers['set-cookie'])!.split(';')[0];
    admin = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
    const username = uniqueName('second');
    const { user } = await registeredCookie(t.http, { username });
    await withClient(t.database.url, (client) =>
      client.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]),
    );
    secondId = user.id;
    second = (await agentSignedInAs(t.http, username, PASSWORD)).agent;
  });
  afterAll(() => t.close());

  /** A support message, so the conversation is listed (lists show conversations with a message). */
  async function supportWrites(conversationId: string, list: 'user' | 'anonymous' = 'user') {
    const path = list === 'user' ? '/api/messages' : '/api/admin/anonymous-chat/messages';
    await admin.post(path).send({ conversationId, content: 'Support here' }).expect(201);
  }

  async function listItem(path: string, id: string): Promise<AdminConversationView> {
    const { body } = await admin.get(`/api/admin/${path}?limit=100`).expect(200);
    return (body as AdminConversationView[]).find((item) => item.id === id)!;
  }

  const deskRoutes: [string, string, object?][] = [
    ['put', `/api/admin/conversations/${SOME_ID}/assignee`, { assigneeId: null }],
    ['put', `/api/admin/anonymous-conversations/${SOME_ID}/assignee`, { assigneeId: null }],
    ['get', '/api/admin/desk/admins'],
  ];

  it.each(deskRoutes)(
    '%s %s answers 401 anonymous or as a visitor, 403 to a member',
    async (method, path, body) => {
      const anonymous = await request(t.http)[method as 'get'](path).send(body);
      expect([anonymous.status, anonymous.body.message]).toEqual([401, ERROR_TEXT.notSignedIn]);
      const visitor = await deviceConversation(t.http);
      const visitorCall = request(t.http)[method as 'get'](path);
      const asVisitor = await visitorCall.set('Cookie', visitor.cookie).send(body);
      expect([asVisitor.status, asVisitor.body.message]).toEqual([401, ERROR_TEXT.notSignedIn]);
      const { agent } = await signedInAgent(t.http);
      const member = await agent[method as 'get'](path).send(body);
      expect([member.status, member.body.message]).toEqual([403, ERROR_TEXT.forbidden]);
    },
  );

  it('refuses bad input with exact texts', async () => {
    const { conversation, user, cookie } = await memberWithConversation(t.http);
    await request(t.http)
      .post('/api/messages')
      .set('Cookie', cookie)
      .send({ conversationId: conversation.id, content: 'Hello support' })
      .expect(201);
    const path = `/api/admin/conversations/${conversation.id}/assignee`;
    const refusals: [object, string][] = [
      [{ assigneeId: 'nope' }, DESK_ERROR.assigneeIdInvalid],
      [{}, DESK_ERROR.assigneeIdInvalid],
      [{ assigneeId: 5 }, DESK_ERROR.assigneeIdInvalid],
      [{ assigneeId: null, adminId }, 'property adminId should not exist'],
      [{ assigneeId: user.id }, DESK_ERROR.assigneeNotAdmin],
      [{ assigneeId: SOME_ID }, DESK_ERROR.assigneeNotAdmin],
    ];
    for (const [body, message] of refusals) {
      const answer = await admin.put(path).send(body).expect(400);
      expect(answer.body.message).toBe(message);
    }
    const unknown = await admin
      .put(`/api/admin/anonymous-conversations/${conversation.id}/assignee`)
      .send({ assigneeId: adminId })
      .expect(404);
    expect(unknown.body.message).toBe(ERROR_TEXT.conversationNotFound);
    await admin.put(`/api/admin/conversations/not-a-uuid/assignee`).send({}).expect(400);
    expect((await listItem('conversations', conversation.id)).assigneeId).toBeNull();

    for (const [query, message] of [
      ['assignee=someone', DESK_ERROR.assigneeFilterInvalid],
      ['unread=yes', DESK_ERROR.unreadInvalid],
    ]) {
      for (const list of ['conversations', 'anonymous-conversations']) {
        const answer = await admin.get(`/api/admin/${list}?${query}`).expect(400);
        expect(answer.body.message).toBe(message);
      }
    }
  });

  it('assigns the first admin to reply, in all three chat kinds, and keeps them on later replies', async () => {
    const member = await memberWithConversation(t.http);
    await admin
      .post('/api/messages')
      .send({ conversationId: member.conversation.id, content: 'Hello member' })
      .expect(201);
    await second
      .post('/api/messages')
      .send({ conversationId: member.conversation.id, content: 'Me too' })
      .expect(201);
    expect((await listItem('conversations', member.conversation.id)).assigneeId).toBe(adminId);

    const device = await deviceConversation(t.http);
    await second
      .post('/api/admin/anonymous-chat/messages')
      .send({ conversationId: device.conversation.id, content: 'Hello device' })
      .expect(201);
    expect((await listItem('anonymous-conversations', device.conversation.id)).assigneeId).toBe(
      secondId,
    );

    const guest = await guestConversation(t.http, uniqueName('Guest'));
    const socket = await TestSocket.open(socketUrl(t.http), { cookie: adminCookie });
    await socket.auth({ userId: adminId });
    socket.send({
      type: 'send_message',
      conversationId: guest.conversation.id,
      content: 'Hello guest',
      clientMessageId: clientId('g1'),
    });
    const sent = await socket.answerTo(clientId('g1'));
    expect(sent.type === 'new_message' && sent.conversation?.assigneeId).toBe(adminId);
    expect((await listItem('anonymous-conversations', guest.conversation.id)).assigneeId).toBe(
      adminId,
    );
    socket.close();
  });

  it('lets an admin reassign or unassign; every admin hears it, the customer never sees it', async () => {
    const member = await memberWithConversation(t.http);
    await request(t.http)
      .post('/api/messages')
      .set('Cookie', member.cookie)
      .send({ conversationId: member.conversation.id, content: 'Hello support' })
      .expect(201);
    const adminSocket = await TestSocket.open(socketUrl(t.http), { cookie: adminCookie });
    await adminSocket.auth({ userId: adminId });
    const memberSocket = await TestSocket.open(socketUrl(t.http), { cookie: member.cookie });
    await memberSocket.auth({ userId: member.user.id });

    await second
      .put(`/api/admin/conversations/${member.conversation.id}/assignee`)
      .send({ assigneeId: adminId })
      .expect(204);
    const assigned = await adminSocket.next(
      isEventOf(
        'conversation_updated',
        (event) => event.conversation.id === member.conversation.id,
      ),
    );
    expect(assigned.conversation.assigneeId).toBe(adminId);

    await admin
      .put(`/api/admin/conversations/${member.conversation.id}/assignee`)
      .send({ assigneeId: secondId })
      .expect(204);
    await adminSocket.next(
      isEventOf('conversation_updated', (event) => event.conversation.assigneeId === secondId),
    );
    await admin
      .put(`/api/admin/conversations/${member.conversation.id}/assignee`)
      .send({ assigneeId: null })
      .expect(204);
    await adminSocket.next(
      isEventOf(
        'conversation_updated',
        (event) =>
          event.conversation.id === member.conversation.id &&
          event.conversation.assigneeId === null,
      ),
    );

    const device = await deviceConversation(t.http);
    await request(t.http)
      .post('/api/anonymous-chat/messages')
      .set('Cookie', device.cookie)
      .send({ conversationId: device.conversation.id, deviceId: device.deviceId, content: 'hi' })
      .expect(201);
    await admin
      .put(`/api/admin/anonymous-conversations/${device.conversation.id}/assignee`)
      .send({ assigneeId: secondId })
      .expect(204);
    await adminSocket.next(
      isEventOf(
        'conversation_updated',
        (event) =>
          event.conversation.id === device.conversation.id &&
          event.conversation.assigneeId === secondId,
      ),
    );

    // The customer's own views and socket carry nothing of it.
    const own = await request(t.http)
      .get('/api/conversations')
      .set('Cookie', member.cookie)
      .expect(200);
    for (const conversation of own.body as MemberConversationView[])
      expect(conversation).not.toHaveProperty('assigneeId');
    const visitorView = await request(t.http)
      .post('/api/anonymous-chat/conversation')
      .set('Cookie', device.cookie)
      .send({ deviceId: device.deviceId })
      .expect(200);
    expect(visitorView.body).not.toHaveProperty('assigneeId');
    await admin
      .post('/api/messages')
      .send({ conversationId: member.conversation.id, content: 'after the changes' })
      .expect(201);
    const copy = await memberSocket.next(isEventOf('new_message'));
    expect(copy).not.toHaveProperty('conversation');
    expect(memberSocket.ofType('conversation_updated')).toEqual([]);
    adminSocket.close();
    memberSocket.close();
  });

  it('filters both lists by Mine, Unassigned and All, with the status and unread-only filters', async () => {
    const mine = await memberWithConversation(t.http);
    const theirs = await memberWithConversation(t.http);
    const nobodys = await memberWithConversation(t.http);
    await admin
      .put(`/api/admin/conversations/${mine.conversation.id}/assignee`)
      .send({ assigneeId: adminId })
      .expect(204);
    await admin
      .put(`/api/admin/conversations/${theirs.conversation.id}/assignee`)
      .send({ assigneeId: secondId })
      .expect(204);
    await supportWrites(mine.conversation.id);
    await supportWrites(theirs.conversation.id);
    await request(t.http)
      .post('/api/messages')
      .set('Cookie', nobodys.cookie)
      .send({ conversationId: nobodys.conversation.id, content: 'anyone there?' })
      .expect(201);
    const device = await deviceConversation(t.http);
    await admin
      .put(`/api/admin/anonymous-conversations/${device.conversation.id}/assignee`)
      .send({ assigneeId: adminId })
      .expect(204);
    await supportWrites(device.conversation.id, 'anonymous');

    const ids = async (agent: request.Agent, path: string) =>
      ((await agent.get(`/api/admin/${path}`).expect(200)).body as AdminConversationView[]).map(
        (item) => item.id,
      );
    const members = [mine, theirs, nobodys].map((m) => m.conversation.id);
    const only = (list: string[]) => list.filter((id) => members.includes(id));

    expect(only(await ids(admin, 'conversations?assignee=mine'))).toEqual([mine.conversation.id]);
    expect(only(await ids(second, 'conversations?assignee=mine'))).toEqual([
      theirs.conversation.id,
    ]);
    expect(only(await ids(admin, 'conversations?assignee=unassigned'))).toEqual([
      nobodys.conversation.id,
    ]);
    expect(only(await ids(admin, 'conversations?assignee=all'))).toEqual([...members].reverse());
    expect(only(await ids(admin, 'conversations'))).toEqual([...members].reverse());
    expect(only(await ids(admin, 'conversations?unread=true'))).toEqual([nobodys.conversation.id]);
    expect(
      only(await ids(admin, 'conversations?assignee=unassigned&unread=true&status=open')),
    ).toEqual([nobodys.conversation.id]);
    expect(only(await ids(admin, 'conversations?unread=true&status=waiting'))).toEqual([]);
    expect(await ids(admin, 'anonymous-conversations?assignee=mine')).toContain(
      device.conversation.id,
    );
    expect(await ids(second, 'anonymous-conversations?assignee=mine')).not.toContain(
      device.conversation.id,
    );
    expect(await ids(admin, 'anonymous-conversations?unread=true')).not.toContain(
      device.conversation.id,
    );

    await admin.post(`/api/admin/conversations/${nobodys.conversation.id}/mark-read`).expect(200);
    expect(only(await ids(admin, 'conversations?unread=true'))).toEqual([]);
  });
});
