import {
  ERROR_TEXT,
  MESSAGE_SEARCH_ERROR,
  MESSAGE_SEARCH_MAX_LENGTH,
  type MemberMessageHitView,
  type VisitorMessageHitView,
} from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs, memberWithConversation, registeredCookie } from './support/accounts.js';
import { startChatTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation, guestConversation } from './support/visitors.js';

const ADMIN = { username: 'search_admin', password: 'search-admin-password' };
const MEMBERS = '/api/admin/message-search/members';
const VISITORS = '/api/admin/message-search/visitors';

describe('search inside messages', () => {
  let t: TestApp;
  let admin: request.Agent;
  /** Unique per run, so earlier messages in the same database never match. */
  const tag = `zq${Date.now().toString(36)}`;

  beforeAll(async () => {
    t = await startChatTestApp(ADMIN);
    admin = (await agentSignedInAs(t.http, ADMIN.username, ADMIN.password)).agent;
  });
  afterAll(() => t.close());

  const search = async (path: string, q: string) =>
    (await admin.get(path).query({ q }).expect(200)).body;

  it("finds a member's and support's words in members' conversations, newest match first", async () => {
    const { cookie, conversation } = await memberWithConversation(t.http);
    const sent = await request(t.http)
      .post('/api/messages')
      .set('Cookie', cookie)
      .send({ conversationId: conversation.id, content: `My ${tag}-card deposit did not arrive` })
      .expect(201);
    const reply = await admin
      .post('/api/messages')
      .send({ conversationId: conversation.id, content: `Checking ${tag}-card now` })
      .expect(201);
    const other = await memberWithConversation(t.http);
    await request(t.http)
      .post('/api/messages')
      .set('Cookie', other.cookie)
      .send({ conversationId: other.conversation.id, content: `Nothing to see: ${tag}-other` })
      .expect(201);

    const hits: MemberMessageHitView[] = await search(MEMBERS, `${tag.toUpperCase()}-CARD`);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toEqual({
      conversation: expect.objectContaining({ id: conversation.id, kind: 'user' }),
      messageId: reply.body.id,
      messageCreatedAt: reply.body.createdAt,
      snippet: [
        { text: 'Checking ', match: false },
        { text: `${tag}-card`, match: true },
        { text: ' now', match: false },
      ],
    });
    expect(sent.body.id).toBeLessThan(reply.body.id);

    const both: MemberMessageHitView[] = await search(MEMBERS, tag);
    expect(both.map((hit) => hit.conversation.id)).toEqual([
      other.conversation.id,
      conversation.id,
    ]);
    // Members' words never show up in the visitors' list.
    expect(await search(VISITORS, tag)).toEqual([]);
  });

  it("finds guest and device visitors' words, and support's replies to them", async () => {
    const guest = await guestConversation(t.http, 'Seeker');
    const guestMessage = await request(t.http)
      .post(`/api/chat-conversations/${guest.conversation.id}/messages`)
      .set('Cookie', guest.cookie)
      .send({ content: `Is the ${tag}-guest bonus real?` })
      .expect(201);
    const device = await deviceConversation(t.http);
    const deviceMessage = await request(t.http)
      .post('/api/anonymous-chat/messages')
      .set('Cookie', device.cookie)
      .send({
        conversationId: device.conversation.id,
        deviceId: device.deviceId,
        content: `Hello, ${tag}-device here`,
      })
      .expect(201);
    const supportReply = await admin
      .post('/api/admin/anonymous-chat/messages')
      .send({ conversationId: device.conversation.id, content: `Welcome ${tag}-support!` })
      .expect(201);

    const guestHits: VisitorMessageHitView[] = await search(VISITORS, `${tag}-guest`);
    expect(guestHits).toEqual([
      {
        conversation: expect.objectContaining({ id: guest.conversation.id, kind: 'guest' }),
        messageId: guestMessage.body.id,
        messageCreatedAt: guestMessage.body.createdAt,
        snippet: [
          { text: 'Is the ', match: false },
          { text: `${tag}-guest`, match: true },
          { text: ' bonus real?', match: false },
        ],
      },
    ]);
    const deviceHits: VisitorMessageHitView[] = await search(VISITORS, `${tag}-device`);
    expect(deviceHits.map((hit) => [hit.conversation.kind, hit.messageId])).toEqual([
      ['device', deviceMessage.body.id],
    ]);
    const supportHits: VisitorMessageHitView[] = await search(VISITORS, `${tag}-support`);
    expect(supportHits.map((hit) => [hit.conversation.id, hit.messageId])).toEqual([
      [device.conversation.id, supportReply.body.id],
    ]);
    expect(await search(MEMBERS, `${tag}-guest`)).toEqual([]);
  });

  it('never searches private notes', async () => {
    const guest = await guestConversation(t.http, 'Noted');
    await admin
      .post(`/api/admin/anonymous-conversations/${guest.conversation.id}/notes`)
      .send({ content: `Internal ${tag}-note` })
      .expect(201);
    expect(await search(VISITORS, `${tag}-note`)).toEqual([]);
  });

  it('takes % and _ literally and snippets markup as plain text', async () => {
    const { cookie, conversation } = await memberWithConversation(t.http);
    await request(t.http)
      .post('/api/messages')
      .set('Cookie', cookie)
      .send({
        conversationId: conversation.id,
        content: `<img src=x onerror=alert(1)> ${tag}_100%`,
      })
      .expect(201);
    expect(await search(MEMBERS, `${tag}%`)).toEqual([]);
    const hits: MemberMessageHitView[] = await search(MEMBERS, `${tag}_100%`);
    expect(hits.map((hit) => hit.snippet)).toEqual([
      [
        { text: '<img src=x onerror=alert(1)> ', match: false },
        { text: `${tag}_100%`, match: true },
      ],
    ]);
  });

  it('refuses empty, too short, too long and repeated queries', async () => {
    for (const path of [MEMBERS, VISITORS]) {
      const refused = async (query: string) =>
        (await admin.get(`${path}${query}`).expect(400)).body.message;
      expect(await refused('')).toBe(MESSAGE_SEARCH_ERROR.tooShort);
      expect(await refused('?q=')).toBe(MESSAGE_SEARCH_ERROR.tooShort);
      expect(await refused('?q=%20%20ab%20%20')).toBe(MESSAGE_SEARCH_ERROR.tooShort);
      expect(await refused(`?q=${'x'.repeat(MESSAGE_SEARCH_MAX_LENGTH + 1)}`)).toBe(
        MESSAGE_SEARCH_ERROR.tooLong,
      );
      expect(await refused('?q=abc&q=def')).toBe(MESSAGE_SEARCH_ERROR.notText);
      await admin.get(`${path}?q=${'x'.repeat(MESSAGE_SEARCH_MAX_LENGTH)}`).expect(200);
    }
  });

  it.each([MEMBERS, VISITORS])(
    '%s answers 401 anonymous and to a visitor, 403 to a member',
    async (path) => {
      const anonymous = await request(t.http).get(path).query({ q: tag }).expect(401);
      expect(anonymous.body.message).toBe(ERROR_TEXT.notSignedIn);
      const guest = await guestConversation(t.http, 'Nosy');
      const asVisitor = await request(t.http)
        .get(path)
        .query({ q: tag })
        .set('Cookie', guest.cookie)
        .expect(401);
      expect(asVisitor.body.message).toBe(ERROR_TEXT.notSignedIn);
      const { cookie } = await registeredCookie(t.http);
      const asMember = await request(t.http)
        .get(path)
        .query({ q: tag })
        .set('Cookie', cookie)
        .expect(403);
      expect(asMember.body.message).toBe(ERROR_TEXT.forbidden);
    },
  );
});
