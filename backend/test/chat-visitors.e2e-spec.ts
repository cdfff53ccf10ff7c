import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs, signedInAgent } from './support/accounts.js';
import { HTML_NAMED_PNG, OVERSIZE_PNG, PNG, SVG } from './support/images.js';
import { startChatTestApp, startTestApp, type TestApp } from './support/test-app.js';
import { chatStateCookieOf, deviceConversation, guestConversation } from './support/visitors.js';

const ADMIN = { username: 'visitor_desk', password: 'visitor-desk-password' };

describe('device-identified visitor chat: /api/anonymous-chat', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startChatTestApp(ADMIN, {
      RATE_LIMIT_UPLOAD: '1000/10',
    });
  });
  afterAll(() => t.close());

  it('creates a conversation, issues an httpOnly chat_state cookie, and finds the same one again', async () => {
    const deviceId = `device-${Date.now()}-q1w2e3`;
    const first = await request(t.http)
      .post('/api/anonymous-chat/conversation')
      .send({ deviceId, displayName: 'Guest-Q1W2E' })
      .expect(200);
    expect(first.body).toMatchObject({
      deviceId,
      displayName: 'Guest-Q1W2E',
      kind: 'device',
      status: 'open',
      isAnonymous: true,
    });
    const setCookie = ([] as string[])
      .concat(first.headers['set-cookie'] ?? [])
      .find((cookie) => cookie.startsWith('chat_state='));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);

    const cookie = chatStateCookieOf(first.headers['set-cookie'])!;
    const again = await request(t.http)
      .post('/api/anonymous-chat/conversation')
      .set('Cookie', cookie)
      .send({ deviceId })
      .expect(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('sends and reads messages with the cookie; isFromAdmin and adminSenderId are ignored', async () => {
    const { conversation, cookie, deviceId } = await deviceConversation(t.http);
    const sent = await request(t.http)
      .post('/api/anonymous-chat/messages')
      .set('Cookie', cookie)
      .send({
        conversationId: conversation.id,
        deviceId,
        content: 'Hello support',
        messageType: 'text',
        isFromAdmin: true,
        adminSenderId: '00000000-0000-4000-8000-000000000000',
      })
      .expect(201);
    expect(sent.body).toMatchObject({
      content: 'Hello support',
      isFromAdmin: false,
      adminSenderId: null,
      deviceId,
      senderId: deviceId,
    });
    const messages = await request(t.http)
      .get(`/api/anonymous-chat/conversations/${conversation.id}/messages`)
      .set('Cookie', cookie)
      .expect(200);
    expect(messages.body).toEqual([sent.body]);
  });

  it('keeps a conversation from another browser with the same device id, from no cookie, and from a forged cookie', async () => {
    const { conversation, cookie, deviceId } = await deviceConversation(t.http);
    await request(t.http)
      .post('/api/anonymous-chat/messages')
      .set('Cookie', cookie)
      .send({ conversationId: conversation.id, deviceId, content: 'secret' })
      .expect(201);

    const other = await request(t.http)
      .post('/api/anonymous-chat/conversation')
      .send({ deviceId })
      .expect(200);
    expect(other.body.id).not.toBe(conversation.id);
    const otherCookie = chatStateCookieOf(other.headers['set-cookie'])!;

    for (const attempt of [
      otherCookie,
      undefined,
      'chat_state=s%3Aforged.token',
      cookie.replace(/.$/, 'x'),
    ]) {
      const call = (builder: request.Test) => (attempt ? builder.set('Cookie', attempt) : builder);
      await call(
        request(t.http).get(`/api/anonymous-chat/conversations/${conversation.id}/messages`),
      ).expect(404);
      await call(request(t.http).post('/api/anonymous-chat/messages'))
        .send({ conversationId: conversation.id, deviceId, content: 'x' })
        .expect(404);
      await call(request(t.http).patch(`/api/anonymous-chat/conversations/${conversation.id}/name`))
        .send({ displayName: 'Pwned' })
        .expect(404);
      await call(
        request(t.http).post(`/api/anonymous-chat/conversations/${conversation.id}/mark-read`),
      )
        .send({})
        .expect(404);
      await call(request(t.http).post('/api/anonymous-chat/upload-image'))
        .field('conversationId', conversation.id)
        .field('deviceId', deviceId)
        .attach('image', PNG, 'a.png')
        .expect(404);
    }
  });

  it("refuses a message whose device id is not the conversation's", async () => {
    const { conversation, cookie } = await deviceConversation(t.http);
    await request(t.http)
      .post('/api/anonymous-chat/messages')
      .set('Cookie', cookie)
      .send({ conversationId: conversation.id, deviceId: 'device-other', content: 'x' })
      .expect(404);
  });

  it('renames, and refuses blank or overlong names', async () => {
    const { conversation, cookie } = await deviceConversation(t.http);
    const renamed = await request(t.http)
      .patch(`/api/anonymous-chat/conversations/${conversation.id}/name`)
      .set('Cookie', cookie)
      .send({ displayName: '  Nova  ' })
      .expect(200);
    expect(renamed.body.displayName).toBe('Nova');
    const blank = await request(t.http)
      .patch(`/api/anonymous-chat/conversations/${conversation.id}/name`)
      .set('Cookie', cookie)
      .send({ displayName: '   ' })
      .expect(400);
    expect(blank.body.message).toBe('displayName is required');
    const long = await request(t.http)
      .patch(`/api/anonymous-chat/conversations/${conversation.id}/name`)
      .set('Cookie', cookie)
      .send({ displayName: 'n'.repeat(51) })
      .expect(400);
    expect(long.body.message).toBe('displayName must be at most 50 characters');
  });

  it.each([
    [{}, 'deviceId must be text'],
    [{ deviceId: '' }, 'deviceId is required'],
    [{ deviceId: 'd'.repeat(101) }, 'deviceId must be at most 100 characters'],
    [
      { deviceId: "device'; DROP TABLE users;--" },
      'deviceId may contain only letters, digits, dots, colons, dashes and underscores',
    ],
    [{ deviceId: ['device-1'] }, 'deviceId must be text'],
    [
      { deviceId: 'device-1', displayName: 'x'.repeat(51) },
      'displayName must be at most 50 characters',
    ],
  ])('refuses the bad conversation request %# with 400', async (body, message) => {
    const response = await request(t.http)
      .post('/api/anonymous-chat/conversation')
      .send(body)
      .expect(400);
    expect(response.body.message).toBe(message);
  });

  it('counts unread support messages and marks them read when the panel opens', async () => {
    const { conversation, cookie } = await deviceConversation(t.http);
    const { agent: admin } = await agentSignedInAs(t.http, ADMIN.username, ADMIN.password);
    await admin
      .post('/api/admin/anonymous-chat/messages')
      .send({ conversationId: conversation.id, content: 'Hi there!' })
      .expect(201);
    const before = await request(t.http)
      .get(`/api/anonymous-chat/conversations/${conversation.id}/messages`)
      .set('Cookie', cookie);
    expect(
      before.body.filter(
        (message: { isFromAdmin: boolean; readAt: string | null }) =>
          message.isFromAdmin && !message.readAt,
      ),
    ).toHaveLength(1);
    const read = await request(t.http)
      .post(`/api/anonymous-chat/conversations/${conversation.id}/mark-read`)
      .set('Cookie', cookie)
      .send({})
      .expect(200);
    expect(read.body).toEqual({ updated: 1 });
  });

  describe('image uploads', () => {
    it('stores a real image under a random name and serves it with its type and nosniff', async () => {
      const { conversation, cookie, deviceId } = await deviceConversation(t.http);
      const sent = await request(t.http)
        .post('/api/anonymous-chat/upload-image')
        .set('Cookie', cookie)
        .field('conversationId', conversation.id)
        .field('deviceId', deviceId)
        .field('content', 'my receipt')
        .attach('image', PNG, { filename: 'receipt.gif', contentType: 'image/gif' })
        .expect(201);
      expect(sent.body).toMatchObject({
        messageType: 'image',
        content: 'my receipt',
        isFromAdmin: false,
      });
      expect(sent.body.imageUrl).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);

      const image = await request(t.http).get(sent.body.imageUrl).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);
    });

    it.each([
      [
        'HTML named .png',
        HTML_NAMED_PNG,
        'evil.png',
        'image/png',
        415,
        'The file must be a JPEG, PNG, GIF or WebP image',
      ],
      [
        'SVG',
        SVG,
        'logo.svg',
        'image/svg+xml',
        415,
        'The file must be a JPEG, PNG, GIF or WebP image',
      ],
      ['over 5 MB', OVERSIZE_PNG, 'huge.png', 'image/png', 413, 'File too large'],
      [
        'empty',
        Buffer.alloc(0),
        'empty.png',
        'image/png',
        400,
        'An image file is required in the "image" field',
      ],
    ])('refuses %s', async (_name, bytes, filename, contentType, status, message) => {
      const { conversation, cookie, deviceId } = await deviceConversation(t.http);
      const response = await request(t.http)
        .post('/api/anonymous-chat/upload-image')
        .set('Cookie', cookie)
        .field('conversationId', conversation.id)
        .field('deviceId', deviceId)
        .attach('image', bytes, { filename, contentType })
        .expect(status);
      expect(response.body.message).toBe(message);
      const messages = await request(t.http)
        .get(`/api/anonymous-chat/conversations/${conversation.id}/messages`)
        .set('Cookie', cookie);
      expect(messages.body).toEqual([]);
    });

    it('refuses an upload with no file, or with the file in another field', async () => {
      const { conversation, cookie, deviceId } = await deviceConversation(t.http);
      await request(t.http)
        .post('/api/anonymous-chat/upload-image')
        .set('Cookie', cookie)
        .field('conversationId', conversation.id)
        .field('deviceId', deviceId)
        .expect(400);
      await request(t.http)
        .post('/api/anonymous-chat/upload-image')
        .set('Cookie', cookie)
        .field('conversationId', conversation.id)
        .field('deviceId', deviceId)
        .attach('file', PNG, 'a.png')
        .expect(400);
    });

    it('answers 404 for image names it could not have made', async () => {
      await request(t.http).get('/api/uploads/..%2F..%2Fpostgres-password').expect(404);
      await request(t.http).get('/api/uploads/00000000000000000000000000000000.png').expect(404);
      await request(t.http).get('/api/uploads/evil.html').expect(404);
    });
  });
});

