import { ERROR_TEXT } from '@club/contracts';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { registeredCookie } from './support/accounts.js';
import { clientId, isNewMessage, socketUrl, TestSocket } from './support/sockets.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { chatStateCookieOf } from './support/visitors.js';

// TRUST_PROXY=1 lets each test speak from addresses of its own through X-Forwarded-For.
const BEHIND_PROXY = { TRUST_PROXY: '1' };
const REFUSED = { statusCode: 429, message: ERROR_TEXT.tooManyRequests };

const deviceId = () => `device-${Date.now()}-${randomBytes(4).toString('hex')}`;

function expectRefused(response: request.Response, windowSeconds: number): void {
  expect(response.status).toBe(429);
  expect(response.body).toEqual(REFUSED);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

/** A visitor's browser at one address: its chat_state cookie once it has one. */
class Visitor {
  cookie?: string;

  constructor(
    private readonly t: TestApp,
    public address: string,
  ) {}

  call(method: 'post' | 'patch', path: string) {
    const call = request(this.t.http)[method](path).set('X-Forwarded-For', this.address);
    return this.cookie ? call.set('Cookie', this.cookie) : call;
  }

  async openDevice(id = deviceId()): Promise<request.Response> {
    const response = await this.call('post', '/api/anonymous-chat/conversation').send({
      deviceId: id,
      displayName: 'Comet',
    });
    this.cookie ??= chatStateCookieOf(response.headers['set-cookie']);
    return response;
  }

  async openGuest(username: string): Promise<request.Response> {
    const response = await this.call('post', '/api/chat-conversations').send({
      username,
      subject: 'Support',
    });
    this.cookie ??= chatStateCookieOf(response.headers['set-cookie']);
    return response;
  }
}

describe('budgets for new visitor conversations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      ...BEHIND_PROXY,
      RATE_LIMIT_NEW_CHAT_PER_ADDRESS: '4/3600',
      RATE_LIMIT_NEW_CHAT_PER_VISITOR: '2/3600',
    });
  });
  afterAll(() => t.close());

  it('one address cannot open more than its budget, of either kind, with a fresh cookie or none each time', async () => {
    const address = '203.0.113.1';
    for (let index = 0; index < 2; index++) {
      expect((await new Visitor(t, address).openDevice()).status).toBe(200);
      expect((await new Visitor(t, address).openGuest(`Guest${index}`)).status).toBe(201);
    }
    expectRefused(await new Visitor(t, address).openDevice(), 3600);
    expectRefused(await new Visitor(t, address).openGuest('Guest9'), 3600);
    const fresh = new Visitor(t, address);
    fresh.cookie = chatStateCookieOf(
      (await new Visitor(t, '203.0.113.2').openDevice()).headers['set-cookie'],
    );
    expectRefused(await fresh.openDevice(), 3600);

    expect((await new Visitor(t, '203.0.113.2').openDevice()).status).toBe(200);
  });

  it('one chat_state cookie cannot open more than its own budget, from any address', async () => {
    const visitor = new Visitor(t, '203.0.113.3');
    expect((await visitor.openDevice()).status).toBe(200);
    expect((await visitor.openDevice()).status).toBe(200);
    visitor.address = '203.0.113.4';
    expectRefused(await visitor.openDevice(), 3600);
    expectRefused(await visitor.openGuest('Orion'), 3600);

    expect((await new Visitor(t, '203.0.113.4').openDevice()).status).toBe(200);
  });

  it('reopening an existing conversation (as the widget does on every page) never counts', async () => {
    const visitor = new Visitor(t, '203.0.113.5');
    const id = deviceId();
    const device = await visitor.openDevice(id);
    const guest = await visitor.openGuest('Vega');
    for (let index = 0; index < 10; index++) {
      const again = await visitor.openDevice(id);
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(device.body.id);
      const guestAgain = await visitor.openGuest('Vega');
      expect(guestAgain.status).toBe(201);
      expect(guestAgain.body.id).toBe(guest.body.id);
    }
    expect((await new Visitor(t, '203.0.113.5').openDevice()).status).toBe(200);
  });

  it('members are not counted against the visitor budgets of their address', async () => {
    const address = '203.0.113.6';
    for (let index = 0; index < 4; index++) await new Visitor(t, address).openDevice();
    expectRefused(await new Visitor(t, address).openDevice(), 3600);

    const { cookie } = await registeredCookie(t.http);
    const member = (method: 'get' | 'post', path: string) =>
      request(t.http)[method](path).set('X-Forwarded-For', address).set('Cookie', cookie);
    const { body: conversation } = await member('post', '/api/conversations').send({}).expect(201);
    await member('post', '/api/messages')
      .send({ conversationId: conversation.id, content: 'Members are not visitors' })
      .expect(201);
  });
});

