import type { IncomingMessage } from 'node:http';

/**
 * The client address of a request that express has not seen (a WebSocket upgrade), read the way
 * express reads `req.ip` with the same TRUST_PROXY setting: `false` trusts no proxy, a number
 * trusts that many hops of X-Forwarded-For, `true` trusts them all (the leftmost entry wins).
 */
export function clientAddressOf(request: IncomingMessage, trustProxy: number | boolean): string {
  const socketAddress = request.socket.remoteAddress ?? 'unknown';
  if (trustProxy === false || trustProxy === 0) return socketAddress;
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .reverse();
  const hops = [socketAddress, ...forwarded];
  return hops[trustProxy === true ? hops.length - 1 : Math.min(trustProxy, hops.length - 1)];
}
