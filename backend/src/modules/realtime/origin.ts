import type { IncomingMessage } from 'node:http';

/**
 * Browsers always send Origin on a WebSocket upgrade; a page of another site must not
 * ride on our cookies. Clients that are not browsers send none and have no cookies of ours to abuse.
 */
export function isSameOriginUpgrade(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
