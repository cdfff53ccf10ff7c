import fc from 'fast-check';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

/** Values of every JSON shape, including the awkward ones (NUL, huge numbers, deep objects). */
const anyValue = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    'a'.repeat(5_000),
    '00000000-0000-4000-8000-000000000000',
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

/** A body with some of the endpoint's own fields (random values) and some fields it does not know. */
const bodyOf = (fields: string[]) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(fields.map((field) => [field, anyValue])), { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 3 }),
    )
    .map(([known, unknown]) => ({ ...unknown, ...known }));

describe('DTO-validated endpoints under random input', () => {
  let t: TestApp;
  let attacker: TestAgent;
  let victim: TestAgent;
  let victimConversation: string;
  let victimSnapshot: () => Promise<unknown>;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_SEND: '100000/10', RATE_LIMIT_AUTH: '100000/60' });
    ({ agent: attacker } = await signedInAgent(t.http));
    ({ agent: victim } = await signedInAgent(t.http, { firstName: 'Victor' }));
    victimConversation = (await victim.post('/api/conversations').send({}).expect(201)).body.id;
    await victim
      .post('/api/messages')
      .send({ conversationId: victimConversation, content: 'mine' })
      .expect(201);
    victimSnapshot = async () => ({
      user: (await victim.get('/api/user').expect(200)).body,
      conversations: (await victim.get('/api/conversations').expect(200)).body,
      messages: (await victim.get(`/api/conversations/${victimConversation}/messages`).expect(200))
        .body,
    });
  });
  afterAll(() => t.close());

  const endpoints: {
    name: string;
    fields: string[];
    send: (body: object) => Promise<request.Response>;
  }[] = [
    {
      name: 'POST /api/register',
      fields: [
        'username',
        'email',
        'password',
        'acceptTerms',
        'firstName',
        'lastName',
        'phone',
        'nickname',
        'role',
        'id',
      ],
      send: (body) => request(t.http).post('/api/register').send(body),
    },
    {
      name: 'POST /api/login',
      fields: ['username', 'password'],
      send: (body) => request(t.http).post('/api/login').send(body),
    },
    {
      name: 'POST /api/conversations',
      fields: ['subject', 'userId'],
      send: (body) => attacker.post('/api/conversations').send(body),
    },
    {
      name: 'POST /api/messages (aimed at the victim)',
      fields: [
        'content',
        'messageType',
        'imageUrl',
        'isFromAdmin',
        'template',
        'senderId',
        'userId',
      ],
      send: (body) =>
        attacker.post('/api/messages').send({ ...body, conversationId: victimConversation }),
    },
    {
      name: 'POST /api/messages',
      fields: ['conversationId', 'content', 'messageType', 'imageUrl', 'isFromAdmin', 'template'],
      send: (body) => attacker.post('/api/messages').send(body),
    },
    {
      name: 'POST /api/chat-conversations',
      fields: ['username', 'guestName', 'name'],
      send: (body) => request(t.http).post('/api/chat-conversations').send(body),
    },
    {
      name: 'POST /api/anonymous-chat/conversation',
      fields: ['deviceId', 'displayName', 'name'],
      send: (body) => request(t.http).post('/api/anonymous-chat/conversation').send(body),
    },
    {
      name: 'POST /api/anonymous-chat/messages',
      fields: ['conversationId', 'deviceId', 'content', 'messageType', 'imageUrl'],
      send: (body) => request(t.http).post('/api/anonymous-chat/messages').send(body),
    },
    {
      name: 'POST /api/create-payment',
      fields: ['priceId', 'amount', 'packageId'],
      send: (body) => attacker.post('/api/create-payment').send(body),
    },
    {
      name: 'GET /api/conversations/:id/messages (query)',
      fields: ['after', 'limit', 't'],
      send: (body) =>
        attacker
          .get(`/api/conversations/${victimConversation}/messages`)
          .query(body as Record<string, string>),
    },
  ];

  for (const endpoint of endpoints) {
    it(`${endpoint.name}: never a 5xx, never a change to another user's data`, async () => {
      const before = await victimSnapshot();
      await fc.assert(
        fc.asyncProperty(bodyOf(endpoint.fields), async (body) => {
          const response = await endpoint.send(body);
          expect(
            response.status,
            `${JSON.stringify(body).slice(0, 300)} → ${response.status} ${response.text.slice(0, 200)}`,
          ).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
      expect(await victimSnapshot()).toEqual(before);
    });
  }
});
