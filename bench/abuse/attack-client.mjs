// The attacker's side of a scenario: HTTP requests, WebSockets and raw TCP connections, all bound
// to one loopback address (its "client address"), with a tally of what the app answered. close()
// ends everything it opened, at once.
import { SOCKET_PATH } from '@club/contracts';
import http from 'node:http';
import net from 'node:net';
import WebSocket from 'ws';

const REQUEST_TIMEOUT_MS = 15_000;

/** Counts by label, in the order first seen; max() keeps a label's largest value instead. */
export function createTally() {
  const counts = {};
  return {
    counts,
    add(label, amount = 1) {
      counts[label] = (counts[label] ?? 0) + amount;
    },
    max(label, value) {
      counts[label] = Math.max(counts[label] ?? 0, value);
    },
  };
}

export function cookieFrom(headers, name) {
  const header = (headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${name}=`));
  return header?.split(';')[0];
}

/**
 * `port` is the app's; `address` the loopback address every connection is bound to. Requests name
 * the app as localhost:<port> (Host and Origin), as a page of the site would.
 */
export function createAttackClient({ port, address }) {
  const host = `localhost:${port}`;
  const origin = `http://${host}`;
  const agents = new Map();
  const sockets = new Set();
  let closed = false;

  const agentFor = (localAddress) => {
    if (!agents.has(localAddress))
      agents.set(localAddress, new http.Agent({ keepAlive: true, localAddress }));
    return agents.get(localAddress);
  };
  const track = (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    return socket;
  };

  return {
    port,
    address,
    host,
    origin,
    get closed() {
      return closed;
    },

    /**
     * One request; resolves { status, headers, text } or { status: 0, error } when no answer came
     * (refused, reset, timed out, or the client closed). `localAddress` sends it from elsewhere.
     */
    request(method, path, { headers = {}, body, localAddress = address } = {}) {
      if (closed) return Promise.resolve({ status: 0, error: 'closed' });
      return new Promise((resolve) => {
        const request = http.request(
          {
            agent: agentFor(localAddress),
            host: '127.0.0.1',
            port,
            method,
            path,
            headers: { Host: host, Origin: origin, ...headers },
          },
          (response) => {
            const chunks = [];
            response.on('data', (chunk) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode,
                headers: response.headers,
                text: Buffer.concat(chunks).toString(),
              }),
            );
            response.on('error', (error) => resolve({ status: 0, error: error.message }));
          },
        );
        request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timed out')));
        request.on('error', (error) => resolve({ status: 0, error: error.message }));
        request.end(body);
      });
    },

    /** A JSON POST (or `method`), with a cookie when given. */
    json(path, value, { cookie, method = 'POST', localAddress } = {}) {
      const body = typeof value === 'string' ? value : JSON.stringify(value);
      return this.request(method, path, {
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body,
        localAddress,
      });
    },

    /**
     * A WebSocket to /ws; resolves { socket } once open, or { refused } with the upgrade's HTTP
     * status or the connection error. The socket stays tracked until it closes.
     */
    openSocket({ cookie } = {}) {
      if (closed) return Promise.resolve({ refused: 'closed' });
      return new Promise((resolve) => {
        const socket = track(
          new WebSocket(`ws://127.0.0.1:${port}${SOCKET_PATH}`, {
            localAddress: address,
            origin,
            headers: { Host: host, ...(cookie ? { Cookie: cookie } : {}) },
            handshakeTimeout: REQUEST_TIMEOUT_MS,
          }),
        );
        socket.once('open', () => resolve({ socket }));
        socket.once('unexpected-response', (_request, response) => {
          resolve({ refused: `HTTP ${response.statusCode}` });
          response.resume();
          socket.terminate();
        });
        socket.on('error', (error) => resolve({ refused: error.code ?? error.message }));
      });
    },

    /** A raw TCP connection to the app; resolves { socket } once connected, or { refused }. */
    connect() {
      if (closed) return Promise.resolve({ refused: 'closed' });
      return new Promise((resolve) => {
        const socket = track(net.connect({ host: '127.0.0.1', port, localAddress: address }));
        socket.once('connect', () => resolve({ socket }));
        socket.on('error', (error) => resolve({ refused: error.code ?? error.message }));
      });
    },

    /** Ends every request, socket and connection; later calls answer at once without connecting. */
    close() {
      closed = true;
      for (const agent of agents.values()) agent.destroy();
      for (const socket of sockets) {
        if (socket instanceof WebSocket) socket.terminate();
        else socket.destroy();
      }
    },
  };
}

const yieldToTimers = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs `work(index)` with `concurrency` in flight until `signal` aborts. Each worker lets timers
 * run between two calls, so a call that answers without I/O cannot starve the abort's timer.
 */
export async function flood(signal, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!signal.aborted) {
        await work(next++);
        await yieldToTimers();
      }
    }),
  );
}

/** Tallies an answer as "<label> HTTP <status>" (or "<label> no answer"). */
export function countAnswer(tally, label, response) {
  tally.add(
    `${label ? `${label} ` : ''}${response.status ? `HTTP ${response.status}` : 'no answer'}`,
  );
}
