import { ERROR_TEXT, SOCKET_CLOSE_REASON } from '@club/contracts';
import request from 'supertest';
import { afterAll, assert, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { VisitorChatService } from '../src/modules/anonymous-chat/visitor-chat.service.js';
import { MetricsService } from '../src/modules/metrics/metrics.service.js';
import {
  INSTANCE_FULL,
  TOO_MANY_FOR_IDENTITY,
  TOO_MANY_FROM_ADDRESS,
} from '../src/modules/realtime/connection-limits.js';
import { TOO_MANY_UPGRADES } from '../src/modules/realtime/upgrade-gate.js';
import { memberWithConversation, registeredCookie } from './support/accounts.js';
import {
  clientId,
  isEventOf,
  isNewMessage,
  socketUrl,
  TestSocket,
  type Event,
} from './support/sockets.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { guestConversation } from './support/visitors.js';

const NOT_THIS_USER = { type: 'error', reason: 'Not signed in as this user' };
const wrongAuth = { type: 'auth', userId: 'not-mine' };
/** Over budget; the seconds to wait depend on the budget and on how long the test took. */
const refused = {
  type: 'error',
  reason: ERROR_TEXT.tooManyRequests,
  retryAfter: expect.any(Number),
};

/** A socket from `address` as the app's one trusted proxy (TRUST_PROXY=1) reports it. */
async function openFrom(url: string, address: string, cookie?: string): Promise<TestSocket> {
  const socket = new WebSocket(url, {
    headers: { 'X-Forwarded-For': address, ...(cookie ? { Cookie: cookie } : {}) },
  });
  const client = new TestSocket(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return client;
}

/** The server's HTTP answer to an upgrade it refuses; rejects if the upgrade becomes a socket. */
function refusedUpgrade(
  url: string,
  address?: string,
): Promise<{ status?: number; retryAfter?: string; body: string }> {
  const socket = new WebSocket(url, {
    headers: address ? { 'X-Forwarded-For': address } : {},
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.close();
      reject(new Error('The upgrade was accepted'));
    });
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, retryAfter: response.headers['retry-after'], body }),
      );
    });
    socket.on('error', reject);
  });
}

/** Resolves once the app counts `count` open sockets (a client sees its close before the server does). */
async function openSocketsReach(t: TestApp, count: number): Promise<void> {
  const metrics = t.app.get(MetricsService);
  await vi.waitFor(async () =>
    expect((await metrics.openSockets.get()).values[0]?.value ?? 0).toBe(count),
  );
}

/** Sends `frame`; the server's close of the socket or its first event after the frame, whichever comes first. */
function closedOrAnswered(
  socket: TestSocket,
  frame: object,
): Promise<{ code: number; reason: string } | Event> {
  const since = socket.events.length;
  socket.send(frame);
  return Promise.race([socket.closed, socket.next(() => true, 10_000, since)]);
}

async function startListening(env: Record<string, string>): Promise<{ t: TestApp; url: string }> {
  const t = await startTestApp(env);
  await t.app.listen(0, '127.0.0.1');
  return { t, url: socketUrl(t.http) };
}

