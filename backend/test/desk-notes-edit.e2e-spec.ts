import {
  ERROR_TEXT,
  NOTE_ERROR,
  NOTE_MAX_LENGTH,
  type ConversationNoteView,
  type InboxList,
} from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithConversation, uniqueName } from './support/accounts.js';
import { adminSocket, secondAdmin, signIn, type SignedIn } from './support/admins.js';
import { isEventOf, isNewMessage, socketUrl, TestSocket } from './support/sockets.js';
import { startChatTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation, guestConversation } from './support/visitors.js';

const ADMIN = { username: 'notes_edit_admin', password: 'notes-edit-admin-password' };
const ADMIN_PATH: Record<InboxList, string> = {
  user: '/api/admin/conversations',
  anonymous: '/api/admin/anonymous-conversations',
};

describe('editing and deleting private notes', () => {
  let t: TestApp;
  let url: string;
  let author: SignedIn;
  let other: SignedIn;
  let authorSocket: TestSocket;
  let otherSocket: TestSocket;

  beforeAll(async () => {
    t = await startChatTestApp(ADMIN);
    url = socketUrl(t.http);
    author = await signIn(t, ADMIN);
    other = await secondAdmin(t);
    authorSocket = await adminSocket(t, author);
    otherSocket = await adminSocket(t, other);
  });
  afterAll(async () => {
    authorSocket.close();
    otherSocket.close();
    await t.close();
  });

  const as = (who: SignedIn) => ({
    add: async (list: InboxList, conversationId: string, content: string) =>
      (
        await request(t.http)
          .post(`${ADMIN_PATH[list]}/${conversationId}/notes`)
          .set('Cookie', who.cookie)
          .send({ content })
          .expect(201)
      ).body as ConversationNoteView,
    edit: (list: InboxList, conversationId: string, noteId: number | string, body: object) =>
      request(t.http)
        .patch(`${ADMIN_PATH[list]}/${conversationId}/notes/${noteId}`)
        .set('Cookie', who.cookie)
        .send(body),
    remove: (list: InboxList, conversationId: string, noteId: number | string) =>
      request(t.http)
        .delete(`${ADMIN_PATH[list]}/${conversationId}/notes/${noteId}`)
        .set('Cookie', who.cookie),
    list: async (list: InboxList, conversationId: string) =>
      (
        await request(t.http)
          .get(`${ADMIN_PATH[list]}/${conversationId}/notes`)
          .set('Cookie', who.cookie)
          .expect(200)
      ).body as ConversationNoteView[],
  });

  it("lets the author edit a member's conversation's note: marked edited, live to every admin, never to the member", async () => {
    const { cookie, user, conversation } = await memberWithConversation(t.http);
    const memberSocket = await TestSocket.open(url, { cookie });
    expect((await memberSocket.auth({ userId: user.id })).type).toBe('auth_success');
    const note = await as(author).add('user', conversation.id, 'SECRET first draft');

    const { body: edited } = await as(author)
      .edit('user', conversation.id, note.id, { content: '  SECRET second draft  ' })
      .expect(200);
    expect(edited).toEqual({
      ...note,
      content: 'SECRET second draft',
      updatedAt: expect.any(String),
    });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(note.createdAt));
    for (const socket of [authorSocket, otherSocket]) {
      const heard = await socket.next(
        isEventOf('note_updated', (event) => event.note.id === note.id),
      );
      expect(heard).toEqual({ type: 'note_updated', conversationKind: 'user', note: edited });
    }
    expect(await as(other).list('user', conversation.id)).toEqual([edited]);

    await request(t.http)
      .post('/api/messages')
      .set('Cookie', author.cookie)
      .send({ conversationId: conversation.id, content: 'fence' })
      .expect(201);
    await memberSocket.next(isNewMessage((message) => message.content === 'fence'));
    expect(memberSocket.ofType('note_updated')).toEqual([]);
    expect(JSON.stringify(memberSocket.events)).not.toContain('SECRET');
    await request(t.http)
      .patch(`${ADMIN_PATH.user}/${conversation.id}/notes/${note.id}`)
      .set('Cookie', cookie)
      .send({ content: 'mine now' })
      .expect(403);
    await request(t.http)
      .delete(`${ADMIN_PATH.user}/${conversation.id}/notes/${note.id}`)
      .set('Cookie', cookie)
      .expect(403);
    memberSocket.close();
  });

  it.each(['guest', 'device'] as const)(
    "lets the author delete a %s visitor's note: gone for every admin, never heard by the visitor",
    async (kind) => {
      const visitor =
        kind === 'guest'
          ? await guestConversation(t.http, 'Watcher')
          : await deviceConversation(t.http, `device-${uniqueName('edit')}`);
      const { id } = visitor.conversation;
      const socket = await TestSocket.open(url, { cookie: visitor.cookie });
      const claim =
        kind === 'guest' ? { username: 'Watcher' } : { deviceId: visitor.conversation.deviceId };
      expect((await socket.auth(claim)).type).toBe('auth_success');
      const kept = await as(author).add('anonymous', id, 'SECRET kept');
      const note = await as(author).add('anonymous', id, 'SECRET soon gone');

      const path = `${ADMIN_PATH.anonymous}/${id}/notes/${note.id}`;
      const edit = await request(t.http)
        .patch(path)
        .set('Cookie', visitor.cookie)
        .send({ content: 'x' })
        .expect(401);
      expect(edit.body.message).toBe(ERROR_TEXT.notSignedIn);
      const remove = await request(t.http).delete(path).set('Cookie', visitor.cookie).expect(401);
      expect(remove.body.message).toBe(ERROR_TEXT.notSignedIn);

      await as(author).remove('anonymous', id, note.id).expect(204);
      for (const admin of [authorSocket, otherSocket]) {
        const heard = await admin.next(
          isEventOf('note_deleted', (event) => event.noteId === note.id),
        );
        expect(heard).toEqual({
          type: 'note_deleted',
          conversationKind: 'anonymous',
          conversationId: id,
          noteId: note.id,
        });
      }
      expect(await as(other).list('anonymous', id)).toEqual([kept]);
      expect((await as(author).remove('anonymous', id, note.id).expect(404)).body.message).toBe(
        NOTE_ERROR.notFound,
      );

      await request(t.http)
        .post('/api/admin/anonymous-chat/messages')
        .set('Cookie', author.cookie)
        .send({ conversationId: id, content: 'fence' })
        .expect(201);
      await socket.next(isNewMessage((message) => message.content === 'fence'));
      expect(socket.ofType('note_deleted')).toEqual([]);
      expect(JSON.stringify(socket.events)).not.toContain('SECRET');
      socket.close();
    },
  );

  it('refuses another admin with 403 and leaves the note as it was', async () => {
    const guest = await guestConversation(t.http, 'Guarded');
    const { id } = guest.conversation;
    const note = await as(author).add('anonymous', id, 'Mine to change');
    const edit = await as(other).edit('anonymous', id, note.id, { content: 'Yours?' }).expect(403);
    expect(edit.body.message).toBe(NOTE_ERROR.notAuthor);
    const remove = await as(other).remove('anonymous', id, note.id).expect(403);
    expect(remove.body.message).toBe(NOTE_ERROR.notAuthor);
    expect(await as(author).list('anonymous', id)).toEqual([note]);
  });

  it('refuses an anonymous caller with 401', async () => {
    const { conversation } = await memberWithConversation(t.http);
    const note = await as(author).add('user', conversation.id, 'Not for strangers');
    const path = `${ADMIN_PATH.user}/${conversation.id}/notes/${note.id}`;
    const edit = await request(t.http).patch(path).send({ content: 'x' }).expect(401);
    expect(edit.body.message).toBe(ERROR_TEXT.notSignedIn);
    const remove = await request(t.http).delete(path).expect(401);
    expect(remove.body.message).toBe(ERROR_TEXT.notSignedIn);
    expect(await as(author).list('user', conversation.id)).toEqual([note]);
  });

  it('refuses empty, too long and non-text edits, and notes not on that conversation', async () => {
    const { conversation } = await memberWithConversation(t.http);
    const note = await as(author).add('user', conversation.id, 'Original');
    const refused = async (body: object) =>
      (await as(author).edit('user', conversation.id, note.id, body).expect(400)).body.message;
    expect(await refused({ content: '   ' })).toBe(NOTE_ERROR.contentRequired);
    expect(await refused({})).toBe(NOTE_ERROR.contentRequired);
    expect(await refused({ content: 'x'.repeat(NOTE_MAX_LENGTH + 1) })).toBe(
      NOTE_ERROR.contentTooLong,
    );
    expect(await refused({ content: 42 })).toBe(NOTE_ERROR.contentNotText);
    expect(await refused({ content: 'ok', authorId: other.id })).toBe(
      'property authorId should not exist',
    );
    await as(author)
      .edit('user', conversation.id, note.id, { content: 'x'.repeat(NOTE_MAX_LENGTH) })
      .expect(200);

    // Another conversation's path, the other list's path, an unknown id, a non-number.
    const elsewhere = await memberWithConversation(t.http);
    const wrongConversation = await as(author)
      .edit('user', elsewhere.conversation.id, note.id, { content: 'moved?' })
      .expect(404);
    expect(wrongConversation.body.message).toBe(NOTE_ERROR.notFound);
    const wrongList = await as(author).remove('anonymous', conversation.id, note.id).expect(404);
    expect(wrongList.body.message).toBe(ERROR_TEXT.conversationNotFound);
    for (const noteId of [0, 99_999_999, '99999999999999999999']) {
      const unknown = await as(author).remove('user', conversation.id, noteId).expect(404);
      expect(unknown.body.message).toBe(NOTE_ERROR.notFound);
    }
    await as(author).remove('user', conversation.id, 'first').expect(400);
    const [stored] = await as(author).list('user', conversation.id);
    expect(stored.content).toBe('x'.repeat(NOTE_MAX_LENGTH));
  });

  it('editing or deleting a note leaves the list item and the stats as they were', async () => {
    const guest = await guestConversation(t.http, 'Unmoved');
    const { id } = guest.conversation;
    await request(t.http)
      .post(`/api/chat-conversations/${id}/messages`)
      .set('Cookie', guest.cookie)
      .send({ content: 'hello' })
      .expect(201);
    const note = await as(author).add('anonymous', id, 'Counts nothing');
    const itemOf = async () =>
      (
        await request(t.http).get(ADMIN_PATH.anonymous).set('Cookie', author.cookie).expect(200)
      ).body.find((item: { id: string }) => item.id === id);
    const before = await itemOf();
    await as(author).edit('anonymous', id, note.id, { content: 'Still nothing' }).expect(200);
    await as(author).remove('anonymous', id, note.id).expect(204);
    expect(await itemOf()).toEqual(before);
    expect(before).toMatchObject({ status: 'open', unreadCount: 1 });
  });
});
