import type { IncomingMessage, ServerResponse } from 'node:http';
import { METRICS_PATH } from '../../modules/metrics/metrics-http.js';

export const WARN_AT_MOST_EVERY_MS = 60_000;

/** Health probes and metrics scrapers usually reach the app directly, not through the proxy. */
const PROBE_PATHS = new Set(['/api/health', '/api/ready', METRICS_PATH]);

/**
 * With TRUST_PROXY set, express takes the client address from X-Forwarded-For. A request
 * without that header did not come through the proxy, which means either that clients can reach
 * the app directly (and can then forge X-Forwarded-For to choose the address rate limits count
 * against) or that the proxy does not set it (and every client shares the proxy's address).
 * Says so in the log, at most once a minute.
 */
export function unproxiedRequestWarning(
  logger: { warn(message: string): void },
  now: () => number = Date.now,
): (request: IncomingMessage, response: ServerResponse, next: () => void) => void {
  let lastWarnedAt = -Infinity;
  return (request, _response, next) => {
    if (
      request.headers['x-forwarded-for'] === undefined &&
      !PROBE_PATHS.has(request.url?.split('?')[0] ?? '') &&
      now() - lastWarnedAt >= WARN_AT_MOST_EVERY_MS
    ) {
      lastWarnedAt = now();
      logger.warn(
        `TRUST_PROXY is set, but a request from ${request.socket.remoteAddress} came without X-Forwarded-For, so not through the proxy: ` +
          'if clients can reach the app directly they can forge X-Forwarded-For and choose the address that rate limits count against, ' +
          'and if the proxy does not set the header every client counts as the proxy. (Said at most once a minute.)',
      );
    }
    next();
  };
}
