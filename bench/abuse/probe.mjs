// The health probe: GET /api/health from 127.0.0.1, one request at a time over a keep-alive
// connection, EVERY_MS apart, for as long as it runs. Each sample is { at, ms, ok }: when the
// request started (epoch ms), how long until its answer (or failure), and whether it was a 200.
import http from 'node:http';

const EVERY_MS = 25;
const TIMEOUT_MS = 10_000;
export const PROBE_ADDRESS = '127.0.0.1';

export const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function probeOnce(agent, port) {
  const at = now();
  return new Promise((resolve) => {
    const done = (ok) => resolve({ at, ms: now() - at, ok });
    const request = http.get(
      { agent, host: '127.0.0.1', port, path: '/api/health' },
      (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode === 200));
        response.on('error', () => done(false));
      },
    );
    request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error('timed out')));
    request.on('error', () => done(false));
  });
}

/** Starts probing the app on `port()` (read before each request: the app may be restarted elsewhere). */
export function startProbe(port) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: PROBE_ADDRESS });
  const samples = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      samples.push(await probeOnce(agent, port()));
      await sleep(EVERY_MS);
    }
  })();
  return {
    samples,
    /** Samples of the probes that started in [from, to). */
    between: (from, to) => samples.filter((sample) => sample.at >= from && sample.at < to),
    /** Samples of the probes in flight at some time in [from, to). */
    overlapping: (from, to) =>
      samples.filter((sample) => sample.at < to && sample.at + sample.ms > from),
    async stop() {
      running = false;
      agent.destroy();
      await loop;
    },
  };
}
