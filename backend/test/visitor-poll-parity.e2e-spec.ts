import type { Server } from 'node:http';
import { COOKIE } from '@club/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation, guestConversation } from './support/visitors.js';

/** Headers that differ between any two answers: the time, the connection and the request id. */
const PER_ANSWER_HEADERS = new Set(['date', 'connection', 'keep-alive', 'x-request-id']);

const pathOf = (conversationId: string) =>
  `/api/anonymous-chat/conversations/${conversationId}/messages`;

/** What a client can tell of an answer: its status, its headers and its body. */
function answerOf(response: request.Response) {
  const headers = Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => !PER_ANSWER_HEADERS.has(name)),
  );
  return { status: response.status, headers, body: response.text };
}

/**
 * The device widget's poll is answered before Express when it can be (VisitorPollFastPath); the
 * same request sent to the Express app alone never meets the fast path. Both must answer alike.
 */
describe('the visitor poll fast path answers as the Express route does', () => {
  let t: TestApp;
  let expressOnly: Express;
  let owner: Awaited<ReturnType<typeof deviceConversation>>;
  let other: Awaited<ReturnType<typeof deviceConversation>>;
  let guest: Awaited<ReturnType<typeof guestConversation>>;
  let etag: string;

  beforeAll(async () => {
    t = await startChatTestApp({ username: 'parity_desk', password: 'parity-desk-password' });
    expressOnly = t.app.getHttpAdapter().getInstance() as Express;
    owner = await deviceConversation(t.http, `device-parity-owner-${Date.now()}`);
    other = await deviceConversation(t.http, `device-parity-other-${Date.now()}`);
    guest = await guestConversation(t.http, 'ParityGuest');
    await request(t.http)
      .post('/api/anonymous-chat/messages')
      .set('Cookie', owner.cookie)
      .send({ conversationId: owner.conversation.id, deviceId: owner.deviceId, content: 'hello' })
      .expect(201);
    etag = (await request(t.http).get(pathOf(owner.conversation.id)).set('Cookie', owner.cookie))
      .headers.etag;
  });
  afterAll(() => t.close());

  const table: [
    string,
    () => { path: string; cookie?: string; headers?: Record<string, string> },
  ][] = [
    ['good: the whole list', () => ({ path: pathOf(owner.conversation.id), cookie: owner.cookie })],
    [
      'good: after, limit and the cache buster',
      () => ({
        path: `${pathOf(owner.conversation.id)}?after=0&limit=500&t=1733`,
        cookie: owner.cookie,
      }),
    ],
    [
      'good: nothing after the last message',
      () => ({
        path: `${pathOf(owner.conversation.id)}?after=9007199254740991`,
        cookie: owner.cookie,
      }),
    ],
    [
      'good: unchanged (If-None-Match)',
      () => ({
        path: pathOf(owner.conversation.id),
        cookie: owner.cookie,
        headers: { 'If-None-Match': etag },
      }),
    ],
    ...[
      '?t=%00',
      '?t=a%00b',
      '?t=%ZZ',
      '?t=%E0%A4%A',
      '?t=%C0%AF',
      '?t=',
      '?after=%00',
      '?after=%31',
      '?after=abc',
      '?after=-1',
      '?after=99999999999999999999',
      '?limit=0',
      '?limit=501',
      '?after=1&after=2',
      '?t=1&t=2',
      '?a%66ter=1',
      '?after[]=1',
      '?t[x]=1',
      '?other=1',
      '?after=1;limit=2',
    ].map((query): [string, () => { path: string; cookie: string }] => [
      `malformed or odd: ${query}`,
      () => ({ path: `${pathOf(owner.conversation.id)}${query}`, cookie: owner.cookie }),
    ]),
    ['malformed: the id', () => ({ path: pathOf('%ZZ'), cookie: owner.cookie })],
    [
      'foreign: another visitor',
      () => ({ path: pathOf(owner.conversation.id), cookie: other.cookie }),
    ],
    [
      'foreign: a guest of the other widget',
      () => ({ path: pathOf(owner.conversation.id), cookie: guest.cookie }),
    ],
    [
      'foreign: a forged chat cookie',
      () => ({ path: pathOf(owner.conversation.id), cookie: `${COOKIE.chatState}=forged.token` }),
    ],
    ['foreign: no cookie', () => ({ path: pathOf(owner.conversation.id) })],
    [
      'unknown conversation',
      () => ({ path: pathOf('6f1c2b1e-8f4a-4d3b-9c2a-1b2c3d4e5f60'), cookie: owner.cookie }),
    ],
    [
      'unknown conversation, malformed query',
      () => ({
        path: `${pathOf('6f1c2b1e-8f4a-4d3b-9c2a-1b2c3d4e5f60')}?t=%00`,
        cookie: owner.cookie,
      }),
    ],
  ];

  it.each(table)('%s', async (_, input) => {
    const { path, cookie, headers = {} } = input();
    const send = (target: Server | Express) => {
      const call = request(target).get(path).set(headers);
      return cookie ? call.set('Cookie', cookie) : call;
    };
    const fastPath = answerOf(await send(t.http));
    const express = answerOf(await send(expressOnly));
    expect(fastPath).toEqual(express);
  });
});
