import {
  DEFAULT_PAYMENT_REPLY,
  ERROR_TEXT,
  PAYMENT_PROMPT,
  SAVED_REPLY_CONTENT_MAX_LENGTH,
  SAVED_REPLY_ERROR,
  SAVED_REPLY_SHORTCUT_MAX_LENGTH,
  SAVED_REPLY_TITLE_MAX_LENGTH,
  type SavedReplyView,
} from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs, registeredCookie } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { guestConversation } from './support/visitors.js';

const ADMIN = { username: 'replies_admin', password: 'replies-admin-password' };
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const PATH = '/api/admin/saved-replies';

describe('saved replies', () => {
  let t: TestApp;
  let admin: request.Agent;

  beforeAll(async () => {
    t = await startTestApp({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    admin = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
  });
  afterAll(() => t.close());

  const routes: [string, string, object?][] = [
    ['get', PATH],
    ['post', PATH, { title: 'x', shortcut: 'x', content: 'x' }],
    ['patch', `${PATH}/${SOME_ID}`, { title: 'x' }],
    ['delete', `${PATH}/${SOME_ID}`],
  ];

  it.each(routes)(
    '%s %s answers 401 anonymous, to a visitor, and 403 to a member',
    async (method, path, body) => {
      const anonymous = request(t.http)[method as 'get'](path);
      expect((await (body ? anonymous.send(body) : anonymous).expect(401)).body.message).toBe(
        ERROR_TEXT.notSignedIn,
      );
      const guest = await guestConversation(t.http, 'Curious');
      const asVisitor = request(t.http)[method as 'get'](path).set('Cookie', guest.cookie);
      await (body ? asVisitor.send(body) : asVisitor).expect(401);
      const { cookie } = await registeredCookie(t.http);
      const asMember = request(t.http)[method as 'get'](path).set('Cookie', cookie);
      expect((await (body ? asMember.send(body) : asMember).expect(403)).body.message).toBe(
        ERROR_TEXT.forbidden,
      );
    },
  );

  it('ships the payment-provider prompt as a saved reply', async () => {
    const { body } = await admin.get(PATH).expect(200);
    const payment = (body as SavedReplyView[]).find(
      (reply) => reply.shortcut === DEFAULT_PAYMENT_REPLY.shortcut,
    );
    expect(payment).toMatchObject(DEFAULT_PAYMENT_REPLY);
    expect(payment?.content).toContain(PAYMENT_PROMPT);
  });

  it('creates, lists by shortcut, edits and deletes a reply shared by every admin', async () => {
    const created = await admin
      .post(PATH)
      .send({ title: ' Greeting ', shortcut: 'Hello', content: 'Hi! How can I help?' })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      title: 'Greeting',
      shortcut: 'Hello',
      content: 'Hi! How can I help?',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const { id } = created.body as SavedReplyView;

    // Another admin session sees it, in shortcut order.
    const other = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
    const listed = (await other.get(PATH).expect(200)).body as SavedReplyView[];
    expect(listed.map((reply) => reply.shortcut)).toEqual(
      [...listed.map((reply) => reply.shortcut)].sort((a, b) =>
        a.toLowerCase().localeCompare(b.toLowerCase()),
      ),
    );
    expect(listed.map((reply) => reply.id)).toContain(id);

    const edited = await other
      .patch(`${PATH}/${id}`)
      .send({ content: 'Hello! What can I do for you?' })
      .expect(200);
    expect(edited.body).toMatchObject({
      id,
      title: 'Greeting',
      shortcut: 'Hello',
      content: 'Hello! What can I do for you?',
    });

    await admin.delete(`${PATH}/${id}`).expect(204);
    const gone = await admin.delete(`${PATH}/${id}`).expect(404);
    expect(gone.body.message).toBe(SAVED_REPLY_ERROR.notFound);
    const missing = await admin.patch(`${PATH}/${id}`).send({ title: 'x' }).expect(404);
    expect(missing.body.message).toBe(SAVED_REPLY_ERROR.notFound);
    expect(
      ((await admin.get(PATH).expect(200)).body as SavedReplyView[]).map((r) => r.id),
    ).not.toContain(id);
  });

  it('refuses a shortcut another reply uses, ignoring case, with 409', async () => {
    const first = await admin
      .post(PATH)
      .send({ title: 'Limits', shortcut: 'limits', content: 'Our limits are…' })
      .expect(201);
    const taken = await admin
      .post(PATH)
      .send({ title: 'Limits again', shortcut: 'LIMITS', content: 'Same' })
      .expect(409);
    expect(taken.body.message).toBe(SAVED_REPLY_ERROR.shortcutTaken);
    const other = await admin
      .post(PATH)
      .send({ title: 'Hours', shortcut: 'hours', content: 'We are open 24/7' })
      .expect(201);
    const renamed = await admin
      .patch(`${PATH}/${other.body.id}`)
      .send({ shortcut: 'Limits' })
      .expect(409);
    expect(renamed.body.message).toBe(SAVED_REPLY_ERROR.shortcutTaken);
    await admin.delete(`${PATH}/${first.body.id}`).expect(204);
    await admin.delete(`${PATH}/${other.body.id}`).expect(204);
  });

  it.each([
    [{ shortcut: 'a', content: 'b' }, SAVED_REPLY_ERROR.titleRequired],
    [{ title: '  ', shortcut: 'a', content: 'b' }, SAVED_REPLY_ERROR.titleRequired],
    [
      { title: 'x'.repeat(SAVED_REPLY_TITLE_MAX_LENGTH + 1), shortcut: 'a', content: 'b' },
      SAVED_REPLY_ERROR.titleTooLong,
    ],
    [{ title: 'a', content: 'b' }, SAVED_REPLY_ERROR.shortcutRequired],
    [{ title: 'a', shortcut: 'two words', content: 'b' }, SAVED_REPLY_ERROR.shortcutInvalid],
    [{ title: 'a', shortcut: '/slash', content: 'b' }, SAVED_REPLY_ERROR.shortcutInvalid],
    [
      { title: 'a', shortcut: 'x'.repeat(SAVED_REPLY_SHORTCUT_MAX_LENGTH + 1), content: 'b' },
      SAVED_REPLY_ERROR.shortcutTooLong,
    ],
    [{ title: 'a', shortcut: 'a' }, SAVED_REPLY_ERROR.contentRequired],
    [
      { title: 'a', shortcut: 'a', content: 'x'.repeat(SAVED_REPLY_CONTENT_MAX_LENGTH + 1) },
      SAVED_REPLY_ERROR.contentTooLong,
    ],
    [{ title: 1, shortcut: 'a', content: 'b' }, SAVED_REPLY_ERROR.notText],
    [{ title: 'a', shortcut: 'a', content: 'b', id: SOME_ID }, 'property id should not exist'],
  ])('refuses bad input #%# with 400 and its message', async (body, message) => {
    const refused = await admin.post(PATH).send(body).expect(400);
    expect(refused.body.message).toBe(message);
  });

  it('refuses an emptied field on edit and a malformed id', async () => {
    const { body } = await admin.get(PATH).expect(200);
    const refused = await admin
      .patch(`${PATH}/${(body as SavedReplyView[])[0].id}`)
      .send({ content: '' })
      .expect(400);
    expect(refused.body.message).toBe(SAVED_REPLY_ERROR.contentRequired);
    await admin.delete(`${PATH}/not-a-uuid`).expect(400);
  });
});
