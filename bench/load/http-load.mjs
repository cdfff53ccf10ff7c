// HTTP load with autocannon: keep-alive connections, each sending its next request as soon as the
// previous one is answered (saturation), or all together at a fixed offered rate.
import autocannon from 'autocannon';
import { round } from '../chat/stats.mjs';

function summary(result) {
  return {
    okPerSecond: round(result['2xx'] / result.duration, 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * GET `path` through `connections` connections for `durationMs` (whole seconds), at most `rate`
 * requests/s when given. `perRequest()`, when given, returns each request's own path and headers.
 */
export async function httpLoad({ url, path, connections, durationMs, rate, perRequest }) {
  const request = perRequest
    ? {
        setupRequest: (defaults) => {
          const { path: own, headers } = perRequest();
          return { ...defaults, path: own, headers: { ...defaults.headers, ...headers } };
        },
      }
    : { path };
  const result = await autocannon({
    url,
    connections,
    duration: Math.max(1, Math.round(durationMs / 1000)),
    timeout: 10,
    requests: [request],
    ...(rate ? { overallRate: rate } : {}),
  });
  return summary(result);
}
