import {
  NOTE_ERROR,
  NOTE_MAX_LENGTH,
  ERROR_TEXT,
  type ConversationNoteView,
  type InboxList,
} from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs, memberWithConversation, registeredCookie } from './support/accounts.js';
import { isEventOf, isNewMessage, socketUrl, TestSocket } from './support/sockets.js';
import { startChatTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation, guestConversation } from './support/visitors.js';

const ADMIN = { username: 'notes_admin', password: 'notes-admin-password' };
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const ADMIN_PATH: Record<InboxList, string> = {
  user: '/api/admin/conversations',
  anonymous: '/api/admin/anonymous-conversations',
};

describe('private notes', () => {
  let t: TestApp;
  let url: string;
  let admin: request.Agent;
  let adminId: string;
  let adminCookie: string;
  let adminSocket: TestSocket;

  beforeAll(async () => {
    t = await startChatTestApp(ADMIN);
    url = socketUrl(t.http);
    const signedIn = await agentSignedInAs(t.http, ADMIN.username, ADMIN.password);
    admin = signedIn.agent;
    adminId = signedIn.user.id;
    const login = await request(t.http).post('/api/login').send(ADMIN).expect(200);
    adminCookie = ([] as string[])
      .concat(login.headers['set-cookie'])
      .find((value) => value.startsWith('session_id='))!
      .split(';')[0];
    adminSocket = await TestSocket.open(url, { cookie: adminCookie });
    expect((await adminSocket.auth({ userId: adminId })).type).toBe('auth_success');
  });
  afterAll(async () => {
    adminSocket.close();
    await t.close();
  });

  async function addNote(list: InboxList, conversationId: string, content: string) {
    const { body } = await admin
      .post(`${ADMIN_PATH[list]}/${conversationId}/notes`)
      .send({ content })
      .expect(201);
    return body as ConversationNoteView;
  }

  const noteRoutes: [string, string, object?][] = [
    ['get', `${ADMIN_PATH.user}/${SOME_ID}/notes`],
    ['post', `${ADMIN_PATH.user}/${SOME_ID}/notes`, { content: 'x' }],
    ['get', `${ADMIN_PATH.anonymous}/${SOME_ID}/notes`],
    ['post', `${ADMIN_PATH.anonymous}/${SOME_ID}/notes`, { content: 'x' }],
    ['patch', `${ADMIN_PATH.user}/${SOME_ID}/notes/1`, { content: 'x' }],
    ['delete', `${ADMIN_PATH.user}/${SOME_ID}/notes/1`],
    ['patch', `${ADMIN_PATH.anonymous}/${SOME_ID}/notes/1`, { content: 'x' }],
    ['delete', `${ADMIN_PATH.anonymous}/${SOME_ID}/notes/1`],
  ];

  it.each(noteRoutes)(
    '%s %s answers 401 anonymous, to a visitor, and 403 to a member',
    async (method, path, body) => {
      const anonymous = request(t.http)[method as 'get'](path);
      expect((await (body ? anonymous.send(body) : anonymous).expect(401)).body.message).toBe(
        ERROR_TEXT.notSignedIn,
      );
      const guest = await guestConversation(t.http, 'Nosy');
      const asVisitor = request(t.http)[method as 'get'](path).set('Cookie', guest.cookie);
      await (body ? asVisitor.send(body) : asVisitor).expect(401);
      const { cookie } = await registeredCookie(t.http);
      const asMember = request(t.http)[method as 'get'](path).set('Cookie', cookie);
      expect((await (body ? asMember.send(body) : asMember).expect(403)).body.message).toBe(
        ERROR_TEXT.forbidden,
      );
    },
  );

  it("lists a member's conversation's notes to admins, with their author, oldest first", async () => {
    const { conversation } = await memberWithConversation(t.http);
    const first = await addNote('user', conversation.id, '  VIP, be nice  ');
    expect(first).toEqual({
      id: expect.any(Number),
      conversationId: conversation.id,
      conversationKind: 'user',
      author: { id: adminId, username: ADMIN.username },
      content: 'VIP, be nice',
      createdAt: expect.any(String),
      updatedAt: null,
    });
    const second = await addNote('user', conversation.id, 'Asked twice about limits');
    const { body } = await admin.get(`${ADMIN_PATH.user}/${conversation.id}/notes`).expect(200);
    expect(body).toEqual([first, second]);
  });

  it('refuses empty, too long, non-text and unknown fields, and unknown conversations', async () => {
    const guest = await guestConversation(t.http, 'Refused');
    const path = `${ADMIN_PATH.anonymous}/${guest.conversation.id}/notes`;
    const refused = async (body: object) =>
      (await admin.post(path).send(body).expect(400)).body.message;
    expect(await refused({ content: '   ' })).toBe(NOTE_ERROR.contentRequired);
    expect(await refused({})).toBe(NOTE_ERROR.contentRequired);
    expect(await refused({ content: 'x'.repeat(NOTE_MAX_LENGTH + 1) })).toBe(
      NOTE_ERROR.contentTooLong,
    );
    expect(await refused({ content: 42 })).toBe(NOTE_ERROR.contentNotText);
    expect(await refused({ content: 'hi', isFromAdmin: false })).toBe(
      'property isFromAdmin should not exist',
    );
    for (const list of ['user', 'anonymous'] as const) {
      const missing = await admin
        .post(`${ADMIN_PATH[list]}/${SOME_ID}/notes`)
        .send({ content: 'lost' })
        .expect(404);
      expect(missing.body.message).toBe(ERROR_TEXT.conversationNotFound);
      await admin.get(`${ADMIN_PATH[list]}/${SOME_ID}/notes`).expect(404);
    }
    // A member conversation's id under the visitors' path is not one of theirs.
    const { conversation } = await memberWithConversation(t.http);
    await admin
      .post(`${ADMIN_PATH.anonymous}/${conversation.id}/notes`)
      .send({ content: 'wrong list' })
      .expect(404);
    await admin.get(`${ADMIN_PATH.user}/not-a-uuid/notes`).expect(400);
  });

  it('never reaches the member: messages, catch-up, lists, socket; status and unread stay', async () => {
    const { cookie, user, conversation } = await memberWithConversation(t.http);
    const memberSocket = await TestSocket.open(url, { cookie });
    expect((await memberSocket.auth({ userId: user.id })).type).toBe('auth_success');
    await request(t.http)
      .post('/api/messages')
      .set('Cookie', cookie)
      .send({ conversationId: conversation.id, content: 'Where is my deposit?' })
      .expect(201);
    const before = await admin.get(ADMIN_PATH.user).expect(200);
    const itemBefore = before.body.find((item: { id: string }) => item.id === conversation.id);
    const stats = await admin.get('/api/admin/chat-stats').expect(200);

    const note = await addNote('user', conversation.id, 'SECRET member note');
    await adminSocket.next(isEventOf('note_added', (event) => event.note.id === note.id));
    expect(
      adminSocket.events.find((event) => event.type === 'note_added' && event.note.id === note.id),
    ).toEqual({ type: 'note_added', conversationKind: 'user', note });

    // A later support message is the fence: the member's socket hears it, and nothing before it.
    await admin
      .post('/api/messages')
      .send({ conversationId: conversation.id, content: 'Looking into it' })
      .expect(201);
    await memberSocket.next(isNewMessage((message) => message.content === 'Looking into it'));
    expect(memberSocket.ofType('note_added')).toEqual([]);
    expect(JSON.stringify(memberSocket.events)).not.toContain('SECRET');

    const asMember = (path: string) => request(t.http).get(path).set('Cookie', cookie).expect(200);
    for (const path of [
      `/api/conversations/${conversation.id}/messages`,
      `/api/conversations/${conversation.id}/messages?after=0`,
      '/api/conversations',
    ]) {
      const { text } = await asMember(path);
      expect(text).not.toContain('SECRET');
    }
    const messages = await asMember(`/api/conversations/${conversation.id}/messages`);
    expect(messages.body.map((message: { content: string }) => message.content)).toEqual([
      'Where is my deposit?',
      'Looking into it',
    ]);
    await request(t.http)
      .get(`${ADMIN_PATH.user}/${conversation.id}/notes`)
      .set('Cookie', cookie)
      .expect(403);

    // The note itself moved nothing: the admin list item only changed by the support answer.
    const after = await admin.get(ADMIN_PATH.user).expect(200);
    const itemAfter = after.body.find((item: { id: string }) => item.id === conversation.id);
    expect(itemAfter.lastMessage.content).toBe('Looking into it');
    expect(itemBefore).toMatchObject({ status: 'open', unreadCount: 1 });
    expect(stats.body.open).toBeGreaterThanOrEqual(1);
    memberSocket.close();
  });

  it('leaves status, unread count, activity time and stats as they were', async () => {
    const guest = await guestConversation(t.http, 'Counted');
    await request(t.http)
      .post(`/api/chat-conversations/${guest.conversation.id}/messages`)
      .set('Cookie', guest.cookie)
      .send({ content: 'hello' })
      .expect(201);
    const itemOf = async () =>
      (await admin.get(ADMIN_PATH.anonymous).expect(200)).body.find(
        (item: { id: string }) => item.id === guest.conversation.id,
      );
    const before = await itemOf();
    const statsBefore = (await admin.get('/api/admin/chat-stats').expect(200)).body;
    await addNote('anonymous', guest.conversation.id, 'Counts nothing');
    expect(await itemOf()).toEqual(before);
    expect((await admin.get('/api/admin/chat-stats').expect(200)).body).toEqual(statsBefore);
    expect(before).toMatchObject({ status: 'open', unreadCount: 1 });
    expect(before.lastMessage.content).toBe('hello');
  });

  it.each(['guest', 'device'] as const)(
    'never reaches the %s visitor over REST or the socket',
    async (kind) => {
      const visitor =
        kind === 'guest'
          ? await guestConversation(t.http, 'Hidden')
          : await deviceConversation(t.http);
      const { id } = visitor.conversation;
      const socket = await TestSocket.open(url, { cookie: visitor.cookie });
      const claim =
        kind === 'guest' ? { username: 'Hidden' } : { deviceId: visitor.conversation.deviceId };
      expect((await socket.auth(claim)).type).toBe('auth_success');

      const note = await addNote('anonymous', id, 'SECRET visitor note');
      await adminSocket.next(isEventOf('note_added', (event) => event.note.id === note.id));
      await admin
        .post('/api/admin/anonymous-chat/messages')
        .send({ conversationId: id, content: 'Support here' })
        .expect(201);
      await socket.next(isNewMessage((message) => message.content === 'Support here'));
      expect(socket.ofType('note_added')).toEqual([]);
      expect(JSON.stringify(socket.events)).not.toContain('SECRET');

      const base =
        kind === 'guest'
          ? `/api/chat-conversations/${id}`
          : `/api/anonymous-chat/conversations/${id}`;
      const paths = [`${base}/messages`, `${base}/messages?after=0`];
      if (kind === 'guest') paths.push('/api/chat-conversations?username=Hidden');
      for (const path of paths) {
        const { text, body } = await request(t.http)
          .get(path)
          .set('Cookie', visitor.cookie)
          .expect(200);
        expect(text).not.toContain('SECRET');
        if (path.includes('/messages'))
          expect(body.map((message: { content: string }) => message.content)).toEqual([
            'Support here',
          ]);
      }
      await request(t.http)
        .get(`${ADMIN_PATH.anonymous}/${id}/notes`)
        .set('Cookie', visitor.cookie)
        .expect(401);
      socket.close();
    },
  );

  it('an anonymous socket and a member socket hear no note of any conversation', async () => {
    const anonymous = await TestSocket.open(url);
    const { cookie, user } = await registeredCookie(t.http);
    const bystander = await TestSocket.open(url, { cookie });
    expect((await bystander.auth({ userId: user.id })).type).toBe('auth_success');
    const other = await memberWithConversation(t.http);
    const note = await addNote('user', other.conversation.id, 'SECRET elsewhere');
    await adminSocket.next(isEventOf('note_added', (event) => event.note.id === note.id));
    // The bystander's own conversation: its new_message is the fence.
    const { body: own } = await request(t.http)
      .post('/api/conversations')
      .set('Cookie', cookie)
      .send({})
      .expect(201);
    await request(t.http)
      .post('/api/messages')
      .set('Cookie', cookie)
      .send({ conversationId: own.id, content: 'fence' })
      .expect(201);
    await bystander.next(isNewMessage((message) => message.content === 'fence'));
    expect(bystander.ofType('note_added')).toEqual([]);
    expect(anonymous.ofType('note_added')).toEqual([]);
    anonymous.close();
    bystander.close();
  });

  it('goes with its conversation when that is deleted', async () => {
    const { conversation } = await memberWithConversation(t.http);
    await addNote('user', conversation.id, 'soon gone');
    await admin.delete(`/api/admin/conversations/${conversation.id}`).expect(204);
    await admin.get(`${ADMIN_PATH.user}/${conversation.id}/notes`).expect(404);
  });
});
