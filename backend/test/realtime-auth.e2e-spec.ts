import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { registeredCookie } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

function nextMessage(socket: WebSocket): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    socket.once('message', (data) => resolve(JSON.parse(data.toString())));
    socket.once('error', reject);
  });
}

function opened(socket: WebSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
}

describe('/ws authentication', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `ws://127.0.0.1:${(t.http.address() as AddressInfo).port}/ws`;
  });
  afterAll(() => t.close());

  it('confirms {type:"auth", userId} when it is the session\'s own user', async () => {
    const { cookie, user } = await registeredCookie(t.http);
    const socket = new WebSocket(baseUrl, { headers: { Cookie: cookie } });
    await opened(socket);
    socket.send(JSON.stringify({ type: 'auth', userId: user.id }));
    expect(await nextMessage(socket)).toEqual({
      type: 'auth_success',
      userId: user.id,
      role: 'user',
    });
    socket.close();
  });

  it("refuses a claimed user id that is not the session's", async () => {
    const { user: victim } = await registeredCookie(t.http);
    const { cookie } = await registeredCookie(t.http);
    const socket = new WebSocket(baseUrl, { headers: { Cookie: cookie } });
    await opened(socket);
    socket.send(JSON.stringify({ type: 'auth', userId: victim.id }));
    expect(await nextMessage(socket)).toEqual({
      type: 'error',
      reason: 'Not signed in as this user',
    });
    socket.close();
  });

  it('refuses an anonymous socket that claims a user id', async () => {
    const { user } = await registeredCookie(t.http);
    const socket = new WebSocket(baseUrl);
    await opened(socket);
    socket.send(JSON.stringify({ type: 'auth', userId: user.id }));
    expect(await nextMessage(socket)).toEqual({
      type: 'error',
      reason: 'Not signed in as this user',
    });
    socket.close();
  });

  it('ignores frames that are not JSON objects with a type, and keeps serving the socket', async () => {
    const socket = new WebSocket(baseUrl);
    await opened(socket);
    socket.send('not json');
    socket.send(JSON.stringify([1, 2]));
    socket.send(JSON.stringify({ type: 'auth', userId: 'x' }));
    expect(await nextMessage(socket)).toEqual({
      type: 'error',
      reason: 'Not signed in as this user',
    });
    socket.close();
  });

  it("closes an upgrade from another site's page with 1008", async () => {
    const socket = new WebSocket(baseUrl, { headers: { Origin: 'https://evil.example' } });
    const code = await new Promise<number>((resolve) =>
      socket.once('close', (closeCode) => resolve(closeCode)),
    );
    expect(code).toBe(1008);
  });
});
