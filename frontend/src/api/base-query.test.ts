import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiBaseQuery } from './base-query';

// Node's fetch needs an absolute URL; the app itself uses '/api'.
const baseQuery = createApiBaseQuery('http://localhost/api');

const queryApi = {
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: () => undefined,
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'query',
} as unknown as BaseQueryApi;

function respondWith(response: Response) {
  const fetchMock = vi.fn(async (_input: Request) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('createApiBaseQuery', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('turns a non-2xx answer into "<status>: <body text>"', async () => {
    respondWith(
      new Response('{"statusCode":401,"message":"Invalid username or password"}', {
        status: 401,
        statusText: 'Unauthorized',
        headers: { 'content-type': 'application/json' },
      }),
    );

    const result = await baseQuery('/login', queryApi, {});

    expect(result.error).toEqual({
      status: 401,
      message: '401: {"statusCode":401,"message":"Invalid username or password"}',
    });
  });

  it('uses the status text when the error body is empty', async () => {
    respondWith(new Response(null, { status: 503, statusText: 'Service Unavailable' }));

    const result = await baseQuery('/user', queryApi, {});

    expect(result.error).toEqual({ status: 503, message: '503: Service Unavailable' });
  });

  it('parses JSON answers and sends cookies', async () => {
    const fetchMock = respondWith(Response.json({ id: 'u1', username: 'neo' }, { status: 200 }));

    const result = await baseQuery(
      { url: '/login', method: 'POST', body: { username: 'neo', password: 'x' } },
      queryApi,
      {},
    );

    expect(result.data).toEqual({ id: 'u1', username: 'neo' });
    const request = fetchMock.mock.calls[0][0];
    expect(request.url).toBe('http://localhost/api/login');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('content-type')).toBe('application/json');
  });

  it('answers null for an empty successful body', async () => {
    respondWith(new Response(null, { status: 204 }));

    const result = await baseQuery({ url: '/logout', method: 'POST' }, queryApi, {});

    expect(result).toMatchObject({ data: null });
  });

  it('reports a network failure with its message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    const result = await baseQuery('/user', queryApi, {});

    expect(result.error).toEqual({
      status: 'FETCH_ERROR',
      message: 'TypeError: Failed to fetch',
    });
  });
});
