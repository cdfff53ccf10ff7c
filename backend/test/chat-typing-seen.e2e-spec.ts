import {
  ERROR_TEXT,
  SOCKET_ERROR,
  TYPING_NOT_BOOLEAN,
  type InboxList,
  type ServerEvent,
} from '@club/contracts';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_REQUESTS } from '../src/common/rate-limit/rate-limit.guard.js';
import { memberWithConversation } from './support/accounts.js';
import {
  redisAnswers,
  startTwoInstances,
  TEST_REDIS_URL,
  type TwoInstances,
} from './support/redis.js';
import { isEventOf, isNewMessage, socketUrl, TestSocket } from './support/sockets.js';
import { startChatTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation, guestConversation } from './support/visitors.js';

const ADMIN = { username: 'typing_admin', password: 'typing-admin-password' };
const FRAMES_PER_SOCKET = 12;

async function adminLogin(http: TestApp['http']): Promise<{ cookie: string; id: string }> {
  const login = await request(http).post('/api/login').send(ADMIN).expect(200);
  const cookie = ([] as string[])
    .concat(login.headers['set-cookie'])
    .find((value) => value.startsWith('session_id='))!
    .split(';')[0];
  return { cookie, id: login.body.id };
}

const typingIn = (conversationId: string, typing = true) => ({
  type: 'typing',
  conversationId,
  typing,
});

const isTyping = (conversationId: string, typing = true) =>
  isEventOf(
    'typing',
    (event) => event.conversationId === conversationId && event.typing === typing,
  );

const isRead = (conversationId: string) =>
  isEventOf('messages_read', (event) => event.conversationId === conversationId);

const signalsOf = (socket: TestSocket, conversationId: string): ServerEvent[] =>
  socket.events.filter(
    (event) =>
      (event.type === 'typing' || event.type === 'messages_read') &&
      event.conversationId === conversationId,
  );

/** The socket's answer to a frame that only answers when refused: the next error after `since`. */
const refusalOf = (socket: TestSocket, since: number) =>
  socket.next(isEventOf('error'), 5_000, since);

