import { vi } from 'vitest';

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Routes the app's fetches to `handler`. jsdom pages have a base URL but
 * Node's Request does not, and it rejects jsdom's AbortSignal, so requests
 * are rebuilt with an absolute URL and without the signal.
 */
export function stubFetch(handler: Handler) {
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const url = typeof input === 'string' ? new URL(input, window.location.href) : input;
      super(url, { ...init, signal: undefined });
    }
  }
  const fetchMock = vi.fn(async (request: Request) => handler(request));
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
