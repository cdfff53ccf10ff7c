import { PRODUCT_TEXT, variantText } from '@club/contracts';
import { connect } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentSignedInAs,
  memberWithConversation,
  PASSWORD,
  uniqueName,
} from './support/accounts.js';
import { clientId, socketUrl, TestSocket } from './support/sockets.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { username: 'bounds_admin', password: 'bounds-admin-password' };
const TOO_MANY = 'Input must not have more than 64 fields and list items in all';
const TOO_LONG_LIST = 'A list in the input must not have more than 100 items';
const TOO_LONG_NAME = 'Field names must be at most 100 characters';

/** An object of `count` fields named f0, f1, …. */
const fields = (count: number, value: unknown = 1) =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`f${index}`, value]));

const refusal = (message: string) => ({ statusCode: 400, message, errors: [message] });

/** The largest product the catalogue takes: 20 tags, 10 images, 100 variants of 10 options. */
const largestProduct = () => ({
  title: 'Everything Tee',
  description: 'Every size and colour.',
  tags: Array.from({ length: 20 }, (_, index) => `tag ${index}`),
  images: Array.from({ length: 10 }, (_, index) => ({
    src: `/images/merchandise/tee-${index}.svg`,
    is_default: index === 0,
  })),
  variants: Array.from({ length: 100 }, (_, index) => ({
    title: `Variant ${index}`,
    price: 1000 + index,
    options: Object.fromEntries(
      Array.from({ length: 10 }, (_, option) => [`Option ${option}`, `Value ${index}`]),
    ),
  })),
});

