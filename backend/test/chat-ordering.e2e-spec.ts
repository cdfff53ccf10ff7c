import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageStore } from '../src/modules/chat/message-store.js';
import { registeredCookie, sessionCookieOf } from './support/accounts.js';
import { clientId, isNewMessage, socketUrl, TestSocket } from './support/sockets.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation } from './support/visitors.js';

const ADMIN = { username: 'ordering_admin', password: 'ordering-admin-password' };
/** Messages per source; all sources send at once, so batches of one conversation overlap. */
const BURST = 40;

/** Sends the index-th message of a source; resolves once it is acknowledged. */
type Source = (index: number) => Promise<void>;

/** Positions where an id is not greater than the one before it. */
function backwardSteps(ids: number[]): string[] {
  return ids.flatMap((id, index) =>
    index > 0 && id <= ids[index - 1] ? [`${ids[index - 1]} then ${id}`] : [],
  );
}

function deliveredIds(socket: TestSocket, conversationId: string): number[] {
  return socket
    .ofType('new_message')
    .map((event) => event.message as { id: number; conversationId: string })
    .filter((message) => message.conversationId === conversationId)
    .map((message) => message.id);
}

describe('live new_message events of one conversation', () => {
  let t: TestApp;
  let url: string;
  let adminCookie: string;
  let admin: TestSocket;

  beforeAll(async () => {
    t = await startTestApp({
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_SEND: '100000/10',
      // Each socket fires BURST frames at once: more than a socket's default frame budget and queue.
      WS_FRAMES_PER_SOCKET: '1000/1',
      WS_FRAMES_PER_ADDRESS: '1000/1',
      WS_MAX_QUEUED_FRAMES: String(2 * BURST),
    });
    await t.app.listen(0, '127.0.0.1');
    url = socketUrl(t.http);
    const login = await request(t.http).post('/api/login').send(ADMIN).expect(200);
    adminCookie = sessionCookieOf(login.headers['set-cookie'])!.split(';')[0];
    admin = await TestSocket.open(url, { cookie: adminCookie });
    expect((await admin.auth({ userId: login.body.id })).type).toBe('auth_success');
  });
  afterAll(async () => {
    admin.close();
    await t.close();
  });

  /** A source that sends over a socket: the server takes one socket's messages one after another. */
  function socketSource(name: string, socket: TestSocket, conversationId: string): Source {
    return async (index) => {
      const clientMessageId = clientId(`${name}-${index}`);
      const answer = socket.answerTo(clientMessageId, 15_000);
      socket.send({
        type: 'send_message',
        conversationId,
        content: `${name} ${index}`,
        clientMessageId,
      });
      expect((await answer).type).toBe('new_message');
    };
  }

  function restSource(name: string, path: string, cookie: string, body: object): Source {
    return async (index) => {
      await request(t.http)
        .post(path)
        .set('Cookie', cookie)
        .send({ ...body, content: `${name} ${index}` })
        .expect(201);
    };
  }

  async function storedIds(path: string, cookie: string): Promise<number[]> {
    const { body } = await request(t.http).get(path).set('Cookie', cookie).expect(200);
    return (body as { id: number }[]).map((message) => message.id);
  }

  /**
   * Fires BURST messages from every source at once, then a last one, which each socket gets after
   * everything before it; every socket must have had each stored message once, in id order.
   */
  async function expectOrderedDelivery(
    conversationId: string,
    sources: Source[],
    listeners: TestSocket[],
    stored: { path: string; cookie: string },
  ) {
    await Promise.all(
      sources.flatMap((send) => Array.from({ length: BURST }, (_, index) => send(index))),
    );
    admin.send({ type: 'send_message', conversationId, content: 'last one' });
    const isLast = isNewMessage(
      (message) => message.conversationId === conversationId && message.content === 'last one',
    );
    await Promise.all(listeners.map((socket) => socket.next(isLast)));

    const ids = await storedIds(stored.path, stored.cookie);
    expect(ids).toHaveLength(sources.length * BURST + 1);
    for (const socket of listeners) {
      const delivered = deliveredIds(socket, conversationId);
      expect(backwardSteps(delivered)).toEqual([]);
      expect(delivered).toEqual(ids);
    }
  }

  it("keeps id order for a device visitor's conversation written by the visitor (socket and REST) and support", async () => {
    const device = await deviceConversation(t.http, 'device-1763700000000-order');
    const owner = await TestSocket.open(url, { cookie: device.cookie });
    expect((await owner.auth({ deviceId: device.deviceId })).type).toBe('auth_success');
    const conversationId = device.conversation.id;

    await expectOrderedDelivery(
      conversationId,
      [
        socketSource('admin-socket', admin, conversationId),
        socketSource('visitor-socket', owner, conversationId),
        restSource('visitor-rest', '/api/anonymous-chat/messages', device.cookie, {
          conversationId,
          deviceId: device.deviceId,
        }),
        restSource('admin-rest', '/api/admin/anonymous-chat/messages', adminCookie, {
          conversationId,
        }),
      ],
      [admin, owner],
      {
        path: `/api/anonymous-chat/conversations/${conversationId}/messages`,
        cookie: device.cookie,
      },
    );
    owner.close();
  });

  it("keeps id order for a member's conversation written by the member (socket and REST) and support", async () => {
    const { cookie, user } = await registeredCookie(t.http);
    const owner = await TestSocket.open(url, { cookie });
    expect((await owner.auth({ userId: user.id })).type).toBe('auth_success');
    const { body: conversation } = await request(t.http)
      .post('/api/conversations')
      .set('Cookie', cookie)
      .send({})
      .expect(201);
    const conversationId = (conversation as { id: string }).id;

    await expectOrderedDelivery(
      conversationId,
      [
        socketSource('admin-socket', admin, conversationId),
        socketSource('member-socket', owner, conversationId),
        restSource('member-rest', '/api/messages', cookie, { conversationId }),
        restSource('admin-rest', '/api/messages', adminCookie, { conversationId }),
      ],
      [admin, owner],
      { path: `/api/conversations/${conversationId}/messages`, cookie },
    );
    owner.close();
  });

  it('draws the ids of one batch in the order its messages were submitted, whatever the join order', async () => {
    const { cookie, user } = await registeredCookie(t.http);
    const { body: conversation } = await request(t.http)
      .post('/api/conversations')
      .set('Cookie', cookie)
      .send({})
      .expect(201);
    const device = await deviceConversation(t.http, 'device-1763700000000-batch');
    const messages = t.app.get(MessageStore);
    const text = {
      messageType: 'text' as const,
      imageUrl: null,
      status: 'open' as const,
      ownerKey: null,
      kind: null,
      visitorHandle: null,
      fromSupport: false,
    };
    const member = {
      ...text,
      conversationId: (conversation as { id: string }).id,
      senderId: user.id,
    };
    const visitor = { ...text, conversationId: device.conversation.id, senderId: null };
    const forMember = (content: string) => messages.store('user', { ...member, content });
    const forVisitor = (content: string) => messages.store('anonymous', { ...visitor, content });

    // Each round is submitted in one go: its first message is written at once, the rest share one statement.
    // Small rounds on small tables are what make PostgreSQL hash the batch and join it back in another order.
    for (const store of [forMember, forVisitor]) {
      for (let round = 0; round < 8; round++) {
        const stored = await Promise.all(
          Array.from({ length: 20 }, (_, index) => store(`round ${round}, ${index}`)),
        );
        expect(backwardSteps(stored.map((saved) => saved!.message.id))).toEqual([]);
      }
    }
  });
});