describe('guest-named visitor chat: /api/chat-conversations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startChatTestApp(ADMIN, {
      RATE_LIMIT_UPLOAD: '1000/10',
    });
  });
  afterAll(() => t.close());

  it('finds nothing for a new visitor, then creates and finds the conversation by name', async () => {
    const empty = await request(t.http)
      .get('/api/chat-conversations?username=Stargazer')
      .expect(200);
    expect(empty.body).toEqual([]);
    const { conversation, cookie } = await guestConversation(t.http, 'Stargazer');
    expect(conversation).toMatchObject({
      username: 'Stargazer',
      subject: 'Support',
      kind: 'guest',
    });
    const found = await request(t.http)
      .get('/api/chat-conversations?username=Stargazer&t=123')
      .set('Cookie', cookie)
      .expect(200);
    expect(found.body.map((item: { id: string }) => item.id)).toEqual([conversation.id]);
  });

  it('does not give another visitor with the same guest name the conversation', async () => {
    const { conversation, cookie } = await guestConversation(t.http, 'SameName');
    await request(t.http)
      .post(`/api/chat-conversations/${conversation.id}/messages`)
      .set('Cookie', cookie)
      .send({ content: 'my account number' })
      .expect(201);

    const stranger = await request(t.http)
      .get('/api/chat-conversations?username=SameName')
      .expect(200);
    expect(stranger.body).toEqual([]);
    const strangers = await guestConversation(t.http, 'SameName');
    expect(strangers.conversation.id).not.toBe(conversation.id);
    await request(t.http)
      .get(`/api/chat-conversations/${conversation.id}/messages`)
      .set('Cookie', strangers.cookie)
      .expect(404);
    await request(t.http)
      .post(`/api/chat-conversations/${conversation.id}/messages`)
      .set('Cookie', strangers.cookie)
      .send({ content: 'x' })
      .expect(404);
    await request(t.http)
      .post('/api/chat-upload-image')
      .set('Cookie', strangers.cookie)
      .field('conversationId', conversation.id)
      .attach('image', PNG, 'a.png')
      .expect(404);
  });

  it('sends text and captioned images; support messages carry the admin as sender', async () => {
    const { conversation, cookie } = await guestConversation(t.http, 'Nebula');
    const text = await request(t.http)
      .post(`/api/chat-conversations/${conversation.id}/messages`)
      .set('Cookie', cookie)
      .send({ content: 'Hi', isFromAdmin: true, username: 'Nebula' })
      .expect(201);
    expect(text.body).toMatchObject({
      content: 'Hi',
      isFromAdmin: false,
      senderId: 'Nebula',
      messageType: 'text',
    });

    const image = await request(t.http)
      .post('/api/chat-upload-image')
      .set('Cookie', cookie)
      .field('conversationId', conversation.id)
      .field('caption', 'screenshot')
      .attach('image', PNG, 'shot.png')
      .expect(201);
    expect(image.body).toMatchObject({ messageType: 'image', content: 'screenshot' });

    const { agent: admin, user } = await agentSignedInAs(t.http, ADMIN.username, ADMIN.password);
    await admin
      .post('/api/admin/anonymous-chat/messages')
      .send({ conversationId: conversation.id, content: 'Welcome!' })
      .expect(201);
    const messages = await request(t.http)
      .get(`/api/chat-conversations/${conversation.id}/messages`)
      .set('Cookie', cookie)
      .expect(200);
    expect(messages.body.map((message: { content: string }) => message.content)).toEqual([
      'Hi',
      'screenshot',
      'Welcome!',
    ]);
    expect(messages.body[2]).toMatchObject({
      isFromAdmin: true,
      senderId: user.id,
      adminSenderId: user.id,
    });
  });

  it.each([
    ['', 'username is required'],
    ['   ', 'username is required'],
    ['u'.repeat(51), 'username must be at most 50 characters'],
  ])('refuses the guest name %j', async (username, message) => {
    const created = await request(t.http)
      .post('/api/chat-conversations')
      .send({ username, subject: 'Support' })
      .expect(400);
    expect(created.body.message).toBe(message);
    const found = await request(t.http)
      .get(`/api/chat-conversations?username=${encodeURIComponent(username)}`)
      .expect(400);
    expect(found.body.message).toBe(message);
  });

  it('keeps the visitor chat reachable after the visitor signs in', async () => {
    const { conversation, cookie } = await guestConversation(t.http, 'LaterMember');
    const { agent } = await signedInAgent(t.http);
    agent.jar.setCookie(`${cookie}; Path=/`, '127.0.0.1', '/');
    const messages = await agent
      .get(`/api/chat-conversations/${conversation.id}/messages`)
      .expect(200);
    expect(messages.body).toEqual([]);
  });
});

describe('POST /api/chat/upload-image', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_UPLOAD: '2/60' });
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    await request(t.http).post('/api/chat/upload-image').attach('image', PNG, 'a.png').expect(401);
  });

  it('answers the URL of the stored image, and limits uploads per minute', async () => {
    const { agent } = await signedInAgent(t.http);
    const first = await agent
      .post('/api/chat/upload-image')
      .attach('image', PNG, 'a.png')
      .expect(201);
    expect(first.body.imageUrl).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    await agent.post('/api/chat/upload-image').attach('image', PNG, 'b.png').expect(201);
    const refused = await agent
      .post('/api/chat/upload-image')
      .attach('image', PNG, 'c.png')
      .expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