describe('/ws frame budgets', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ t, url } = await startListening({
      TRUST_PROXY: '1',
      WS_FRAMES_PER_SOCKET: '4/60',
      WS_FRAMES_PER_ADDRESS: '6/60',
      WS_REFUSED_FRAMES: '3/60',
    }));
  });
  afterAll(() => t.close());

  it('refuses auth frames past the socket budget with the rate-limit error and retryAfter', async () => {
    const socket = await openFrom(url, '203.0.113.1');
    for (let frame = 0; frame < 4; frame++)
      expect(await socket.auth({ userId: 'not-mine' })).toEqual(NOT_THIS_USER);
    const answer = await socket.auth({ userId: 'not-mine' });
    expect(answer).toEqual(refused);
    assert(answer.type === 'error');
    // One frame comes back every 15 s (4 per minute).
    expect(answer.retryAfter).toBeGreaterThan(0);
    expect(answer.retryAfter).toBeLessThanOrEqual(15);
    socket.close();
  });

  it('counts frames that are not JSON, not objects, of no known type or without one', async () => {
    const socket = await openFrom(url, '203.0.113.2');
    socket.socket.send('not json');
    socket.socket.send('[1,2]');
    socket.send({ type: 'no_such_event' });
    socket.send({});
    expect(await socket.auth({ userId: 'not-mine' })).toEqual(refused);
    expect(socket.events).toHaveLength(1);
    socket.close();
  });

  it('names the refused send by its clientMessageId', async () => {
    const socket = await openFrom(url, '203.0.113.3');
    for (let frame = 0; frame < 4; frame++) socket.send({ type: 'no_such_event' });
    socket.send({
      type: 'send_message',
      conversationId: 'x',
      content: 'hi',
      clientMessageId: clientId('over-budget'),
    });
    expect(await socket.next((event) => event.type === 'error')).toEqual({
      ...refused,
      clientMessageId: clientId('over-budget'),
    });
    socket.close();
  });

  it('closes a socket that keeps sending while refused with 1008', async () => {
    const socket = await openFrom(url, '203.0.113.4');
    for (let frame = 0; frame < 4; frame++)
      expect(await socket.auth({ userId: 'not-mine' })).toEqual(NOT_THIS_USER);
    for (let frame = 0; frame < 3; frame++)
      expect(await socket.auth({ userId: 'not-mine' })).toEqual(refused);
    expect(await closedOrAnswered(socket, wrongAuth)).toEqual({
      code: 1008,
      reason: SOCKET_CLOSE_REASON.tooManyFrames,
    });
  });

  it('shares one budget between the sockets of an address, and not with other addresses', async () => {
    const first = await openFrom(url, '203.0.113.5');
    for (let frame = 0; frame < 3; frame++) first.send({ type: 'no_such_event' });
    expect(await first.auth({ userId: 'not-mine' })).toEqual(NOT_THIS_USER);

    const second = await openFrom(url, '203.0.113.5');
    second.send({ type: 'no_such_event' });
    second.send({ type: 'no_such_event' });
    expect(await second.auth({ userId: 'not-mine' })).toEqual(refused);

    const elsewhere = await openFrom(url, '203.0.113.6');
    expect(await elsewhere.auth({ userId: 'not-mine' })).toEqual(NOT_THIS_USER);
    for (const socket of [first, second, elsewhere]) socket.close();
  });

  it("answers a visitor's repeated auth from memory, without asking the database again", async () => {
    const guest = await guestConversation(t.http, 'Repeater');
    const isVisitorOf = vi.spyOn(t.app.get(VisitorChatService), 'isVisitorOf');
    try {
      const socket = await openFrom(url, '203.0.113.7', guest.cookie);
      for (let frame = 0; frame < 3; frame++)
        expect(await socket.auth({ username: 'Repeater' })).toEqual({
          type: 'auth_success',
          visitor: true,
        });
      expect(isVisitorOf).toHaveBeenCalledTimes(1);
      expect(await socket.auth({ username: 'Somebody else' })).toEqual({
        type: 'error',
        reason: 'No visitor chat for this device id or guest name in this browser',
      });
      expect(isVisitorOf).toHaveBeenCalledTimes(2);
      socket.close();
    } finally {
      isVisitorOf.mockRestore();
    }
  });
});

describe('/ws frame queue', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ t, url } = await startListening({
      WS_FRAMES_PER_SOCKET: '1000/1',
      WS_FRAMES_PER_ADDRESS: '1000/1',
      WS_MAX_QUEUED_FRAMES: '4',
    }));
  });
  afterAll(() => t.close());

  it('closes a socket with 1008 when more frames wait than the queue holds', async () => {
    const { cookie, user, conversation } = await memberWithConversation(t.http);
    const socket = await TestSocket.open(url, { cookie });
    expect(await socket.auth({ userId: user.id })).toMatchObject({ type: 'auth_success' });
    socket.send({
      type: 'send_message',
      conversationId: conversation.id,
      content: 'takes a while to store',
    });
    for (let frame = 0; frame < 20; frame++) socket.send({ type: 'no_such_event' });
    expect(await closedOrAnswered(socket, { type: 'auth', userId: user.id })).toEqual({
      code: 1008,
      reason: SOCKET_CLOSE_REASON.queueFull,
    });
  });

  it('keeps answering a socket that stays within its queue, in the order sent', async () => {
    const socket = await TestSocket.open(url);
    for (let frame = 0; frame < 3; frame++)
      socket.send({ type: 'auth', userId: `not-mine-${frame}` });
    socket.send({ type: 'auth' });
    await socket.next(
      isEventOf('error', (event) => event.reason === 'auth needs userId, username or deviceId'),
    );
    expect(socket.events).toEqual([
      ...Array.from({ length: 3 }, () => NOT_THIS_USER),
      { type: 'error', reason: 'auth needs userId, username or deviceId' },
    ]);
    socket.close();
  });
});