describe('typing and seen over /ws', () => {
  let t: TestApp;
  let url: string;
  let admin: TestSocket;
  let otherAdmin: TestSocket;
  let adminCookie: string;

  beforeAll(async () => {
    t = await startChatTestApp(ADMIN, {
      WS_FRAMES_PER_SOCKET: `${FRAMES_PER_SOCKET}/60`,
      WS_FRAMES_PER_ADDRESS: '10000/60',
    });
    url = socketUrl(t.http);
    const credentials = await adminLogin(t.http);
    adminCookie = credentials.cookie;
    admin = await TestSocket.open(url, { cookie: adminCookie });
    expect((await admin.auth({ userId: credentials.id })).type).toBe('auth_success');
    otherAdmin = await TestSocket.open(url, { cookie: adminCookie });
    expect((await otherAdmin.auth({ userId: credentials.id })).type).toBe('auth_success');
  });
  afterAll(async () => {
    admin.close();
    otherAdmin.close();
    await t.close();
  });

  async function member() {
    const { cookie, user, conversation } = await memberWithConversation(t.http);
    const socket = await TestSocket.open(url, { cookie });
    expect((await socket.auth({ userId: user.id })).type).toBe('auth_success');
    return { socket, cookie, user, conversation };
  }

  async function guest() {
    const { conversation, cookie, username } = await guestConversation(
      t.http,
      `Typist-${randomUUID().slice(0, 6)}`,
    );
    const socket = await TestSocket.open(url, { cookie });
    expect((await socket.auth({ username })).type).toBe('auth_success');
    return { socket, cookie, conversation };
  }

  async function device() {
    const { conversation, cookie, deviceId } = await deviceConversation(
      t.http,
      `device-${randomUUID()}`,
    );
    const socket = await TestSocket.open(url, { cookie });
    expect((await socket.auth({ deviceId })).type).toBe('auth_success');
    return { socket, cookie, conversation };
  }

  interface Customer {
    socket: TestSocket;
    cookie: string;
    conversation: { id: string };
  }
  /** Each chat kind: its inbox list, how to open it, and where the customer marks support's messages read. */
  const customers: [string, InboxList, () => Promise<Customer>, (id: string) => string][] = [
    ['a member', 'user', () => member(), (id) => `/api/conversations/${id}/mark-read`],
    ['a guest', 'anonymous', () => guest(), (id) => `/api/chat-conversations/${id}/mark-read`],
    [
      'a device visitor',
      'anonymous',
      () => device(),
      (id) => `/api/anonymous-chat/conversations/${id}/mark-read`,
    ],
  ];

  it.each(customers)(
    "relays %s's typing to admins only, and an admin's typing to that customer only",
    async (_, kind, open) => {
      const customer = await open();
      const id = customer.conversation.id;
      customer.socket.send(typingIn(id));
      expect(await admin.next(isTyping(id))).toEqual({
        type: 'typing',
        conversationKind: kind,
        conversationId: id,
        typing: true,
        from: 'customer',
      });
      customer.socket.send(typingIn(id, false));
      await admin.next(isTyping(id, false));

      admin.send(typingIn(id));
      expect(await customer.socket.next(isTyping(id))).toEqual({
        type: 'typing',
        conversationKind: kind,
        conversationId: id,
        typing: true,
        from: 'support',
      });
      admin.send(typingIn(id, false));
      await customer.socket.next(isTyping(id, false));
      // The other admin heard the customer (twice) and never the support side.
      await otherAdmin.next(isTyping(id, false));
      expect(signalsOf(otherAdmin, id)).toHaveLength(2);
      expect(signalsOf(customer.socket, id)).toHaveLength(2);
      customer.socket.close();
    },
  );

  it('stores nothing: the conversation has no messages after typing', async () => {
    const customer = await member();
    const id = customer.conversation.id;
    customer.socket.send(typingIn(id));
    await admin.next(isTyping(id));
    const messages = await request(t.http)
      .get(`/api/conversations/${id}/messages`)
      .set('Cookie', customer.cookie)
      .expect(200);
    expect(messages.body).toEqual([]);
    customer.socket.close();
  });

  it("refuses a member's typing in another member's conversation, and nobody hears it", async () => {
    const owner = await member();
    const intruder = await member();
    const id = owner.conversation.id;
    const since = intruder.socket.events.length;
    intruder.socket.send(typingIn(id));
    expect(await refusalOf(intruder.socket, since)).toEqual({
      type: 'error',
      reason: ERROR_TEXT.conversationNotFound,
    });
    // A later signal the admin hears proves the refused one was never sent before it.
    owner.socket.send(typingIn(id, false));
    await admin.next(isTyping(id, false));
    expect(signalsOf(admin, id)).toEqual([expect.objectContaining({ typing: false })]);
    owner.socket.close();
    intruder.socket.close();
  });

  it("refuses a visitor's typing in another browser's visitor conversation", async () => {
    const owner = await guest();
    const intruder = await device();
    const id = owner.conversation.id;
    const since = intruder.socket.events.length;
    intruder.socket.send(typingIn(id));
    expect(await refusalOf(intruder.socket, since)).toEqual({
      type: 'error',
      reason: ERROR_TEXT.conversationNotFound,
    });
    owner.socket.send(typingIn(id, false));
    await admin.next(isTyping(id, false));
    expect(signalsOf(admin, id)).toEqual([expect.objectContaining({ typing: false })]);
    owner.socket.close();
    intruder.socket.close();
  });

  it('refuses typing from a socket that has not authenticated', async () => {
    const owner = await member();
    const anonymous = await TestSocket.open(url);
    anonymous.send(typingIn(owner.conversation.id));
    expect(await refusalOf(anonymous, 0)).toEqual({
      type: 'error',
      reason: SOCKET_ERROR.authenticateFirst,
    });
    anonymous.close();
    owner.socket.close();
  });

  it.each([
    [{ conversationId: 'nope', typing: true }, 'conversationId must be a conversation id'],
    [{ conversationId: randomUUID(), typing: 'yes' }, TYPING_NOT_BOOLEAN],
    [{ conversationId: randomUUID() }, TYPING_NOT_BOOLEAN],
    [{ conversationId: randomUUID(), typing: true, extra: 1 }, 'property extra should not exist'],
    [{ conversationId: randomUUID(), typing: true }, ERROR_TEXT.conversationNotFound],
  ])('refuses the typing frame %j with its exact reason', async (frame, reason) => {
    const customer = await member();
    const since = customer.socket.events.length;
    customer.socket.send({ type: 'typing', ...frame });
    expect(await refusalOf(customer.socket, since)).toEqual({ type: 'error', reason });
    customer.socket.close();
  });

  it('counts typing frames against the socket frame budget like every frame', async () => {
    const customer = await member();
    const id = customer.conversation.id;
    // The auth frame was the first of the budget.
    for (let frame = 1; frame <= FRAMES_PER_SOCKET; frame += 1) customer.socket.send(typingIn(id));
    const refusal = await customer.socket.next(isEventOf('error'));
    expect(refusal).toMatchObject({ type: 'error', reason: TOO_MANY_REQUESTS });
    expect(refusal.retryAfter).toBeGreaterThan(0);
    customer.socket.close();
  });

  it.each(customers)(
    "tells admins when %s read support's messages, and the customer when support read theirs",
    async (_, kind, open, markReadPath) => {
      const customer = await open();
      const id = customer.conversation.id;
      const adminPath = kind === 'user' ? 'conversations' : 'anonymous-conversations';

      customer.socket.send({ type: 'send_message', conversationId: id, content: 'From me' });
      const mine = await admin.next(isNewMessage((message) => message.conversationId === id));
      await request(t.http)
        .post(`/api/admin/${adminPath}/${id}/mark-read`)
        .set('Cookie', adminCookie)
        .send({})
        .expect(200);
      const seenBySupport = await customer.socket.next(isRead(id));
      expect(seenBySupport).toMatchObject({
        type: 'messages_read',
        conversationKind: kind,
        conversationId: id,
        reader: 'support',
        upToId: mine.message.id,
      });
      expect(typeof seenBySupport.readAt).toBe('string');

      admin.send({ type: 'send_message', conversationId: id, content: 'From support' });
      const theirs = await customer.socket.next(
        isNewMessage((message) => message.content === 'From support'),
      );
      await request(t.http)
        .post(markReadPath(id))
        .set('Cookie', customer.cookie)
        .send({})
        .expect(200);
      expect(await admin.next(isRead(id))).toMatchObject({
        conversationKind: kind,
        conversationId: id,
        reader: 'customer',
        upToId: theirs.message.id,
      });
      // Each side heard only the other's read.
      expect(signalsOf(admin, id)).toEqual([expect.objectContaining({ reader: 'customer' })]);
      expect(signalsOf(customer.socket, id)).toEqual([
        expect.objectContaining({ reader: 'support' }),
      ]);
      customer.socket.close();
    },
  );
});

