import { ConfigError } from './app-config.js';

/** How long a client may take to send a request: slower ones get a 408 and are disconnected. */
export interface HttpConfig {
  /** From the connection (or the previous request) to the end of the headers. */
  headersTimeoutMs: number;
  /** From the start of the request to the end of its body. */
  requestTimeoutMs: number;
  /** How long an idle connection is kept open for the client's next request. */
  keepAliveTimeoutMs: number;
}

type Env = Record<string, string | undefined>;

function readMs(raw: string | undefined, fallback: number, name: string): number {
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100) {
    throw new ConfigError(
      `${name} must be a whole number of milliseconds of at least 100, got "${raw}"`,
    );
  }
  return value;
}

/**
 * 30 s takes a 5 MB image over a 1.4 Mbit/s upload; headers are small and come at once. Idle
 * connections are kept longer than the 60 s a proxy or load balancer usually keeps its own: with
 * Node's 5 s a client that reuses a connection just as the server closes it gets a reset.
 */
export function readHttpConfig(env: Env): HttpConfig {
  const headersTimeoutMs = readMs(env.HTTP_HEADERS_TIMEOUT_MS, 10_000, 'HTTP_HEADERS_TIMEOUT_MS');
  const requestTimeoutMs = readMs(env.HTTP_REQUEST_TIMEOUT_MS, 30_000, 'HTTP_REQUEST_TIMEOUT_MS');
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(
      `HTTP_HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not be longer than HTTP_REQUEST_TIMEOUT_MS (${requestTimeoutMs})`,
    );
  }
  const keepAliveTimeoutMs = readMs(
    env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    65_000,
    'HTTP_KEEP_ALIVE_TIMEOUT_MS',
  );
  return { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs };
}