describe('/ws connection caps', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ t, url } = await startListening({
      TRUST_PROXY: '1',
      WS_MAX_SOCKETS_PER_ADDRESS: '2',
      WS_MAX_SOCKETS_PER_IDENTITY: '2',
    }));
  });
  afterAll(() => t.close());

  it('refuses an upgrade over the per-address cap with 429 and Retry-After, and serves other addresses', async () => {
    const open = [await openFrom(url, '198.51.100.1'), await openFrom(url, '198.51.100.1')];
    expect(await refusedUpgrade(url, '198.51.100.1')).toEqual({
      status: 429,
      retryAfter: '5',
      body: TOO_MANY_FROM_ADDRESS.reason,
    });
    const elsewhere = await openFrom(url, '198.51.100.2');
    expect(await elsewhere.auth({ userId: 'not-mine' })).toEqual(NOT_THIS_USER);
    for (const socket of [...open, elsewhere]) socket.close();
    await openSocketsReach(t, 0);
  });

  it('frees the slot of a socket that closes, and never counts a refused upgrade', async () => {
    const open = [await openFrom(url, '198.51.100.3'), await openFrom(url, '198.51.100.3')];
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await refusedUpgrade(url, '198.51.100.3')).toMatchObject({ status: 429 });
    }
    open[0].close();
    await openSocketsReach(t, 1);
    const again = await openFrom(url, '198.51.100.3');
    expect(await again.auth({ userId: 'not-mine' })).toEqual(NOT_THIS_USER);
    expect(await refusedUpgrade(url, '198.51.100.3')).toMatchObject({ status: 429 });
    for (const socket of [open[1], again]) socket.close();
    await openSocketsReach(t, 0);
  });

  it('closes the socket of an account that already has the cap of authenticated sockets', async () => {
    const { cookie, user } = await registeredCookie(t.http);
    const sockets = await Promise.all(
      ['198.51.100.10', '198.51.100.11', '198.51.100.12'].map((address) =>
        openFrom(url, address, cookie),
      ),
    );
    expect(await sockets[0].auth({ userId: user.id })).toMatchObject({ type: 'auth_success' });
    expect(await sockets[1].auth({ userId: user.id })).toMatchObject({ type: 'auth_success' });
    expect(await sockets[0].auth({ userId: user.id })).toMatchObject({ type: 'auth_success' });
    expect(await closedOrAnswered(sockets[2], { type: 'auth', userId: user.id })).toEqual({
      code: 1008,
      reason: TOO_MANY_FOR_IDENTITY.reason,
    });
    sockets[0].close();
    sockets[1].close();
  });

  it('caps the sockets of one visitor (chat_state) the same way', async () => {
    const guest = await guestConversation(t.http, 'Manytabs');
    const sockets = await Promise.all(
      ['198.51.100.20', '198.51.100.21', '198.51.100.22'].map((address) =>
        openFrom(url, address, guest.cookie),
      ),
    );
    expect(await sockets[0].auth({ username: 'Manytabs' })).toEqual({
      type: 'auth_success',
      visitor: true,
    });
    expect(await sockets[1].auth({ username: 'Manytabs' })).toEqual({
      type: 'auth_success',
      visitor: true,
    });
    expect(await closedOrAnswered(sockets[2], { type: 'auth', username: 'Manytabs' })).toEqual({
      code: 1008,
      reason: TOO_MANY_FOR_IDENTITY.reason,
    });
    sockets[0].close();
    sockets[1].close();
  });
});

describe('/ws instance cap', () => {
  it('refuses upgrades past WS_MAX_SOCKETS with 503 and Retry-After', async () => {
    const { t, url } = await startListening({ WS_MAX_SOCKETS: '2' });
    try {
      const open = [await TestSocket.open(url), await TestSocket.open(url)];
      expect(await refusedUpgrade(url)).toEqual({
        status: 503,
        retryAfter: '5',
        body: INSTANCE_FULL.reason,
      });
      for (const socket of open) socket.close();
    } finally {
      await t.close();
    }
  });
});

