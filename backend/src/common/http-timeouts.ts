import type { Server } from 'node:http';
import type { HttpConfig } from '../config/http-config.js';

/**
 * Clients that send their headers or body slowly hold a connection for as long as the server
 * waits; Node answers them 408 and closes the connection once a timeout passes. An idle
 * connection between requests is closed after the keep-alive timeout. Must run before listen(),
 * when Node reads how often to check.
 */
export function applyHttpTimeouts(
  server: Server,
  { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs }: HttpConfig,
): void {
  server.headersTimeout = headersTimeoutMs;
  server.requestTimeout = requestTimeoutMs;
  server.keepAliveTimeout = keepAliveTimeoutMs;
  // Checked every 30 s by default, which would let a 10 s timeout run to 40 s. Node reads this
  // property on listen(); @types/node only knows it as a createServer option.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    Math.min(1000, headersTimeoutMs);
}