describe('bounded validation: input size is checked before validating it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    await t.app.listen(0, '127.0.0.1');
  });
  afterAll(() => t.close());

  it('refuses more than 64 fields and list items in all, flat or spread over nested objects, with one message', async () => {
    const username = uniqueName();
    const bodies = [
      { username, password: PASSWORD, ...fields(63) },
      { username, password: PASSWORD, extra: fields(70) },
      { username, password: PASSWORD, a: fields(30), b: fields(30), c: fields(10) },
      { username, password: PASSWORD, list: Array.from({ length: 20 }, () => fields(3)) },
    ];
    for (const body of bodies) {
      const refused = await request(t.http).post('/api/login').send(body).expect(400);
      expect(refused.body).toEqual(refusal(TOO_MANY));
    }
    const registered = await request(t.http)
      .post('/api/register')
      .send({ username, email: `${username}@example.com`, password: PASSWORD, ...fields(1000) })
      .expect(400);
    expect(registered.body).toEqual(refusal(TOO_MANY));
    await request(t.http).post('/api/login').send({ username, password: PASSWORD }).expect(401);
  });

  it('refuses a list over 100 items and a field name over 100 characters, in bodies and queries', async () => {
    const { cookie, conversation } = await memberWithConversation(t.http);
    const longList = await request(t.http)
      .post('/api/messages')
      .set('Cookie', cookie)
      .send({ conversationId: conversation.id, content: Array.from({ length: 101 }, () => 'x') })
      .expect(400);
    expect(longList.body).toEqual(refusal(TOO_LONG_LIST));
    const longName = await request(t.http)
      .post('/api/messages')
      .set('Cookie', cookie)
      .send({ conversationId: conversation.id, content: 'hi', ['x'.repeat(1_000)]: 1 })
      .expect(400);
    expect(longName.body).toEqual(refusal(TOO_LONG_NAME));

    const messagesPath = `/api/conversations/${conversation.id}/messages`;
    const repeated = await request(t.http)
      .get(`${messagesPath}?${Array.from({ length: 101 }, () => 'after=1').join('&')}`)
      .set('Cookie', cookie)
      .expect(400);
    expect(repeated.body).toEqual(refusal(TOO_LONG_LIST));
    const many = await request(t.http)
      .get(`${messagesPath}?${Array.from({ length: 65 }, (_, index) => `q${index}=1`).join('&')}`)
      .set('Cookie', cookie)
      .expect(400);
    expect(many.body).toEqual(refusal(TOO_MANY));
    expect(
      (await request(t.http).get(messagesPath).set('Cookie', cookie).expect(200)).body,
    ).toEqual([]);
  });

  it('lists at most 10 of the problems of a large input that passes the size check', async () => {
    const { agent } = await agentSignedInAs(t.http, ADMIN.username, ADMIN.password);
    const product = largestProduct();
    const everyPriceWrong = {
      ...product,
      variants: product.variants.map((variant) => ({ ...variant, price: -1 })),
    };
    const refused = await agent.post('/api/admin/merchandise').send(everyPriceWrong).expect(400);
    expect(refused.body.errors).toEqual(
      Array.from({ length: 10 }, (_, index) => variantText.priceTooLow(index + 1)),
    );
    expect(refused.body.message).toBe(refused.body.errors.join('. '));
  });

  it('still takes the largest product a DTO allows (1,455 fields and list items), and refuses one more', async () => {
    const { agent } = await agentSignedInAs(t.http, ADMIN.username, ADMIN.password);
    const { body: created } = await agent
      .post('/api/admin/merchandise')
      .send(largestProduct())
      .expect(201);
    expect(created.variants).toHaveLength(100);
    expect(created.images).toHaveLength(10);
    expect(created.tags).toHaveLength(20);
    const oneMore = largestProduct();
    oneMore.variants[0].options = { ...oneMore.variants[0].options, Extra: 'x' };
    const refused = await agent
      .put(`/api/admin/merchandise/${created.id}`)
      .send(oneMore)
      .expect(400);
    expect(refused.body).toEqual(
      refusal('Input must not have more than 1455 fields and list items in all'),
    );
  });

  it('answers a socket send of more than 64 fields with one error, and stores nothing', async () => {
    const { cookie, user, conversation } = await memberWithConversation(t.http);
    const socket = await TestSocket.open(socketUrl(t.http), { cookie });
    await socket.auth({ userId: user.id });
    socket.send({
      type: 'send_message',
      conversationId: conversation.id,
      content: 'wide',
      clientMessageId: clientId('wide'),
      ...fields(70),
    });
    const answer = await socket.answerTo(clientId('wide'));
    socket.close();
    expect(answer).toEqual({ type: 'error', reason: TOO_MANY, clientMessageId: clientId('wide') });
    const messages = await request(t.http)
      .get(`/api/conversations/${conversation.id}/messages`)
      .set('Cookie', cookie)
      .expect(200);
    expect(messages.body).toEqual([]);
  });

  it("refuses a JSON body over 32 KB with 413 unless an admin's session sent it", async () => {
    const large = { ...largestProduct(), description: 'x'.repeat(40_000) };
    const tooLarge = { statusCode: 413, message: 'The request body is too large' };
    const { cookie } = await memberWithConversation(t.http);
    const member = await request(t.http)
      .post('/api/admin/merchandise')
      .set('Cookie', cookie)
      .send(large)
      .expect(413);
    expect(member.body).toEqual(tooLarge);
    const visitor = await request(t.http)
      .post('/api/chat-conversations')
      .send({ username: 'x'.repeat(40_000) })
      .expect(413);
    expect(visitor.body).toEqual(tooLarge);
    const { agent } = await agentSignedInAs(t.http, ADMIN.username, ADMIN.password);
    const admin = await agent.post('/api/admin/merchandise').send(large).expect(400);
    expect(admin.body.errors).toEqual([PRODUCT_TEXT.descriptionTooLong]);
  });

  it('answers a refusal before the body has arrived and closes the connection without reading it', async () => {
    const port = (t.http.address() as { port: number }).port;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          [
            'POST /api/chat/upload-image HTTP/1.1',
            'Host: 127.0.0.1',
            'Content-Type: multipart/form-data; boundary=x',
            `Content-Length: ${5 * 1024 * 1024}`,
            '',
            '--x\r\n',
          ].join('\r\n'),
        ),
      );
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 401 Unauthorized\r\n/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
  });
});