const redisAvailable = await redisAnswers(TEST_REDIS_URL);

describe.runIf(redisAvailable)('typing and seen across two instances (Redis)', () => {
  let instances: TwoInstances;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    };
    instances = await startTwoInstances(env);
    ({ a, b } = instances);
  });
  afterAll(() => instances.close());

  it('carries typing and reads from instance A to sockets on instance B', async () => {
    const credentials = await adminLogin(b.http);
    const admin = await TestSocket.open(socketUrl(b.http), { cookie: credentials.cookie });
    expect((await admin.auth({ userId: credentials.id })).type).toBe('auth_success');
    const { cookie, user, conversation } = await memberWithConversation(a.http);
    const customer = await TestSocket.open(socketUrl(a.http), { cookie });
    expect((await customer.auth({ userId: user.id })).type).toBe('auth_success');

    customer.send(typingIn(conversation.id));
    await admin.next(isTyping(conversation.id));
    admin.send(typingIn(conversation.id));
    await customer.next(isTyping(conversation.id));

    admin.send({ type: 'send_message', conversationId: conversation.id, content: 'Hello' });
    await customer.next(isNewMessage((message) => message.content === 'Hello'));
    await request(a.http)
      .post(`/api/conversations/${conversation.id}/mark-read`)
      .set('Cookie', cookie)
      .send({})
      .expect(200);
    expect(await admin.next(isRead(conversation.id))).toMatchObject({ reader: 'customer' });
    admin.close();
    customer.close();
  });
});
