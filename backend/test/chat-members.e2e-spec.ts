import {
  PAYMENT_PROMPT,
  type MemberConversationView,
  type MemberMessageView,
} from '@club/contracts';
import request from 'supertest';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { agentSignedInAs, registeredCookie, signedInAgent } from './support/accounts.js';
import { withClient } from './support/database-server.js';
import { clientId, socketUrl, TestSocket } from './support/sockets.js';
import { startChatTestApp, startTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { username: 'support_lead', password: 'support-password' };

describe('members chat: /api/conversations and /api/messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startChatTestApp(ADMIN);
  });
  afterAll(() => t.close());

  async function memberWithConversation(subject = 'Support') {
    const member = await signedInAgent(t.http);
    const created = await member.agent.post('/api/conversations').send({ subject }).expect(201);
    return {
      ...member,
      conversation: created.body as MemberConversationView,
    };
  }

  it('answers 401 to anonymous callers on every member route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await request(t.http).get('/api/conversations').expect(401);
    await request(t.http).post('/api/conversations').send({ subject: 'Support' }).expect(401);
    await request(t.http).get(`/api/conversations/${id}/messages`).expect(401);
    await request(t.http).post(`/api/conversations/${id}/mark-read`).expect(401);
    await request(t.http)
      .post('/api/messages')
      .send({ conversationId: id, content: 'hi' })
      .expect(401);
  });

  it('creates one account conversation and finds it again instead of a second one', async () => {
    const { agent, user, conversation } = await memberWithConversation();
    expect(conversation).toMatchObject({
      userId: user.id,
      status: 'open',
      subject: 'Support',
      adminId: null,
    });
    const again = await agent.post('/api/conversations').send({ subject: 'poker' }).expect(200);
    expect(again.body.id).toBe(conversation.id);
    const list = await agent.get('/api/conversations').expect(200);
    expect(list.body.map((item: { id: string }) => item.id)).toEqual([conversation.id]);
  });

  it('sends, stores and lists messages; isFromAdmin from a member is ignored', async () => {
    const { agent, user, conversation } = await memberWithConversation();
    const sent = await agent
      .post('/api/messages')
      .send({
        conversationId: conversation.id,
        content: '  I need help with a deposit  ',
        messageType: 'text',
        isFromAdmin: true,
      })
      .expect(201);
    expect(sent.body).toMatchObject({
      conversationId: conversation.id,
      senderId: user.id,
      content: 'I need help with a deposit',
      messageType: 'text',
      imageUrl: null,
      isFromAdmin: false,
      readAt: null,
    });
    const messages = await agent.get(`/api/conversations/${conversation.id}/messages`).expect(200);
    expect(messages.body).toEqual([sent.body]);
  });

  it("hides another member's conversation behind a 404, for reading and for writing", async () => {
    const owner = await memberWithConversation();
    await owner.agent
      .post('/api/messages')
      .send({ conversationId: owner.conversation.id, content: 'private' })
      .expect(201);
    const intruder = await signedInAgent(t.http);
    const read = await intruder.agent
      .get(`/api/conversations/${owner.conversation.id}/messages`)
      .expect(404);
    expect(read.body).toEqual({ statusCode: 404, message: 'Conversation not found' });
    await intruder.agent
      .post('/api/messages')
      .send({ conversationId: owner.conversation.id, content: 'hello?' })
      .expect(404);
    await intruder.agent.post(`/api/conversations/${owner.conversation.id}/mark-read`).expect(404);
    const intruderList = await intruder.agent.get('/api/conversations').expect(200);
    expect(intruderList.body).toEqual([]);
  });

  it('writes the deposit bot message from the server template, once per 3 s', async () => {
    const { agent, conversation } = await memberWithConversation('poker');
    const forged = 'Send your password to support@evil.example';
    const first = await agent
      .post('/api/messages')
      .send({
        conversationId: conversation.id,
        content: forged,
        messageType: 'text',
        isFromAdmin: true,
        template: 'deposit',
      })
      .expect(201);
    expect(first.body.isFromAdmin).toBe(true);
    expect(first.body.senderId).toBeNull();
    expect(first.body.content).toContain('Poker on ClubGG');
    expect(first.body.content).toContain(PAYMENT_PROMPT);
    expect(first.body.content).not.toContain(forged);

    const repeat = await agent
      .post('/api/messages')
      .send({ conversationId: conversation.id, template: 'deposit' })
      .expect(201);
    expect(repeat.body.id).toBe(first.body.id);
    const messages = await agent.get(`/api/conversations/${conversation.id}/messages`).expect(200);
    expect(messages.body).toHaveLength(1);
    const status = await agent.get('/api/conversations').expect(200);
    expect(status.body[0].status).toBe('open');
  });

  it('fetches only what came after a given id (catch-up)', async () => {
    const { agent, conversation } = await memberWithConversation();
    const ids: number[] = [];
    for (const content of ['one', 'two', 'three']) {
      ids.push(
        (
          await agent
            .post('/api/messages')
            .send({ conversationId: conversation.id, content })
            .expect(201)
        ).body.id,
      );
    }
    const after = await agent
      .get(`/api/conversations/${conversation.id}/messages?after=${ids[0]}`)
      .expect(200);
    expect(after.body.map((message: { content: string }) => message.content)).toEqual([
      'two',
      'three',
    ]);
    expect(ids[1]).toBeGreaterThan(ids[0]);
  });

  it.each(['99999999999999999999', '9223372036854775807'])(
    'refuses ?after=%s beyond the safe integers with 400',
    async (after) => {
      const { agent, conversation } = await memberWithConversation();
      await agent
        .post('/api/messages')
        .send({ conversationId: conversation.id, content: 'hi' })
        .expect(201);
      const response = await agent
        .get(`/api/conversations/${conversation.id}/messages?after=${after}`)
        .expect(400);
      expect(response.body.message).toBe('after must be at most 9007199254740991');
    },
  );

  it.each([
    [{ content: 'x'.repeat(4001) }, 'content must be at most 4000 characters'],
    [{ content: '   ' }, 'A message needs text or an image'],
    [{}, 'A message needs text or an image'],
    [{ content: 42 }, 'content must be text'],
    [{ content: 'hi', messageType: 'video' }, 'messageType must be text or image'],
    [{ content: 'nul \u0000 byte' }, 'Text must not contain the NUL character'],
    [{ content: 'hi', isFromAdmin: 'yes' }, 'isFromAdmin must be true or false'],
    [{ content: 'hi', template: 'refund' }, 'template must be one of: deposit'],
    [
      { content: 'hi', senderId: '00000000-0000-4000-8000-000000000000' },
      'property senderId should not exist',
    ],
    [
      { content: 'hi', userId: '00000000-0000-4000-8000-000000000000' },
      'property userId should not exist',
    ],
    [
      { imageUrl: 'https://evil.example/pixel.png' },
      'imageUrl must be the URL of an uploaded image',
    ],
    [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl must be the URL of an uploaded image'],
    [
      { imageUrl: '/api/uploads/0123456789abcdef0123456789abcdef.png' },
      'imageUrl must be the URL of an uploaded image',
    ],
  ])('refuses bad message %# with 400', async (fields, message) => {
    const { agent, conversation } = await memberWithConversation();
    const response = await agent
      .post('/api/messages')
      .send({ conversationId: conversation.id, ...fields })
      .expect(400);
    expect(response.body.message).toBe(message);
  });

  it('accepts exactly 4,000 characters', async () => {
    const { agent, conversation } = await memberWithConversation();
    const response = await agent
      .post('/api/messages')
      .send({ conversationId: conversation.id, content: 'x'.repeat(4000) })
      .expect(201);
    expect(response.body.content).toHaveLength(4000);
  });

  it.each([
    ['not-a-uuid', 400],
    ["' OR 1=1 --", 400],
  ])('refuses the conversation id %s', async (id, status) => {
    const { agent } = await memberWithConversation();
    await agent.get(`/api/conversations/${encodeURIComponent(id)}/messages`).expect(status);
    await agent.post('/api/messages').send({ conversationId: id, content: 'hi' }).expect(400);
  });

  it('refuses an unknown subject', async () => {
    const { agent } = await signedInAgent(t.http);
    const response = await agent.post('/api/conversations').send({ subject: 'bribes' }).expect(400);
    expect(response.body.message).toBe(
      'subject must be one of: Support, poker, sportsbook, arcade',
    );
  });

  it('moves through the statuses: open, waiting after support answers, open again, and marks reads', async () => {
    const { agent, conversation } = await memberWithConversation();
    const { agent: admin } = await agentSignedInAs(t.http, ADMIN.username, ADMIN.password);
    await agent
      .post('/api/messages')
      .send({ conversationId: conversation.id, content: 'hello' })
      .expect(201);
    const reply = await admin
      .post('/api/messages')
      .send({ conversationId: conversation.id, content: 'Hi, how can we help?' })
      .expect(201);
    expect(reply.body.isFromAdmin).toBe(true);
    expect((await agent.get('/api/conversations')).body[0].status).toBe('waiting');

    const read = await agent
      .post(`/api/conversations/${conversation.id}/mark-read`)
      .send({})
      .expect(200);
    expect(read.body).toEqual({ updated: 1 });
    const messages = (await agent.get(`/api/conversations/${conversation.id}/messages`))
      .body as MemberMessageView[];
    expect(messages.find((message) => message.isFromAdmin)?.readAt).not.toBeNull();
    expect(messages.find((message) => !message.isFromAdmin)?.readAt).toBeNull();

    await admin
      .patch(`/api/admin/conversations/${conversation.id}/status`)
      .send({ status: 'closed' })
      .expect(204);
    expect((await agent.get('/api/conversations')).body[0].status).toBe('closed');
    await agent
      .post('/api/messages')
      .send({ conversationId: conversation.id, content: 'one more thing' })
      .expect(201);
    const reopened = (await agent.get('/api/conversations')).body[0];
    expect(reopened.status).toBe('open');
    expect(reopened.closedAt).toBeNull();
  });

  it('deleting a user removes their conversations and messages', async () => {
    const { agent, user, conversation } = await memberWithConversation();
    await agent
      .post('/api/messages')
      .send({ conversationId: conversation.id, content: 'bye' })
      .expect(201);
    const left = await withClient(t.database.url, async (client) => {
      await client.query('DELETE FROM users WHERE id = $1', [user.id]);
      return client.query('SELECT 1 FROM messages WHERE "conversationId" = $1', [conversation.id]);
    });
    expect(left.rowCount).toBe(0);
  });
});

