// Socket frames: a few sockets, half with a visitor's chat_state cookie, send auth, unknown-type,
// non-JSON and send_message frames as fast as the sockets take them. A socket the app closes is
// opened again at once, as an attacker would.
import { requireGuestConversation } from '../visitors.mjs';

export const summary =
  '4 sockets (2 with a visitor cookie) sending auth, unknown, non-JSON and send_message frames';

const SOCKETS = 4;
/** Frames are written while the socket's own send buffer holds less than this. */
const BUFFER_BYTES = 64 * 1024;
const BATCH = 50;

export async function prepare(client) {
  return requireGuestConversation(client, 'frame-flooder');
}

function framesFor(visitor) {
  return [
    JSON.stringify({ type: 'auth', username: visitor.username }),
    JSON.stringify({ type: 'auth', userId: '00000000-0000-4000-8000-000000000000' }),
    JSON.stringify({ type: 'no_such_frame', payload: 'x'.repeat(64) }),
    'this is not JSON {',
    JSON.stringify({
      type: 'send_message',
      conversationId: visitor.conversationId,
      content: 'flood',
      messageType: 'text',
    }),
  ];
}

/** What the app answered, by kind: a refusal carries retryAfter. */
function replyLabel(data) {
  try {
    const reply = JSON.parse(data.toString());
    if (reply.type === 'error')
      return reply.retryAfter !== undefined
        ? 'replies: error with retryAfter'
        : `replies: error "${reply.reason}"`;
    return `replies: ${reply.type}`;
  } catch {
    return 'replies: not JSON';
  }
}

async function pump(socket, frames, signal, tally) {
  let index = 0;
  while (!signal.aborted && socket.readyState === socket.OPEN) {
    if (socket.bufferedAmount < BUFFER_BYTES) {
      for (let sent = 0; sent < BATCH; sent++) socket.send(frames[index++ % frames.length]);
      tally.add('frames sent', BATCH);
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export async function attack(client, visitor, { signal, tally }) {
  const frames = framesFor(visitor);
  const keepSending = async (withCookie) => {
    while (!signal.aborted) {
      const opened = await client.openSocket({ cookie: withCookie ? visitor.cookie : undefined });
      if (!opened.socket) {
        if (client.closed) break;
        tally.add(`sockets refused (${opened.refused})`);
        await new Promise((resolve) => setTimeout(resolve, 10));
        continue;
      }
      tally.add('sockets opened');
      const { socket } = opened;
      socket.on('message', (data) => tally.add(replyLabel(data)));
      socket.once('close', (code) => {
        if (!client.closed) tally.add(`sockets closed by the app (${code})`);
      });
      await pump(socket, frames, signal, tally);
    }
  };
  await Promise.all(Array.from({ length: SOCKETS }, (_, index) => keepSending(index % 2 === 0)));
}
