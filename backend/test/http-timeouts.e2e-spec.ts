import { connect } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithConversation, registeredCookie } from './support/accounts.js';
import { socketUrl, TestSocket } from './support/sockets.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const REQUEST_TIMEOUT = /^HTTP\/1\.1 408 Request Timeout\r\n/;

describe('slow clients are cut off (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({
      HTTP_HEADERS_TIMEOUT_MS: '300',
      HTTP_REQUEST_TIMEOUT_MS: '600',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '2000',
    });
    await t.app.listen(0, '127.0.0.1');
    port = (t.http.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  /** A raw connection that sends `start` and then nothing more; resolves with all it got once closed. */
  function stalledRequest(start: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(start));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => resolve(answer));
    });
  }

  it('answers 408 and closes the connection of a client that never finishes its headers', async () => {
    const answer = await stalledRequest(
      'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: applic',
    );
    expect(answer).toMatch(REQUEST_TIMEOUT);
  });

  it('answers 408 and closes the connection of a client that never finishes its body, and stores nothing', async () => {
    const { cookie, conversation } = await memberWithConversation(t.http);
    const body = JSON.stringify({ conversationId: conversation.id, content: 'slowly' });
    const answer = await stalledRequest(
      [
        'POST /api/messages HTTP/1.1',
        'Host: 127.0.0.1',
        `Cookie: ${cookie}`,
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        '',
        body.slice(0, 20),
      ].join('\r\n'),
    );
    expect(answer).toMatch(REQUEST_TIMEOUT);
    const messages = await request(t.http)
      .get(`/api/conversations/${conversation.id}/messages`)
      .set('Cookie', cookie)
      .expect(200);
    expect(messages.body).toEqual([]);
  });

  it('says how long it keeps an idle connection, and keeps it that long, past the headers timeout', async () => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'),
    );
    let answer = '';
    let answeredAt = 0;
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      answeredAt = Date.now();
    });
    const closedAt = await new Promise<number>((resolve) =>
      socket.on('close', () => resolve(Date.now())),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toContain('\r\nKeep-Alive: timeout=2\r\n');
    expect(closedAt - answeredAt).toBeGreaterThanOrEqual(1900);
  });

  it('leaves WebSockets open past both timeouts', async () => {
    const { cookie, user } = await registeredCookie(t.http);
    const socket = await TestSocket.open(socketUrl(t.http), { cookie });
    await stalledRequest('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await stalledRequest(
      'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{',
    );
    expect(await socket.auth({ userId: user.id })).toMatchObject({ type: 'auth_success' });
    socket.close();
    await request(t.http).get('/api/health').expect(200);
  });
});