describe('budgets for visitor renames', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ...BEHIND_PROXY, RATE_LIMIT_RENAME: '3/600' });
  });
  afterAll(() => t.close());

  const rename = (visitor: Visitor, id: string, displayName: string) =>
    visitor.call('patch', `/api/anonymous-chat/conversations/${id}/name`).send({ displayName });

  it('a visitor renames at most its budget, from any address', async () => {
    const visitor = new Visitor(t, '198.51.100.1');
    const { body: conversation } = await visitor.openDevice();
    for (let index = 0; index < 3; index++) {
      expect((await rename(visitor, conversation.id, `Name ${index}`)).status).toBe(200);
    }
    visitor.address = '198.51.100.2';
    expectRefused(await rename(visitor, conversation.id, 'One too many'), 600);
  });

  it('fresh cookies from one address cannot multiply its renames', async () => {
    const visitors = [0, 1, 2].map(() => new Visitor(t, '198.51.100.3'));
    const ids: string[] = [];
    for (const visitor of visitors) ids.push((await visitor.openDevice()).body.id);
    expect((await rename(visitors[0], ids[0], 'First')).status).toBe(200);
    expect((await rename(visitors[0], ids[0], 'Second')).status).toBe(200);
    expect((await rename(visitors[1], ids[1], 'Third')).status).toBe(200);
    expectRefused(await rename(visitors[2], ids[2], 'Fourth'), 600);

    const elsewhere = new Visitor(t, '198.51.100.4');
    const { body: other } = await elsewhere.openDevice();
    expect((await rename(elsewhere, other.id, 'Elsewhere')).status).toBe(200);
  });
});

describe('budgets for visitor sends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ...BEHIND_PROXY, RATE_LIMIT_SEND: '3/600' });
    await t.app.listen(0, '127.0.0.1');
  });
  afterAll(() => t.close());

  async function deviceVisitor(address: string) {
    const visitor = new Visitor(t, address);
    const id = deviceId();
    const { body: conversation } = await visitor.openDevice(id);
    const send = (content: string) =>
      visitor
        .call('post', '/api/anonymous-chat/messages')
        .send({ conversationId: conversation.id, deviceId: id, content });
    return { visitor, conversation, deviceId: id, send };
  }

  it("a visitor's web sends count against its chat_state cookie, from any address", async () => {
    const { visitor, send } = await deviceVisitor('192.0.2.1');
    for (let index = 0; index < 3; index++) expect((await send(`hello ${index}`)).status).toBe(201);
    visitor.address = '192.0.2.2';
    expectRefused(await send('from another network'), 600);

    const neighbour = await deviceVisitor('192.0.2.2');
    expect((await neighbour.send('my own budget')).status).toBe(201);
  });

  it('fresh cookies from one address cannot multiply its send budget', async () => {
    const guests = [0, 1, 2].map(() => new Visitor(t, '192.0.2.3'));
    const ids: string[] = [];
    for (const [index, guest] of guests.entries()) {
      ids.push((await guest.openGuest(`Guest${index}`)).body.id);
    }
    const send = (index: number) =>
      guests[index]
        .call('post', `/api/chat-conversations/${ids[index]}/messages`)
        .send({ content: `from guest ${index}` });
    expect((await send(0)).status).toBe(201);
    expect((await send(0)).status).toBe(201);
    expect((await send(1)).status).toBe(201);
    expectRefused(await send(2), 600);
  });

  it('a socket send and a web send of one visitor share one budget', async () => {
    const { visitor, conversation, deviceId: id, send } = await deviceVisitor('192.0.2.4');
    const socket = await TestSocket.open(socketUrl(t.http), { cookie: visitor.cookie });
    try {
      expect(await socket.auth({ deviceId: id })).toEqual({ type: 'auth_success', visitor: true });
      for (const clientMessageId of ['s-1', 's-2']) {
        socket.send({
          type: 'send_message',
          conversationId: conversation.id,
          content: clientMessageId,
          clientMessageId: clientId(clientMessageId),
        });
        await socket.next(isNewMessage((message) => message.content === clientMessageId));
      }
      expect((await send('third, on the web')).status).toBe(201);
      expectRefused(await send('fourth, on the web'), 600);

      socket.send({
        type: 'send_message',
        conversationId: conversation.id,
        content: 'fifth',
        clientMessageId: clientId('s-5'),
      });
      const refused = await socket.answerTo(clientId('s-5'));
      expect(refused).toMatchObject({ type: 'error', reason: ERROR_TEXT.tooManyRequests });
      assert(refused.type === 'error');
      expect(refused.retryAfter).toBeGreaterThan(0);
    } finally {
      socket.close();
    }
  });

  it('members keep a budget of their own, whatever a visitor of their address or browser spent', async () => {
    const { visitor, send } = await deviceVisitor('192.0.2.5');
    for (let index = 0; index < 3; index++) await send(`visitor ${index}`);
    expectRefused(await send('visitor over budget'), 600);

    const { cookie } = await registeredCookie(t.http);
    const member = (path: string) =>
      request(t.http)
        .post(path)
        .set('X-Forwarded-For', visitor.address)
        .set('Cookie', `${cookie}; ${visitor.cookie}`);
    const { body: conversation } = await member('/api/conversations').send({}).expect(201);
    for (let index = 0; index < 3; index++) {
      await member('/api/messages')
        .send({ conversationId: conversation.id, content: `member ${index}` })
        .expect(201);
    }
    expectRefused(
      await member('/api/messages').send({ conversationId: conversation.id, content: 'over' }),
      600,
    );
  });
});
