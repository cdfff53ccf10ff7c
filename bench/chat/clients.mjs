import WebSocket from 'ws';

/** Opens a socket (with cookies) and resolves once it is open. */
export function openSocket(url, cookie) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: cookie ? { Cookie: cookie } : {} });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

export function onEvent(socket, handler) {
  socket.on('message', (data) => handler(JSON.parse(data.toString())));
}

export async function authenticate(socket, message) {
  const answer = new Promise((resolve) =>
    socket.once('message', (data) => resolve(JSON.parse(data.toString()))),
  );
  socket.send(JSON.stringify({ type: 'auth', ...message }));
  const reply = await answer;
  if (reply.type !== 'auth_success') throw new Error(`auth failed: ${JSON.stringify(reply)}`);
}

export function cookieFrom(response, name) {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  return header?.split(';')[0];
}

/** Runs `work` over `items` with at most `concurrency` at a time. */
export async function inBatches(items, concurrency, work) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}
