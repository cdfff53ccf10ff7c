// Socket connections: open sockets as fast as the app takes them, up to SOCKETS, none of them
// authenticating, and hold every one open until the abuse ends.
import { flood } from '../attack-client.mjs';

export const summary =
  'up to 3,000 sockets opened as fast as possible, never authenticated, held open';

const SOCKETS = 3_000;
const HANDSHAKES_IN_FLIGHT = 100;

export async function attack(client, _state, { signal, tally }) {
  let attempts = 0;
  const done = new AbortController();
  const stop = () => done.abort();
  signal.addEventListener('abort', stop);
  await flood(done.signal, HANDSHAKES_IN_FLIGHT, async () => {
    if (attempts >= SOCKETS) return stop();
    attempts++;
    const opened = await client.openSocket();
    if (!opened.socket) {
      if (!client.closed) tally.add(`sockets refused (${opened.refused})`);
      return;
    }
    tally.add('sockets opened');
    opened.socket.once('close', (code) => {
      if (!client.closed) tally.add(`sockets closed by the app (${code})`);
    });
  });
  tally.add('attempts', attempts);
  await new Promise((resolve) =>
    signal.aborted ? resolve() : signal.addEventListener('abort', resolve),
  );
}