describe('/ws upgrade rate', () => {
  it('refuses an address its upgrades past WS_UPGRADES_PER_ADDRESS with 429, and not other addresses', async () => {
    const { t, url } = await startListening({ TRUST_PROXY: '1', WS_UPGRADES_PER_ADDRESS: '3/60' });
    try {
      for (let upgrade = 0; upgrade < 3; upgrade++) {
        const socket = await openFrom(url, '198.51.100.30');
        socket.close();
        await socket.closed;
      }
      const refusal = await refusedUpgrade(url, '198.51.100.30');
      expect(refusal).toEqual({
        status: 429,
        retryAfter: expect.stringMatching(/^\d+$/),
        body: TOO_MANY_UPGRADES.reason,
      });
      // One upgrade of the three comes back every 20 seconds.
      expect(Number(refusal.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(refusal.retryAfter)).toBeLessThanOrEqual(20);
      const elsewhere = await openFrom(url, '198.51.100.31');
      expect(await elsewhere.auth({ userId: 'not-mine' })).toEqual(NOT_THIS_USER);
      elsewhere.close();
    } finally {
      await t.close();
    }
  });
});

describe('/ws authentication deadline', () => {
  it('closes a socket that has not authenticated in time with 1008, and leaves authenticated ones open', async () => {
    const { t, url } = await startListening({ WS_AUTH_TIMEOUT_MS: '1000' });
    try {
      const { cookie, user } = await registeredCookie(t.http);
      const member = await TestSocket.open(url, { cookie });
      expect(await member.auth({ userId: user.id })).toMatchObject({ type: 'auth_success' });
      const silent = await TestSocket.open(url);
      expect(await silent.closed).toEqual({
        code: 1008,
        reason: 'Not authenticated within 1000 ms',
      });
      expect(await member.auth({ userId: user.id })).toMatchObject({ type: 'auth_success' });
      member.close();
    } finally {
      await t.close();
    }
  });
});

describe('/ws slow consumers', () => {
  it('closes a socket that does not read what it is sent with 1008, instead of buffering it', async () => {
    const { t, url } = await startListening({
      WS_MAX_BUFFERED_BYTES: '65536',
      RATE_LIMIT_SEND: '100000/10',
      WS_FRAMES_PER_SOCKET: '100000/1',
      WS_FRAMES_PER_ADDRESS: '100000/1',
    });
    try {
      const { cookie, user, conversation } = await memberWithConversation(t.http);
      const reader = await TestSocket.open(url, { cookie });
      const sender = await TestSocket.open(url, { cookie });
      for (const socket of [reader, sender])
        expect(await socket.auth({ userId: user.id })).toMatchObject({ type: 'auth_success' });
      reader.socket.pause();

      // Each message goes to both sockets until the server gives up on the reader.
      const delivered = async () =>
        (await t.app.get(MetricsService).messagesDelivered.get()).values[0]?.value ?? 0;
      let sent = 0;
      for (let before = await delivered(); sent < 2_000; sent++) {
        // 4,000 characters of three bytes each: the most a message may carry.
        const content = `${sent}:`.padEnd(4000, '€');
        const ack = sender.next(isNewMessage((message) => message.content === content));
        sender.send({ type: 'send_message', conversationId: conversation.id, content });
        await ack;
        const after = await delivered();
        if (after - before === 1) break;
        before = after;
      }
      expect(sent).toBeLessThan(2_000);

      reader.socket.resume();
      expect(await reader.closed).toEqual({ code: 1008, reason: SOCKET_CLOSE_REASON.tooSlow });
      expect(reader.ofType('new_message').length).toBeLessThan(sent + 1);
      sender.close();
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe('/ws visitor send budget', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ t, url } = await startListening({ TRUST_PROXY: '1', RATE_LIMIT_SEND: '3/60' }));
  });
  afterAll(() => t.close());

  async function visitorSocket(address: string, name: string) {
    const guest = await guestConversation(t.http, name);
    const socket = await openFrom(url, address, guest.cookie);
    expect(await socket.auth({ username: name })).toEqual({ type: 'auth_success', visitor: true });
    const send = (clientMessageId: string) => {
      socket.send({
        type: 'send_message',
        conversationId: guest.conversation.id,
        content: clientMessageId,
        clientMessageId: clientId(clientMessageId),
      });
      return socket.answerTo(clientId(clientMessageId));
    };
    return { guest, socket, send };
  }

  it("counts a visitor's socket sends against its address too, so fresh cookies do not multiply the budget", async () => {
    const first = await visitorSocket('192.0.2.1', 'First');
    for (const id of ['one', 'two', 'three'])
      expect(await first.send(id)).toMatchObject({ type: 'new_message', message: { content: id } });
    const fresh = await visitorSocket('192.0.2.1', 'Fresh');
    expect(await fresh.send('fresh-cookie')).toEqual({
      ...refused,
      clientMessageId: clientId('fresh-cookie'),
    });
    first.socket.close();
    fresh.socket.close();
  });

  it("shares one budget between a visitor's web and socket sends", async () => {
    const visitor = await visitorSocket('192.0.2.2', 'Both');
    for (const content of ['web one', 'web two']) {
      await request(t.http)
        .post(`/api/chat-conversations/${visitor.guest.conversation.id}/messages`)
        .set('Cookie', visitor.guest.cookie)
        .set('X-Forwarded-For', '192.0.2.2')
        .send({ content })
        .expect(201);
    }
    expect(await visitor.send('socket one')).toMatchObject({ type: 'new_message' });
    expect(await visitor.send('socket two')).toEqual({
      ...refused,
      clientMessageId: clientId('socket two'),
    });
    visitor.socket.close();
  });
});