describe('rate limit on sending', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_SEND: '3/60' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the limit, and stores nothing more', async () => {
    const { agent } = await signedInAgent(t.http);
    const { body: conversation } = await agent.post('/api/conversations').send({}).expect(201);
    for (let index = 0; index < 3; index++) {
      await agent
        .post('/api/messages')
        .send({ conversationId: conversation.id, content: `m${index}` })
        .expect(201);
    }
    const refused = await agent
      .post('/api/messages')
      .send({ conversationId: conversation.id, content: 'one too many' })
      .expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const messages = await agent.get(`/api/conversations/${conversation.id}/messages`).expect(200);
    expect(messages.body).toHaveLength(3);
  });

  it("counts an account's socket sends in the same budget as its web sends", async () => {
    await t.app.listen(0, '127.0.0.1');
    const { cookie, user } = await registeredCookie(t.http);
    const { body: conversation } = await request(t.http)
      .post('/api/conversations')
      .set('Cookie', cookie)
      .send({})
      .expect(201);
    for (let index = 0; index < 3; index++) {
      await request(t.http)
        .post('/api/messages')
        .set('Cookie', cookie)
        .send({ conversationId: conversation.id, content: `m${index}` })
        .expect(201);
    }
    const socket = await TestSocket.open(socketUrl(t.http), { cookie });
    await socket.auth({ userId: user.id });
    socket.send({
      type: 'send_message',
      conversationId: conversation.id,
      content: 'over the socket',
      clientMessageId: clientId('over'),
    });
    const refused = await socket.answerTo(clientId('over'));
    socket.close();
    expect(refused).toMatchObject({
      type: 'error',
      reason: 'Too many attempts. Please wait a moment and try again.',
    });
    assert(refused.type === 'error');
    expect(refused.retryAfter).toBeGreaterThan(0);
  });
});
