import { Writable } from 'node:stream';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PinoLogger } from '../src/common/logging/pino-logger.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { deviceConversation } from './support/visitors.js';

/** Percent-escapes that decode to nothing: not hex, cut short, an overlong UTF-8 form. */
const MALFORMED = ['%ZZ', '%', '%E0%A4%A', '%C0%AF'];

const PATHS = MALFORMED.flatMap((escape) => [
  `/product/${escape}`,
  `/${escape}`,
  `/faq/${escape}`,
  `/merchandise${escape}`,
  `/admin/members/${escape}`,
  `/dashboard/${escape}`,
  `/assets/${escape}`,
  `/images/${escape}`,
  `/media/hero/${escape}`,
  `/uploads/${escape}`,
  `/api/${escape}`,
  `/api/user/${escape}`,
  `/api/merchandise/${escape}`,
  `/api/admin/users/${escape}`,
  `/api/anonymous-chat/conversations/${escape}/messages`,
  `/api/docs/${escape}`,
  `/ws/${escape}`,
]);

describe('malformed percent-escapes in a path', () => {
  const lines: Record<string, unknown>[] = [];
  let t: TestApp;
  let visitorCookie: string;
  let conversationPath: string;
  beforeAll(async () => {
    t = await startTestApp();
    const visitor = await deviceConversation(t.http, `device-escapes-${Date.now()}`);
    visitorCookie = visitor.cookie;
    conversationPath = `/api/anonymous-chat/conversations/${visitor.conversation.id}/messages`;
    // The app logs through Nest's Logger; from here on it writes to `lines`.
    Logger.overrideLogger(
      new PinoLogger(
        'log',
        new Writable({
          write(chunk, _encoding, done) {
            lines.push(JSON.parse(chunk.toString()));
            done();
          },
        }),
      ),
    );
  });
  afterAll(() => t.close());

  /** The answer to the request and the log lines it left. */
  async function answerTo(method: 'get' | 'head', path: string, cookie?: string) {
    const before = lines.length;
    const call = request(t.http)[method](path);
    const response = await (cookie ? call.set('Cookie', cookie) : call);
    return { status: response.status, logged: lines.slice(before) };
  }

  it.each(PATHS)(
    'answers %s with 400 or 404 and one line of log, for GET and HEAD',
    async (path) => {
      for (const method of ['get', 'head'] as const) {
        const { status, logged } = await answerTo(method, path);
        expect({ method, status }).toEqual({ method, status: expect.toBeOneOf([400, 404]) });
        expect(logged).toEqual([
          expect.objectContaining({ level: 'info', context: 'HTTP', msg: 'request', status }),
        ]);
      }
    },
  );

  it.each(MALFORMED)(
    "answers a visitor's poll with %s in its query with 400 and one line of log",
    async (escape) => {
      for (const query of [`?after=${escape}`, `?limit=${escape}`, `?after=1${escape}`]) {
        const { status, logged } = await answerTo(
          'get',
          `${conversationPath}${query}`,
          visitorCookie,
        );
        expect({ query, status }).toEqual({ query, status: 400 });
        expect(logged).toEqual([
          expect.objectContaining({ level: 'info', context: 'HTTP', msg: 'request', status: 400 }),
        ]);
      }
    },
  );

  it('answers a page with a malformed path with the 404 page, not the app', async () => {
    for (const path of ['/product/%ZZ', '/admin/members/%C0%AF', '/%']) {
      const page = await request(t.http).get(path).expect(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.text).toContain('<title>Page Not Found | Play Money Club</title>');
    }
  });
});
